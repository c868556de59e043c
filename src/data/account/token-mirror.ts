/**
 * A copy of the token pair in a plain IndexedDB store, for the service worker: it never opens RxDB
 * (it would be a second RxDB instance over the same storage), yet its offline queue must add a fresh Authorization header when it replays a request.
 * The data worker writes the copy whenever the pair changes (./token-store.ts) and clears it at logout;
 * `readTokenMirror` needs nothing but IndexedDB, so the service worker can import it alone.
 *
 * One database `priyom-session`, one object store `tokens`, one record `current`: the pair, the client it
 * belongs to (null until personal data named it) and, after the service worker renewed the pair itself,
 * the refresh token it replaced (`rotatedFrom`), so the data worker adopts the new pair instead of
 * presenting a spent refresh token (which the server takes for theft).
 */
import type { TokenPair } from '../../api/accounts';

/** The one Web Lock every change of the pair runs under, in every tab, worker and the service worker. */
export const SESSION_LOCK = 'priyom-session';

export interface MirroredSession extends TokenPair {
  clientId: number | null;
  rotatedFrom?: string;
}

const DB_NAME = 'priyom-session';
const STORE = 'tokens';
const KEY = 'current';

function open(indexedDB: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function inStore<T>(
  indexedDB: IDBFactory,
  mode: IDBTransactionMode,
  work: (store: IDBObjectStore) => IDBRequest,
): Promise<T> {
  const db = await open(indexedDB);
  try {
    return await new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(STORE, mode);
      const request = work(transaction.objectStore(STORE));
      transaction.oncomplete = () => resolve(request.result as T);
      transaction.onerror = () => reject(transaction.error);
      transaction.onabort = () => reject(transaction.error);
    });
  } finally {
    db.close();
  }
}

/** Stores the pair, or removes it (null: logged out). */
export function writeTokenMirror(indexedDB: IDBFactory, session: MirroredSession | null): Promise<unknown> {
  return inStore(indexedDB, 'readwrite', (store) => {
    if (!session) return store.delete(KEY);
    const { accessToken, refreshToken, clientId, rotatedFrom } = session;
    return store.put({ accessToken, refreshToken, clientId, ...(rotatedFrom ? { rotatedFrom } : {}) }, KEY);
  });
}

/**
 * The mirror after the service worker renewed its pair itself. `rotatedFrom` keeps naming the refresh
 * token the data worker holds: after two renewals with no worker running in between, the data worker
 * still holds the first one, and presenting that one (spent twice over) would end the session as theft.
 */
export function renewedMirror(session: MirroredSession, pair: TokenPair): MirroredSession {
  return {
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    clientId: session.clientId,
    rotatedFrom: session.rotatedFrom ?? session.refreshToken,
  };
}

/** The current pair with its client, or null when nobody is logged in. */
export async function readTokenMirror(indexedDB: IDBFactory): Promise<MirroredSession | null> {
  const value = await inStore<unknown>(indexedDB, 'readonly', (store) => store.get(KEY));
  const pair = value as Partial<MirroredSession> | undefined;
  if (!pair?.accessToken || !pair.refreshToken) return null;
  return {
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    clientId: typeof pair.clientId === 'number' ? pair.clientId : null,
    ...(pair.rotatedFrom ? { rotatedFrom: pair.rotatedFrom } : {}),
  };
}
