/**
 * The data worker's storage at size: in a new browser context (empty IndexedDB) the public screens a
 * visitor walks through are opened one after another on each network of ./networks.ts — the clinics,
 * one clinic's categories, specialties, doctors (the whole network's list: every clinic's doctors
 * screen reads it) and its services with a second page scrolled to — and once the worker has stored
 * them, the origin's IndexedDB is read: the bytes `navigator.storage.estimate()` reports for it, and
 * the rows of each collection (counted in the page, over every object store of the worker's database).
 */
import { onEachNetworkPage } from './networks';
import { kib, printTable } from './report';

const VISITS: readonly [string, string][] = [
  ['/', 'clinic-row'],
  ['/clinic/1/services', 'category-row'],
  ['/clinic/1/specialties', 'specialty-row'],
  ['/clinic/1/doctors', 'doctor-row'],
  ['/clinic/1/services/all', 'service-row'],
];
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

const SHOWN = ['doctors', 'services', 'service_pages', 'service_categories', 'specialties', 'clinics'];

export async function benchStorageSize(): Promise<void> {
  const rows = await onEachNetworkPage(async (network, server, page) => {
    for (const [path, row] of VISITS) {
      await page.goto(server.url + path);
      await page.getByTestId(row).first().waitFor({ timeout: 60_000 });
    }
    const before = await page.getByTestId('service-row').count();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="service-row"]').length > count,
      before,
    );
    // The worker writes after the screen shows what it fetched; an idle moment lets it finish.
    await page.waitForTimeout(3000);
    const read = (await page.evaluate(READ_STORAGE)) as {
      usage: number;
      indexedDB: number | null;
      counts: Record<string, number>;
    };
    return [
      network,
      read.indexedDB === null ? '–' : kib(read.indexedDB),
      kib(read.usage),
      SHOWN.map((name) => `${name} ${read.counts[name] ?? 0}`).join(', '),
    ];
  });
  printTable(
    'IndexedDB after a visitor walks the public screens of clinic 1 (a new context: the clinics, categories, specialties, doctors and two pages of services)',
    ['network', 'IndexedDB (storage.estimate)', 'origin total (with Cache Storage)', 'rows stored'],
    rows,
  );
}
