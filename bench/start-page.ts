/**
 * Start-page figures, printed as a table (BENCHMARKS.md quotes them):
 *  - the JavaScript the start page loads: files, raw bytes and gzipped bytes;
 *  - a cold load and a warm reload until the clinic titles show;
 *  - a reload with the server stopped (service worker + data worker only) until the titles show.
 * Needs `npm run build` first. Runs the real server and Debian's Chromium.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { startServer } from '../e2e/harness';
import config from '../playwright.config';

const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export async function benchStartPage(): Promise<void> {
  const browser = await chromium.launch(config.use?.launchOptions);
  const jsFiles = new Set<string>();
  const cold: number[] = [];
  const warm: number[] = [];
  const offline: number[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const server = await startServer();
      const context = await browser.newContext();
      const page = await context.newPage();
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('.js') && run === 0 && request.resourceType() !== 'other')
          jsFiles.add(url.pathname);
      });
      const titles = page.getByTestId('clinic-title').first();

      let started = performance.now();
      await page.goto(server.url);
      await titles.waitFor();
      cold.push(performance.now() - started);
      await page.waitForFunction(async () => {
        await navigator.serviceWorker.ready;
        return navigator.serviceWorker.controller !== null;
      });

      started = performance.now();
      await page.reload();
      await titles.waitFor();
      warm.push(performance.now() - started);

      await server.stop();
      started = performance.now();
      await page.reload();
      await titles.waitFor();
      offline.push(performance.now() - started);
      await context.close();
    }
  } finally {
    await browser.close();
  }

  let raw = 0;
  let gzipped = 0;
  const rows: string[] = [];
  for (const file of [...jsFiles].sort()) {
    const bytes = readFileSync(path.join('dist', file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzipped += gz;
    rows.push(`| ${file} | ${(bytes.length / 1024).toFixed(1)} KiB | ${(gz / 1024).toFixed(1)} KiB |`);
  }
  console.log('\n### JavaScript the start page loads (main thread and data worker, first visit)\n');
  console.log('| file | raw | gzip |\n|---|---|---|');
  console.log(rows.join('\n'));
  console.log(
    `| **total (${jsFiles.size} files)** | ${(raw / 1024).toFixed(1)} KiB | ${(gzipped / 1024).toFixed(1)} KiB |`,
  );
  console.log(`\n### Time until the clinic titles show (median of ${RUNS}, ms)\n`);
  console.log('| case | median | min | max |\n|---|---|---|---|');
  for (const [name, values] of [
    ['cold first visit', cold],
    ['reload, server up', warm],
    ['reload, server stopped', offline],
  ] as const) {
    console.log(
      `| ${name} | ${median(values).toFixed(0)} | ${Math.min(...values).toFixed(0)} | ${Math.max(...values).toFixed(0)} |`,
    );
  }
}
