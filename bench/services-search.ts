/**
 * The services search at size: a clinic's services screen (`/clinic/1/services/all`, every category) in
 * Chromium on a phone's screen with the page's CPU 4× slower, on each network of ./networks.ts in one
 * run. Once the app has taken the screen over (the demo's comes drawn by the server, search field included), a
 * word is typed into the search (one input event); the time is from that event to the first frame
 * after the list shows only matching rows (or says none match), minus the screen's debounce: the search
 * waits that long after the last keystroke on purpose. The words are taken from the clinic's first rows,
 * each a new search (a page the data worker has not stored) that some row shown before lacks, so the
 * list changes. The data worker searches the clinic's whole list it holds (the server, before that list
 * has come or when it is too long); it is another target and runs unthrottled, as ./throttle.ts says. With BENCH_BEFORE, the earlier build is measured first in the same run (./builds.ts).
 */
import { RENDERED_ATTRIBUTE } from '../src/api/rendered-page';
import { SEARCH_DEBOUNCE_MS } from '../src/domain/browsing-lists';
import { type Build, builds } from './builds';
import { onEachNetworkPage } from './networks';
import { ms, printTable, spread } from './report';
import { MOBILE_CPU_SLOWDOWN, throttleCpu } from './throttle';

const PAGE = '/clinic/1/services/all';

interface Searched {
  ms: number;
  rows: number;
  /** The longest task over 50 ms from the keystroke to the results (0: none). */
  longestTask: number;
}
const ROW = '[data-testid="service-row"]';
const SEARCH = '[data-testid="service-search"] input, input[data-testid="service-search"]';

/** Arms the watch for one search (a text, so tsx's helpers stay out of the page). */
const ARM = `
((query) => {
  const fold = (text) => text.toLowerCase().replaceAll('ё', 'е');
  const wanted = fold(query);
  const input = document.querySelector(${JSON.stringify(SEARCH)});
  let longestTask = 0;
  const tasks = new PerformanceObserver((list) => {
    for (const task of list.getEntries()) longestTask = Math.max(longestTask, task.duration);
  });
  tasks.observe({ type: 'longtask' });
  window.__search = new Promise((resolve) => {
    let typedAt = null;
    input.addEventListener('input', (event) => { typedAt = event.timeStamp; }, { once: true });
    const check = () => {
      if (typedAt === null) return;
      const rows = [...document.querySelectorAll(${JSON.stringify(ROW)})];
      const empty = document.querySelector('[data-testid="services-empty"]');
      const matching = rows.length > 0 && rows.every((row) => fold(row.textContent).includes(wanted));
      // A list still waiting for the new search's answer shows the last search's rows.
      const waiting = document.querySelector('[data-testid="service-list"][aria-busy="true"]');
      if (waiting || (!matching && !empty)) return;
      observer.disconnect();
      requestAnimationFrame(() => setTimeout(() => {
        tasks.disconnect();
        resolve({ ms: performance.now() - typedAt, rows: rows.length, longestTask });
      }, 0));
    };
    const observer = new MutationObserver(check);
    observer.observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
      attributeFilter: ['aria-busy'],
    });
  });
})`;

/**
 * The app has taken the screen over: the server draws the demo's list with its search field, and a word
 * typed before the app runs is played to it only once it has hydrated, which is not the search measured.
 */
const appStarted = (attribute: string): boolean =>
  !document.getElementById('root')?.hasAttribute(attribute) ||
  (window as unknown as { __priyomEarlyInput?: { played?: boolean } }).__priyomEarlyInput?.played === true;

/** How long one search may take before the run stops with what the list shows. */
const SEARCH_LIMIT_MS = 30_000;

const fold = (text: string) => text.toLowerCase().replaceAll('ё', 'е');

/** Distinct words of at least five letters from the rows' titles, in the rows' order. */
function wordsOnScreen(titles: string[]): string[] {
  const words: string[] = [];
  for (const title of titles)
    for (const word of fold(title).split(/[^\p{L}]+/u))
      if (word.length >= 5 && !words.includes(word)) words.push(word);
  return words;
}

/**
 * The next word to search: one that some row shown now lacks, so the list must change. A search that
 * finds the rows already shown changes nothing on screen, and an app that draws its answer in one
 * render leaves nothing to see.
 */
const nextWord = (words: string[], shown: string[]): string | undefined =>
  words.find((word) => !shown.every((row) => fold(row).includes(word)));

export async function benchServicesSearch(runs: number): Promise<void> {
  const rows: string[][] = [];
  for (const build of builds()) rows.push(...(await searchOn(build, runs)));
  printTable(
    `Services search on \`${PAGE}\`, page CPU ${MOBILE_CPU_SLOWDOWN}× slower, phone screen: typed word to the frame showing only matching rows, less the ${SEARCH_DEBOUNCE_MS} ms debounce (ms, one new word a search)`,
    [
      'build',
      'network',
      'searches',
      'median',
      'min',
      'max',
      "the page's longest task meanwhile (median)",
      'rows shown (median)',
    ],
    rows,
  );
}

/** The table's rows of one build, a network a row. */
function searchOn(build: Build, runs: number): Promise<string[][]> {
  return onEachNetworkPage(
    async (network, server, page) => {
      await throttleCpu(page, MOBILE_CPU_SLOWDOWN);
      await page.goto(server.url + PAGE);
      await page.locator(ROW).first().waitFor({ timeout: 60_000 });
      await page.waitForFunction(appStarted, RENDERED_ATTRIBUTE, { timeout: 60_000 });
      const candidates = wordsOnScreen(await page.locator(ROW).allTextContents());
      const words: string[] = [];
      const times: number[] = [];
      const longest: number[] = [];
      const shown: number[] = [];
      while (words.length < runs) {
        const word = nextWord(candidates, await page.locator(ROW).allTextContents());
        if (word === undefined) break;
        candidates.splice(candidates.indexOf(word), 1);
        words.push(word);
        await page.evaluate(`${ARM}(${JSON.stringify(word)})`);
        await page.locator(SEARCH).first().fill(word);
        const result = (await page.evaluate(
          `Promise.race([window.__search, new Promise((resolve) => setTimeout(() => resolve(null), ${SEARCH_LIMIT_MS}))])`,
        )) as Searched | null;
        if (result === null) {
          const shown = await page.locator(ROW).allTextContents();
          throw new Error(
            `the search for "${word}" on ${network} did not settle; the list shows ${shown.length} rows`,
          );
        }
        times.push(result.ms - SEARCH_DEBOUNCE_MS);
        longest.push(result.longestTask);
        shown.push(result.rows);
      }
      const { median, min, max } = spread(times);
      return [
        build.label,
        network,
        String(words.length),
        ms(median),
        ms(min),
        ms(max),
        ms(spread(longest).median),
        String(spread(shown).median),
      ];
    },
    { root: build.root },
  );
}
