/**
 * Start-page figures, printed as tables (BENCHMARKS.md quotes them):
 *  - the JavaScript the start page loads: files, raw bytes and gzipped bytes;
 *  - a cold load and a warm reload until the clinic titles show, and a reload with the server stopped
 *    (service worker + data worker only), at full CPU speed;
 *  - the two reloads again with the page's CPU throttled 4× (Lighthouse's mobile slowdown).
 * Each run is a new server (fresh database) and a new browser context (empty caches, new service
 * worker). Needs `npm run build` first. Runs the real server and Debian's Chromium.
 */
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Page } from '@playwright/test';
import { startServer } from '../e2e/harness';
import { BENCH_LAUNCH } from './browser';
import { type Build, builds } from './builds';
import { kib, ms, printTable, spread } from './report';
import { MOBILE_CPU_SLOWDOWN, throttleCpu } from './throttle';

const CASES = {
  cold: 'cold first visit',
  warm: 'reload, server up',
  offline: 'reload, server stopped',
  warmThrottled: 'reload, server up (service worker controlling)',
  offlineThrottled: 'reload, server stopped (service worker + IndexedDB)',
} as const;
type Case = keyof typeof CASES;

/**
 * Milliseconds from `start()` until the first clinic title is visible: the one the page itself brings
 * (the server's plain-HTML start page, `.fp-name`) or React's, whichever paints first.
 */
async function timeUntilTitles(page: Page, start: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await start();
  await page.locator('[data-testid="clinic-title"], .fp-name').first().waitFor();
  return performance.now() - started;
}

/** Each case's timings and the start page's script files, for one build. */
async function measure(build: Build, runs: number) {
  const browser = await chromium.launch(BENCH_LAUNCH);
  const jsFiles = new Set<string>();
  const times = Object.fromEntries(Object.keys(CASES).map((key) => [key, [] as number[]])) as Record<
    Case,
    number[]
  >;
  try {
    for (let run = 0; run < runs; run++) {
      const server = await startServer({ root: build.root });
      const context = await browser.newContext();
      const page = await context.newPage();
      if (run === 0) {
        page.on('request', (request) => {
          const url = new URL(request.url());
          if (url.pathname.endsWith('.js') && request.resourceType() !== 'other') jsFiles.add(url.pathname);
        });
      }
      times.cold.push(await timeUntilTitles(page, () => page.goto(server.url)));
      await page.waitForFunction(async () => {
        await navigator.serviceWorker.ready;
        return navigator.serviceWorker.controller !== null;
      });
      times.warm.push(await timeUntilTitles(page, () => page.reload()));
      const setCpuRate = await throttleCpu(page, MOBILE_CPU_SLOWDOWN);
      times.warmThrottled.push(await timeUntilTitles(page, () => page.reload()));

      await server.stop();
      times.offlineThrottled.push(await timeUntilTitles(page, () => page.reload()));
      await setCpuRate(1);
      times.offline.push(await timeUntilTitles(page, () => page.reload()));
      await context.close();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  } finally {
    await browser.close();
  }
  return { jsFiles, times };
}

export async function benchStartPage(runs: number): Promise<void> {
  const measured: ({ build: Build } & Awaited<ReturnType<typeof measure>>)[] = [];
  // Interleaved would be fairer still; one build after the other keeps each build's runs comparable.
  for (const build of builds()) measured.push({ build, ...(await measure(build, runs)) });

  const rows: string[][] = [];
  for (const { build, jsFiles } of measured) {
    let raw = 0;
    let gzipped = 0;
    for (const file of [...jsFiles].sort()) {
      const bytes = readFileSync(path.join(build.root, 'dist', file));
      const gz = gzipSync(bytes, { level: 9 }).length;
      raw += bytes.length;
      gzipped += gz;
      rows.push([build.label, file, kib(bytes.length), kib(gz)]);
    }
    rows.push([build.label, `**total (${jsFiles.size} files)**`, kib(raw), kib(gzipped)]);
  }
  printTable(
    'JavaScript the start page loads (main thread and data worker, first visit)',
    ['build', 'file', 'raw', 'gzip'],
    rows,
  );

  const timeRows = (cases: Case[]) =>
    cases.flatMap((name) =>
      measured.map(({ build, times }) => {
        const { median, min, max } = spread(times[name]);
        return [CASES[name], build.label, ms(median), ms(min), ms(max)];
      }),
    );
  const headers = ['case', 'build', 'median', 'min', 'max'];
  printTable(
    `Time until the clinic titles show, full CPU (median of ${runs}, ms)`,
    headers,
    timeRows(['cold', 'warm', 'offline']),
  );
  printTable(
    `Time until the clinic titles show, page CPU ${MOBILE_CPU_SLOWDOWN}× slower (median of ${runs}, ms)`,
    headers,
    timeRows(['warmThrottled', 'offlineThrottled']),
  );
}
