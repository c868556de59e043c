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
import { READ_STORAGE, STORED_SCREENS, type StoredRead, waitUntilStored } from './stored-rows';

/** Each visit's screen and the test id of its rows; the walk then waits for the screen's list stored. */
const VISITS: readonly [string, string][] = [
  ['/', 'clinic-row'],
  ['/clinic/1/services', 'category-row'],
  ['/clinic/1/specialties', 'specialty-row'],
  ['/clinic/1/doctors', 'doctor-row'],
];

const SHOWN = ['doctors', 'services', 'service_pages', 'service_categories', 'specialties', 'clinics'];

export async function benchStorageSize(): Promise<void> {
  const rows = await onEachNetworkPage(async (network, server, page) => {
    for (const [path, row] of VISITS) {
      await page.goto(server.url + path);
      await page.getByTestId(row).first().waitFor({ timeout: 60_000 });
      // The screen shows the rows its page brought before the worker has stored its list (the doctors
      // screen brings one clinic's; the worker keeps the network's): leaving at once would end the
      // worker's fetch and count a list the visitor's device never kept.
      const screen = STORED_SCREENS.find((one) => one.path === path);
      if (screen) await waitUntilStored(page, screen.collection, await screen.rows(server), Date.now());
    }
    await page.goto(`${server.url}/clinic/1/services/all`);
    await page.getByTestId('service-row').first().waitFor({ timeout: 60_000 });
    const before = await page.getByTestId('service-row').count();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.waitForFunction(
      (count) => document.querySelectorAll('[data-testid="service-row"]').length > count,
      before,
    );
    // The worker writes after the screen shows what it fetched; an idle moment lets it finish.
    await page.waitForTimeout(3000);
    const read = (await page.evaluate(READ_STORAGE)) as StoredRead;
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
