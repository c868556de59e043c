/**
 * When an element first shows, on the page's own clock: milliseconds from the navigation's start
 * (which includes starting the service worker and its answer) to the first frame painted after the
 * element matching a selector entered the document. A Playwright `waitFor` resolves later than that:
 * it polls from another process, and on a page whose CPU is slowed 4× the poll waits behind the page's
 * own tasks (up to 340 ms late in a probe of the repeat visit), so a wall-clock time measured through
 * it counts the measuring too.
 *
 * The page reports each time in a console message, and nothing is evaluated in it: a first
 * `waitForFunction` or `evaluate` in a document has Playwright send its own large script into the
 * page, whose evaluation is a long task of the page's main thread at 4× CPU, and it fell in the app's
 * start, which a phone without Playwright never pays.
 */
import type { ConsoleMessage, Page } from '@playwright/test';

/** What starts a watcher's console message; the rest is `[selector, time]` as JSON. */
const REPORT = '[priyom-bench shown] ';

/**
 * The watcher as the text of a script: a function handed to Playwright would be serialized from what
 * tsx compiled, whose helper for function names (`__name`) the page does not have.
 */
const WATCHER = `
(() => {
  const pending = new Set(WATCHED);
  let observer = null;
  function check() {
    for (const selector of pending) {
      if (!document.querySelector(selector)) continue;
      pending.delete(selector);
      // The frame that shows it: a task queued from the next animation frame runs after its paint.
      requestAnimationFrame(() =>
        setTimeout(() => console.debug(REPORT + JSON.stringify([selector, performance.now()])), 0),
      );
    }
    if (pending.size === 0 && observer) observer.disconnect();
  }
  observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true });
  check();
})();
`;

interface Watch {
  /** Each selector's time in the page's current document. */
  seen: Map<string, number>;
  waiting: Map<string, (at: number) => void>;
}

const watches = new WeakMap<Page, Watch>();

/** Starts watching `selectors` on every document the page opens from now on. */
export async function watchShown(page: Page, selectors: readonly string[]): Promise<void> {
  const watch: Watch = { seen: new Map(), waiting: new Map() };
  watches.set(page, watch);
  // A new document: what the last one reported is not this one's.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) watch.seen.clear();
  });
  page.on('console', (message: ConsoleMessage) => {
    const text = message.text();
    if (!text.startsWith(REPORT)) return;
    const [selector, at] = JSON.parse(text.slice(REPORT.length)) as [string, number];
    if (watch.seen.has(selector)) return;
    watch.seen.set(selector, at);
    watch.waiting.get(selector)?.(at);
  });
  await page.addInitScript({
    content: WATCHER.replace('WATCHED', JSON.stringify(selectors)).replace('REPORT', JSON.stringify(REPORT)),
  });
}

/** The time `selector` first showed on the page's current document (waits for it to be reported). */
export function shownAt(page: Page, selector: string): Promise<number> {
  const watch = watches.get(page);
  if (!watch) throw new Error('shownAt: call watchShown for the page first');
  const seen = watch.seen.get(selector);
  if (seen !== undefined) return Promise.resolve(seen);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      watch.waiting.delete(selector);
      reject(new Error(`${selector} did not show within 60 s`));
    }, 60_000);
    watch.waiting.set(selector, (at) => {
      clearTimeout(timer);
      watch.waiting.delete(selector);
      resolve(at);
    });
  });
}
