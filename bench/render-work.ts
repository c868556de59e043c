/**
 * The browser's rendering work of a cold visit, on each network of ./networks.ts: a new phone-sized
 * context with the page's CPU 4× slower opens each page, and its trace (devtools.timeline) is read until
 * a few seconds after load. Counts that do not depend on the machine's load (layout objects laid out,
 * elements styled, paints) stand beside the times the same work took (layout, style, paint) and the
 * long tasks' time over 50 ms after the first contentful paint, a total blocking time as the page saw
 * it. With BENCH_BEFORE, the earlier build is measured first in the same run (./builds.ts).
 * BENCH_RENDER_PAGES=/a,/b picks the pages (default: the start page and the clinic's long lists).
 */
import type { Browser, Page } from '@playwright/test';
import { chromium } from '@playwright/test';
import { BENCH_LAUNCH } from './browser';
import { type Build, builds } from './builds';
import { NETWORKS, startNetworkServer, stopNetworkServer } from './networks';
import { PHONE } from './phone';
import { median, printTable } from './report';
import { MOBILE_CPU_SLOWDOWN, throttleCpu } from './throttle';

const PAGES = (process.env.BENCH_RENDER_PAGES ?? '/,/clinic/1/doctors,/clinic/1/services/all')
  .split(',')
  .filter(Boolean);
/** How long after load the trace keeps recording: the data worker's first answers render meanwhile. */
const SETTLE_MS = 4_000;

interface Work {
  layoutObjects: number;
  styledElements: number;
  paints: number;
  layoutMs: number;
  styleMs: number;
  paintMs: number;
  blockingMs: number;
}

interface TraceEvent {
  name: string;
  dur?: number;
  args?: { beginData?: { dirtyObjects?: number }; elementCount?: number };
}

/** Collects the long tasks from the document's start, before any of the page's own scripts. */
function watchLongTasks(): void {
  const seen: [number, number][] = [];
  (globalThis as { priyomLongTasks?: typeof seen }).priyomLongTasks = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) seen.push([entry.startTime, entry.duration]);
  }).observe({ type: 'longtask', buffered: true });
}

async function visit(browser: Browser, url: string): Promise<Work> {
  const context = await browser.newContext(PHONE);
  try {
    const page: Page = await context.newPage();
    await throttleCpu(page, MOBILE_CPU_SLOWDOWN);
    await page.addInitScript(watchLongTasks);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForTimeout(SETTLE_MS);
    const trace = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    const blockingMs = await page.evaluate(() => {
      const tasks = (globalThis as { priyomLongTasks?: [number, number][] }).priyomLongTasks ?? [];
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
      return tasks.filter(([start]) => start >= fcp).reduce((sum, [, took]) => sum + took - 50, 0);
    });
    const work: Work = {
      layoutObjects: 0,
      styledElements: 0,
      paints: 0,
      layoutMs: 0,
      styleMs: 0,
      paintMs: 0,
      blockingMs,
    };
    for (const event of trace.traceEvents) {
      const took = (event.dur ?? 0) / 1000;
      if (event.name === 'Layout' && event.args?.beginData) {
        work.layoutObjects += event.args.beginData.dirtyObjects ?? 0;
        work.layoutMs += took;
      } else if (event.name === 'UpdateLayoutTree') {
        work.styledElements += event.args?.elementCount ?? 0;
        work.styleMs += took;
      } else if (event.name === 'Paint') {
        work.paints += 1;
        work.paintMs += took;
      }
    }
    return work;
  } finally {
    await context.close();
  }
}

async function measureBuild(build: Build, runs: number): Promise<string[][]> {
  const rows: string[][] = [];
  const browser = await chromium.launch(BENCH_LAUNCH);
  try {
    for (const network of NETWORKS) {
      const server = await startNetworkServer(network, { root: build.root });
      try {
        for (const path of PAGES) {
          const visits: Work[] = [];
          for (let run = 0; run < runs; run++) visits.push(await visit(browser, `${server.url}${path}`));
          const mid = (key: keyof Work) => median(visits.map((work) => work[key])).toFixed(0);
          rows.push([
            `\`${path}\``,
            network,
            build.label,
            mid('layoutObjects'),
            mid('styledElements'),
            mid('paints'),
            mid('layoutMs'),
            mid('styleMs'),
            mid('paintMs'),
            mid('blockingMs'),
          ]);
        }
      } finally {
        await stopNetworkServer(server);
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

export async function benchRenderWork(runs: number): Promise<void> {
  const rows: string[][] = [];
  for (const build of builds()) rows.push(...(await measureBuild(build, runs)));
  printTable(
    `Rendering work of a cold visit at ${MOBILE_CPU_SLOWDOWN}× CPU (medians of ${runs})`,
    [
      'page',
      'network',
      'build',
      'layout objects',
      'elements styled',
      'paints',
      'layout ms',
      'style ms',
      'paint ms',
      'long tasks over 50 ms after FCP (ms)',
    ],
    rows,
  );
}
