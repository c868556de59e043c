/**
 * The repeat visit with the server stopped: a doctor's and a service's page seen once, the server
 * stopped, and the pages opened again past the free times' 60 s lifetime on the device (so the app
 * asks the server, which does not answer), the page's CPU 4× slower. Timed from navigation to the
 * first free time on screen (the kept page's paint or React's button), to React's first free-time
 * button (from the device: the service worker's page and the worker's database) and to the line that
 * says the times may be out of date, with their age, on the page's own clock
 * (./shown-at.ts), the wall-clock time until Playwright saw the button beside them.
 */
import type { Browser } from '@playwright/test';
import { startServer } from '../e2e/harness';
import type { Build } from './builds';
import { ms, spread } from './report';
import { shownAt, watchShown } from './shown-at';
import { MOBILE_CPU_SLOWDOWN, throttleCpu } from './throttle';

/** React's free-time button. */
export const FIRST_TIME = '[data-testid^="slot-"]';
/** The first free time on screen: the page's plain HTML (the server's or the kept page's) or React's button. */
export const PAINTED = `.fp-slot, ${FIRST_TIME}`;
/** The line about the times' age: the kept page's or React's. */
const AGE_LINE = '.fp-closed, [data-testid="schedule-closed"]';

export async function repeatVisitsOffline(
  browser: Browser,
  build: Build,
  pages: readonly string[],
  runs: number,
): Promise<string[][]> {
  const server = await startServer({ root: build.root });
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const rows: string[][] = [];
  try {
    const page = await context.newPage();
    await page.goto(server.url + pages[0]);
    await page.waitForFunction(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    for (const path of pages) {
      await page.goto(server.url + path);
      await page.locator(FIRST_TIME).first().waitFor({ timeout: 60_000 });
    }
    await server.stop();
    await page.waitForTimeout(61_000);
    await throttleCpu(page, MOBILE_CPU_SLOWDOWN);
    await watchShown(page, [PAINTED, FIRST_TIME, AGE_LINE]);
    for (const path of pages) {
      const painted: number[] = [];
      const first: number[] = [];
      const aged: number[] = [];
      const wall: number[] = [];
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        await page.goto(server.url + path);
        await page.locator(FIRST_TIME).first().waitFor({ timeout: 60_000 });
        wall.push(performance.now() - started);
        painted.push(await shownAt(page, PAINTED));
        first.push(await shownAt(page, FIRST_TIME));
        aged.push(await shownAt(page, AGE_LINE));
      }
      const button = spread(first);
      rows.push([
        `\`${path}\``,
        build.label,
        ms(spread(painted).median),
        ms(button.median),
        ms(button.max),
        ms(spread(aged).median),
        ms(spread(wall).median),
      ]);
    }
  } finally {
    await context.close();
    await server.stop().catch(() => {});
    const { rmSync } = await import('node:fs');
    rmSync(server.dataDir, { recursive: true, force: true });
  }
  return rows;
}
