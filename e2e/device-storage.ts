/**
 * Everything the origin keeps on the device, read from inside a page: every IndexedDB database (every
 * store, every record), every Cache Storage cache (each entry's URL, the address its answer came from,
 * and its body when it is text), and local and session storage — as text, for the logout spec to search
 * for a client's data. The offline
 * queue's database is read only when asked: it holds requests waiting for their own client's next login,
 * which keep what the server needs to act on them but never a credential (their bodies are read as text).
 */
import type { Page } from '@playwright/test';

export const QUEUE_DATABASE = 'priyom-offline-actions';

export interface DeviceStorage {
  /** database/store → the store's records as JSON. */
  indexedDB: Record<string, string>;
  /** Database names seen, the queue's included. */
  databases: string[];
  /** cache name → its entries (its key's URL, its answer's address, and the body when it is text). */
  caches: Record<string, string[]>;
  webStorage: string;
}

export function readDeviceStorage(page: Page, { withQueue = false } = {}): Promise<DeviceStorage> {
  const skipped = withQueue ? null : QUEUE_DATABASE;
  return page.evaluate(async (queue) => {
    const open = (name: string) =>
      new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const all = (store: IDBObjectStore) =>
      new Promise<unknown[]>((resolve, reject) => {
        const request = store.getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    const result: DeviceStorage = { indexedDB: {}, databases: [], caches: {}, webStorage: '' };
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      result.databases.push(name);
      if (name === queue) continue;
      const db = await open(name);
      for (const storeName of Array.from(db.objectStoreNames)) {
        const store = db.transaction(storeName, 'readonly').objectStore(storeName);
        result.indexedDB[`${name}/${storeName}`] = JSON.stringify(await all(store), (_, value) =>
          value instanceof ArrayBuffer ? new TextDecoder().decode(value) : value,
        );
      }
      db.close();
    }
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      const entries: string[] = [];
      for (const request of await cache.keys()) {
        const response = await cache.match(request);
        const type = response?.headers.get('Content-Type') ?? '';
        const text = /json|html|text/.test(type) ? await response!.text() : '';
        entries.push(`${request.url}\n${response?.url ?? ''}\n${text}`);
      }
      result.caches[name] = entries;
    }
    const dump = (storage: Storage) =>
      Array.from({ length: storage.length }, (_, index) => {
        const key = storage.key(index) ?? '';
        return `${key}=${storage.getItem(key)}`;
      }).join('\n');
    result.webStorage = `${dump(localStorage)}\n${dump(sessionStorage)}`;
    return result;
  }, skipped);
}

/** Where in the device's storage each of `needles` occurs ("indexedDB db/store", "cache name", "web storage"). */
export function findOnDevice(storage: DeviceStorage, needles: readonly string[]): string[] {
  const places: Array<[string, string]> = [
    ...Object.entries(storage.indexedDB).map(([where, text]): [string, string] => [
      `indexedDB ${where}`,
      text,
    ]),
    ...Object.entries(storage.caches).map(([name, entries]): [string, string] => [
      `cache ${name}`,
      entries.join('\n'),
    ]),
    ['web storage', storage.webStorage],
  ];
  return needles.flatMap((needle) =>
    places.filter(([, text]) => text.includes(needle)).map(([where]) => `${needle} in ${where}`),
  );
}

/**
 * Every distinct string the IndexedDB records hold: each value, and the strings inside JSON text (a
 * queued request's body is stored as bytes and read here as its text).
 */
export function storedStrings(storage: DeviceStorage): string[] {
  const found = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      found.add(value);
      try {
        const parsed: unknown = JSON.parse(value);
        if (typeof parsed === 'object' && parsed !== null) walk(parsed);
      } catch {}
    } else if (typeof value === 'object' && value !== null) {
      for (const inner of Object.values(value)) walk(inner);
    }
  };
  for (const records of Object.values(storage.indexedDB)) walk(JSON.parse(records));
  return [...found];
}
