/**
 * A cold visit at size: each public screen opened in a new browser context (no service worker, empty
 * IndexedDB) at 4× CPU, the whole app (page, service worker, data worker) behind a proxy that counts
 * what the server sends, on each network of ./networks.ts. Measured: how long until the data worker has
 * the screen's list stored (its collection's rows in IndexedDB reach what the API holds), the bytes on
 * the wire by then, and the bytes once the visit has settled (the service worker's precache included).
 */
import { type Browser, chromium } from '@playwright/test';
import { BENCH_LAUNCH } from './browser';
import { startCutProxy } from '../e2e/cut-proxy';
import type { RunningServer } from '../e2e/harness';
import { NETWORKS, type NetworkName, startNetworkServer, stopNetworkServer } from './networks';
import { PHONE } from './phone';
import { kib, median, ms, printTable } from './report';
import { STORED_SCREENS, type StoredScreen, waitUntilStored } from './stored-rows';
import { MOBILE_CPU_SLOWDOWN, throttleCpu } from './throttle';

/** After the data is stored: long enough for the service worker to install and precache the app. */
const SETTLE_MS = 12_000;

interface Visit {
  storedMs: number;
  bytesStored: number;
  bytesSettled: number;
}

/** One visit in a new context of `browser`: no service worker, empty IndexedDB. */
async function visit(
  browser: Browser,
  server: RunningServer,
  screen: StoredScreen,
  expected: number,
): Promise<Visit> {
  const proxy = await startCutProxy(server.url);
  const context = await browser.newContext(PHONE);
  try {
    const page = await context.newPage();
    await throttleCpu(page, MOBILE_CPU_SLOWDOWN);
    const start = Date.now();
    await page.goto(proxy.url + screen.path, { waitUntil: 'commit' });
    const storedMs = await waitUntilStored(page, screen.collection, expected, start);
    const bytesStored = Number.isNaN(storedMs) ? Number.NaN : proxy.received();
    await page.waitForTimeout(Math.max(0, start + SETTLE_MS - Date.now()));
    return { storedMs, bytesStored, bytesSettled: proxy.received() };
  } finally {
    await context.close();
    await proxy.close();
  }
}

export async function benchColdVisit(runs: number): Promise<void> {
  const rows: string[][] = [];
  const results = new Map<string, Map<NetworkName, Visit>>();
  const browser = await chromium.launch(BENCH_LAUNCH);
  for (const network of NETWORKS) {
    const server = await startNetworkServer(network);
    try {
      for (const screen of STORED_SCREENS) {
        const expected = await screen.rows(server);
        const visits: Visit[] = [];
        for (let run = 0; run < runs; run++) visits.push(await visit(browser, server, screen, expected));
        const of = (key: keyof Visit) => median(visits.map((one) => one[key]));
        const byNetwork = results.get(screen.path) ?? new Map<NetworkName, Visit>();
        byNetwork.set(network, {
          storedMs: of('storedMs'),
          bytesStored: of('bytesStored'),
          bytesSettled: of('bytesSettled'),
        });
        results.set(screen.path, byNetwork);
        console.log(`- cold visit ${network} ${screen.path}: ${expected} ${screen.collection} rows expected`);
      }
    } finally {
      await stopNetworkServer(server);
    }
  }
  await browser.close();
  for (const [path, byNetwork] of results)
    for (const [network, figures] of byNetwork)
      rows.push([
        `\`${path}\``,
        network,
        Number.isNaN(figures.storedMs) ? 'not within 60 s' : ms(figures.storedMs),
        kib(figures.bytesStored),
        kib(figures.bytesSettled),
      ]);
  printTable(
    `A cold visit at 4× CPU, medians of ${runs}: the screen's list stored by the data worker, and the bytes the server sent (page, data worker, service worker)`,
    [
      'screen',
      'network',
      'list stored (ms after navigation)',
      'bytes by then',
      `bytes ${SETTLE_MS / 1000} s after navigation (precache included)`,
    ],
    rows,
  );
}
