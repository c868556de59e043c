/**
 * `npx tsx bench/trace-lists.ts search|/appointments|/service-results`: Chromium traces (4× CPU, phone
 * screen) of what the at-size benches measure, to see where the time goes before changing anything:
 * two new words typed into the wide network's services search, or the long history's list scrolled a
 * screen at a time and then reopened with the network cut. Prints each trace's timeline (tasks over
 * TIMELINE_TASK_US on every thread, the data worker's requests, the keystrokes) and its long tasks by trace event
 * and by source (./long-tasks.ts); WORKER=1 adds the data worker's long tasks, LONG_TASKS_OVER_MS=15
 * lowers the bar. The traces are written to TRACE_DIR (default the system's temporary directory).
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startServer } from '../e2e/harness';
import { signIn } from '../e2e/shell-support';
import { BENCH_LAUNCH } from './browser';
import { openDatabase } from '../server/db/connect';
import { LONG_HISTORY, seedLongHistory } from '../server/seed/long-history';
import { report, TRACE_CATEGORIES, type TraceEvent } from './long-tasks';
import { startNetworkServer, stopNetworkServer } from './networks';
import { PHONE } from './phone';
import { shownAt, watchShown } from './shown-at';
import { throttleCpu } from './throttle';

const mode = process.argv[2] ?? 'search';
const traceDir = process.env.TRACE_DIR ?? tmpdir();
const browser = await chromium.launch(BENCH_LAUNCH);

async function trace<T>(b: Browser, page: Page, name: string, act: () => Promise<T>): Promise<T> {
  await b.startTracing(page, { categories: [...TRACE_CATEGORIES, 'netlog', 'devtools.timeline.async'] });
  const result = await act();
  const buffer = await b.stopTracing();
  writeFileSync(path.join(traceDir, `${name}.json`), buffer);
  const parsed = JSON.parse(buffer.toString('utf8'));
  const events = (Array.isArray(parsed) ? parsed : parsed.traceEvents) as TraceEvent[];
  timeline(events);
  report(name, events);
  if (process.env.WORKER) report(`${name} worker`, events, 'SharedWorker thread');
  return result;
}

/** Shorter tasks are left out of a timeline: too many to read, and none is where the time goes. */
const TIMELINE_TASK_US = 8000;

/** Every thread's tasks over TIMELINE_TASK_US, the requests and the keystrokes, in time order from the first task. */
function timeline(events: TraceEvent[]) {
  const threads = new Map<string, string>();
  for (const e of events)
    if (e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, String(e.args?.name));
  const busy = new Map<string, number>();
  for (const e of events)
    if (e.name === 'RunTask' && e.ph === 'X') {
      const k = `${e.pid}:${e.tid}`;
      busy.set(k, (busy.get(k) ?? 0) + (e.dur ?? 0));
    }
  console.log(
    'busy threads:',
    [...busy]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([k, v]) => `${threads.get(k)}(${k}) ${(v / 1000).toFixed(0)}`)
      .join('; '),
  );
  const t0 = Math.min(...events.filter((e) => e.ph === 'X' && e.name === 'RunTask').map((e) => e.ts));
  const rows: string[] = [];
  for (const e of events) {
    const k = `${e.pid}:${e.tid}`;
    const th = threads.get(k) ?? k;
    if (e.name === 'RunTask' && e.ph === 'X' && (e.dur ?? 0) > TIMELINE_TASK_US)
      rows.push(
        `${((e.ts - t0) / 1000).toFixed(0).padStart(6)} ${th} task ${((e.dur ?? 0) / 1000).toFixed(0)}`,
      );
    const data = e.args?.data ?? {};
    if (
      e.name === 'ResourceSendRequest' ||
      e.name === 'ResourceFinish' ||
      e.name === 'ResourceReceiveResponse'
    )
      rows.push(
        `${((e.ts - t0) / 1000).toFixed(0).padStart(6)} ${th} ${e.name} ${String(data.url ?? data.requestId ?? '')}`,
      );
    if (e.name === 'EventDispatch' && (data.type === 'input' || data.type === 'keydown'))
      rows.push(`${((e.ts - t0) / 1000).toFixed(0).padStart(6)} ${th} event ${String(data.type)}`);
  }
  rows.sort((a, b) => Number(a.slice(0, 6)) - Number(b.slice(0, 6)));
  console.log(rows.join('\n'));
}

if (mode === 'search') {
  const server = await startNetworkServer('wide');
  try {
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await throttleCpu(page, 4);
    await page.goto(`${server.url}/clinic/1/services/all`);
    await page.locator('[data-testid="service-row"]').first().waitFor({ timeout: 60_000 });
    await page.waitForTimeout(5000);
    const titles = await page.locator('[data-testid="service-row"]').allTextContents();
    const words = [
      ...new Set(titles.flatMap((t) => t.toLowerCase().split(/[^\p{L}]+/u)).filter((w) => w.length >= 5)),
    ];
    for (const word of words.slice(0, 2)) {
      await trace(browser, page, `search-${word}`, async () => {
        await page
          .locator('[data-testid="service-search"] input, input[data-testid="service-search"]')
          .first()
          .fill(word);
        await page.waitForFunction(
          (w) => {
            const rows = [...document.querySelectorAll('[data-testid="service-row"]')];
            return (
              !document.querySelector('[aria-busy="true"]') &&
              rows.length > 0 &&
              rows.every((r) => r.textContent!.toLowerCase().includes(w))
            );
          },
          word,
          { timeout: 30_000 },
        );
        await page.waitForTimeout(300);
      });
    }
  } finally {
    await stopNetworkServer(server);
  }
} else {
  const screen = mode; // /appointments or /service-results
  const row = screen === '/appointments' ? '[data-testid="appointment-row"]' : '[data-testid="result-row"]';
  // TRACE_ROOT: another built checkout to trace (the baseline of a change), as the benches' BENCH_BEFORE.
  const server = await startServer({ root: process.env.TRACE_ROOT });
  try {
    const { db } = openDatabase({ databaseUrl: null, dataDir: server.dataDir });
    await seedLongHistory(db, { phone: '79990000002', ...LONG_HISTORY });
    await db.destroy();
    const context = await browser.newContext(PHONE);
    const page = await context.newPage();
    await page.goto(`${server.url}/`);
    await signIn(page, '79990000002');
    await page.goto(server.url + screen);
    await page.locator(row).first().waitFor({ timeout: 60_000 });
    const setRate = await throttleCpu(page, 4);
    if (process.env.SKIP_SCROLL !== '1')
      await trace(browser, page, `scroll${screen.replace('/', '-')}`, async () => {
        for (let step = 0; step < 40; step++) {
          await page.evaluate(() => window.scrollBy(0, window.innerHeight));
          await page.waitForTimeout(150);
        }
      });
    await setRate(1);
    await page.waitForTimeout(2000);
    await context.setOffline(true);
    await setRate(4);
    await watchShown(page, [row]);
    await page.goto(server.url + screen);
    await shownAt(page, row);
    // Nothing evaluated in the reopened page, which would put Playwright's own script in its start.
    await trace(browser, page, `reopen${screen.replace('/', '-')}`, async () => {
      await page.goto(server.url + screen);
      await shownAt(page, row);
      await page.waitForTimeout(1500);
    });
  } finally {
    await stopNetworkServer(server);
  }
}
await browser.close();
