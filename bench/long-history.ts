/**
 * A patient with a long history (server/seed/long-history.ts: 500 appointments over five years, 300
 * results with files) on the demo network, signed in as the demo login 79990000002 in Chromium on a
 * phone's screen. Each of the client's lists is opened, the page's CPU slowed 4×, and scrolled to its
 * end a screen at a time (pages load as the bottom nears) while a PerformanceObserver collects the long
 * tasks (over 50 ms); then, the network cut, the screen is opened again and the time its first row
 * shows is read on the page's clock (./shown-at.ts). The data worker is another target and runs
 * unthrottled (./throttle.ts). With BENCH_BEFORE, the earlier build is measured first in the same run
 * (./builds.ts).
 */
import { chromium, type Page } from '@playwright/test';
import { startServer } from '../e2e/harness';
import { signIn } from '../e2e/shell-support';
import { BENCH_LAUNCH } from './browser';
import { openDatabase } from '../server/db/connect';
import { LONG_HISTORY, seedLongHistory } from '../server/seed/long-history';
import { type Build, builds } from './builds';
import { stopNetworkServer } from './networks';
import { PHONE } from './phone';
import { ms, printTable, spread } from './report';
import { shownAt, watchShown } from './shown-at';
import { MOBILE_CPU_SLOWDOWN, throttleCpu } from './throttle';

const PHONE_LOGIN = '79990000002';
/** Each screen, its rows, and the attribute naming a row's record. */
const SCREENS: readonly [string, string, string][] = [
  ['/appointments', '[data-testid="appointment-row"]', 'data-appointment-id'],
  ['/service-results', '[data-testid="result-row"]', 'data-result-id'],
];
/** Screens scrolled before giving up on reaching the end. */
const MAX_STEPS = 200;

const OBSERVE = `
window.__longTasks = [];
new PerformanceObserver((list) => {
  for (const task of list.getEntries()) window.__longTasks.push(task.duration);
}).observe({ type: 'longtask' });
`;

/**
 * The distinct rows the page has drawn so far, by the id each row carries: a windowed list keeps only
 * the rows near the viewport in the document, so the rows there at the end are not the rows reached.
 */
const COUNT_REACHED = `
window.__reached ??= new Set();
for (const row of document.querySelectorAll(ROW)) window.__reached.add(row.getAttribute(ID));
window.__reached.size;
`;

/** Scrolls a screen at a time until no new rows come at the bottom; the rows reached and the long tasks. */
async function scrollToEnd(page: Page, row: string, id: string): Promise<{ rows: number; tasks: number[] }> {
  await page.evaluate(OBSERVE);
  const reached = () =>
    page.evaluate(
      COUNT_REACHED.replace('ROW', JSON.stringify(row)).replace('ID', JSON.stringify(id)),
    ) as Promise<number>;
  let rows = await reached();
  let still = 0;
  for (let step = 0; step < MAX_STEPS && still < 8; step++) {
    await page.evaluate(() => window.scrollBy(0, window.innerHeight));
    await page.waitForTimeout(150);
    const now = await reached();
    const atBottom = await page.evaluate(
      () => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2,
    );
    still = now === rows && atBottom ? still + 1 : 0;
    rows = now;
  }
  return { rows, tasks: (await page.evaluate('window.__longTasks')) as number[] };
}

export async function benchLongHistory(runs: number): Promise<void> {
  const rows: string[][] = [];
  for (const build of builds()) rows.push(...(await historyOn(build, runs)));
  printTable(
    `A patient with ${LONG_HISTORY.appointments} appointments and ${LONG_HISTORY.results} results over ${LONG_HISTORY.years} years (demo network), phone screen, page CPU ${MOBILE_CPU_SLOWDOWN}× slower: scrolled to the end a screen at a time, then reopened with the network cut (the page's clock, ${runs} reopens, ms)`,
    [
      'build',
      'screen',
      'rows reached',
      'long tasks while scrolling',
      'longest',
      'reopened offline, first row (median)',
      'max',
    ],
    rows,
  );
}

/** The table's rows of one build, a screen a row. */
async function historyOn(build: Build, runs: number): Promise<string[][]> {
  const rows: string[][] = [];
  const server = await startServer({ root: build.root });
  const browser = await chromium.launch(BENCH_LAUNCH);
  try {
    const { db } = openDatabase({ databaseUrl: null, dataDir: server.dataDir });
    try {
      await seedLongHistory(db, { phone: PHONE_LOGIN, ...LONG_HISTORY });
    } finally {
      await db.destroy();
    }
    for (const [path, row, id] of SCREENS) {
      const context = await browser.newContext(PHONE);
      const page = await context.newPage();
      await watchShown(page, [row]);
      await page.goto(`${server.url}/`);
      await signIn(page, PHONE_LOGIN);
      await page.goto(server.url + path);
      await page.locator(row).first().waitFor({ timeout: 60_000 });
      const setRate = await throttleCpu(page, MOBILE_CPU_SLOWDOWN);
      const scrolled = await scrollToEnd(page, row, id);
      await setRate(1);
      // The pages scrolled to are stored; a reopen without the network reads them from there.
      await page.waitForTimeout(2000);
      await context.setOffline(true);
      await setRate(MOBILE_CPU_SLOWDOWN);
      const reopened: number[] = [];
      for (let run = 0; run < runs; run++) {
        await page.goto(server.url + path);
        reopened.push(await shownAt(page, row));
      }
      await context.close();
      const over = scrolled.tasks.filter((duration) => duration > 50);
      rows.push([
        build.label,
        `\`${path}\``,
        String(scrolled.rows),
        String(over.length),
        over.length === 0 ? '–' : ms(Math.max(...over)),
        ms(spread(reopened).median),
        ms(spread(reopened).max),
      ]);
    }
  } finally {
    await browser.close();
    await stopNetworkServer(server);
  }
  return rows;
}
