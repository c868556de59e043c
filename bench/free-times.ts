/**
 * Time from navigation to the first free-time button on a doctor's and a service's page, on a cold
 * first visit (new browser context: no service worker, empty IndexedDB), with the page's CPU 4× slower
 * and its network at Lighthouse's slow 4G (150 ms round trip, 1.6 Mbit/s down) through the DevTools
 * protocol. The data worker is another target: its own requests are not throttled, which favours a
 * build that waits for the worker (the build before), not one that paints from the page. "Painted" is
 * the first free time on screen, the server's plain HTML or React's button, whichever comes first.
 * Times are the page's own (./shown-at.ts); the wall-clock time until Playwright saw the button is
 * printed beside them.
 * Then the repeat visit with the server stopped (./free-times-offline.ts).
 */
import { rmSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { startServer } from '../e2e/harness';
import { BENCH_LAUNCH } from './browser';
import { builds } from './builds';
import { FIRST_TIME as BUTTON, PAINTED, repeatVisitsOffline } from './free-times-offline';
import { ms, printTable, spread } from './report';
import { shownAt, watchShown } from './shown-at';
import { MOBILE_CPU_SLOWDOWN, throttleCpu } from './throttle';

const PAGES = ['/clinic/1/doctor/1', '/clinic/1/service/72'];
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1638.4 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

export async function benchFreeTimes(runs: number): Promise<void> {
  const rows: string[][] = [];
  const offline: string[][] = [];
  const browser = await chromium.launch(BENCH_LAUNCH);
  try {
    for (const build of builds()) {
      const server = await startServer({ root: build.root });
      try {
        for (const path of PAGES) {
          const times: number[] = [];
          const painted: number[] = [];
          const wall: number[] = [];
          for (let run = 0; run < runs; run++) {
            const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
            const page = await context.newPage();
            await watchShown(page, [PAINTED, BUTTON]);
            await throttleCpu(page, MOBILE_CPU_SLOWDOWN);
            const cdp = await context.newCDPSession(page);
            await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
            const started = performance.now();
            await page.goto(server.url + path);
            await page.locator(BUTTON).first().waitFor({ timeout: 60_000 });
            wall.push(performance.now() - started);
            times.push(await shownAt(page, BUTTON));
            painted.push(await shownAt(page, PAINTED));
            await context.close();
          }
          const { median, min, max } = spread(times);
          rows.push([
            `\`${path}\``,
            build.label,
            ms(spread(painted).median),
            ms(median),
            ms(min),
            ms(max),
            ms(spread(wall).median),
          ]);
        }
      } finally {
        await server.stop();
        rmSync(server.dataDir, { recursive: true, force: true });
      }
      offline.push(...(await repeatVisitsOffline(browser, build, PAGES, runs)));
    }
  } finally {
    await browser.close();
  }
  printTable(
    `Navigation to the first free-time button on screen (the page's clock: navigation start to the frame after it appeared), cold visit, page CPU 4× slower, slow 4G (median of ${runs}, ms)`,
    [
      'page',
      'build',
      'painted (median)',
      'button median',
      'button min',
      'button max',
      'button as Playwright saw it (median)',
    ],
    rows,
  );
  printTable(
    `Repeat visit with the server stopped, past the free times' lifetime, page CPU 4× slower (the page's clock, median of ${runs}, ms)`,
    [
      'page',
      'build',
      'painted (median)',
      'button median',
      'button max',
      'age line shown',
      'button as Playwright saw it (median)',
    ],
    offline,
  );
}
