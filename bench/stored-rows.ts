/**
 * What the data worker has stored, read from the page: the rows of each RxDB collection in the origin's
 * IndexedDB, and the public screens whose list the worker keeps, each with the collection that holds it
 * and the API answer whose rows it must reach. The cold-visit and storage benches both wait on it.
 */
import type { Page } from '@playwright/test';
import type { RunningServer } from '../e2e/harness';

/** RxDB's Dexie storage keeps each collection in an IndexedDB database `rxdb-dexie-<database>--<version>--<collection>`, its rows in the store `docs`. */
export const READ_STORAGE = `
(async () => {
  const estimate = await navigator.storage.estimate();
  const counts = {};
  for (const { name } of await indexedDB.databases()) {
    const db = await new Promise((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    for (const store of db.objectStoreNames) {
      if (store !== 'docs') continue;
      const count = await new Promise((resolve) => {
        const request = db.transaction(store).objectStore(store).count();
        request.onsuccess = () => resolve(request.result);
      });
      const collection = name.split('--').at(-1) ?? name;
      counts[collection] = (counts[collection] ?? 0) + count;
    }
    db.close();
  }
  return { usage: estimate.usage, indexedDB: estimate.usageDetails?.indexedDB ?? null, counts };
})()`;

export interface StoredRead {
  usage: number;
  indexedDB: number | null;
  counts: Record<string, number>;
}

export interface StoredScreen {
  path: string;
  /** The collection holding the screen's list, and the API answer whose rows it must hold. */
  collection: string;
  rows: (server: RunningServer) => Promise<number>;
}

const answer = async (server: RunningServer, path: string): Promise<unknown> =>
  (await fetch(`${server.url}/api${path}`)).json();

export const STORED_SCREENS: readonly StoredScreen[] = [
  {
    path: '/',
    collection: 'clinics',
    rows: async (server) =>
      ((await answer(server, '/clinics/list')) as { clinics: unknown[] }).clinics.length,
  },
  {
    path: '/clinic/1/services',
    collection: 'service_categories',
    rows: async (server) =>
      ((await answer(server, '/clinics/1/service-categories/list')) as unknown[]).length,
  },
  {
    path: '/clinic/1/specialties',
    collection: 'specialties',
    rows: async (server) => ((await answer(server, '/clinics/1/specialties/list')) as unknown[]).length,
  },
  // A clinic's doctors and a doctor's page come with the clinic's doctors; the worker keeps the network's.
  ...['/clinic/1/doctors', '/clinic/1/doctor/1'].map((path) => ({
    path,
    collection: 'doctors',
    rows: async (server: RunningServer) =>
      ((await answer(server, '/clinics/doctors/list')) as { doctors: unknown[] }).doctors.length,
  })),
];

const POLL_MS = 250;

/** Polls until `collection` holds `expected` rows: the milliseconds from `since`, or NaN after `timeoutMs`. */
export async function waitUntilStored(
  page: Page,
  collection: string,
  expected: number,
  since: number,
  timeoutMs = 60_000,
): Promise<number> {
  while (Date.now() - since < timeoutMs) {
    const read = (await page.evaluate(READ_STORAGE).catch(() => null)) as StoredRead | null;
    if ((read?.counts[collection] ?? 0) >= expected) return Date.now() - since;
    await page.waitForTimeout(POLL_MS);
  }
  return Number.NaN;
}
