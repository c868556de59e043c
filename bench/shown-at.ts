/**
 * When an element first shows, on the page's own clock: milliseconds from the navigation's start
 * (which includes starting the service worker and its answer) to the first frame painted after the
 * element matching a selector entered the document. A Playwright `waitFor` resolves later than that:
 * it polls from another process, and on a page whose CPU is slowed 4× the poll waits behind the page's
 * own tasks (up to 340 ms late in a probe of the repeat visit), so a wall-clock time measured through
 * it counts the measuring too.
 */
import type { Page } from '@playwright/test';

declare global {
  interface Window {
    __shownAt?: Record<string, number>;
  }
}

/**
 * The watcher as the text of a script: a function handed to Playwright would be serialized from what
 * tsx compiled, whose helper for function names (`__name`) the page does not have.
 */
const WATCHER = `
(() => {
  const shown = {};
  window.__shownAt = shown;
  const pending = new Set(WATCHED);
  let observer = null;
  function check() {
    for (const selector of pending) {
      if (!document.querySelector(selector)) continue;
      pending.delete(selector);
      // The frame that shows it: a task queued from the next animation frame runs after its paint.
      requestAnimationFrame(() => setTimeout(() => { shown[selector] = performance.now(); }, 0));
    }
    if (pending.size === 0 && observer) observer.disconnect();
  }
  observer = new MutationObserver(check);
  observer.observe(document, { subtree: true, childList: true });
  check();
})();
`;

/** Starts watching `selectors` on every document the page opens from now on. */
export async function watchShown(page: Page, selectors: readonly string[]): Promise<void> {
  await page.addInitScript({ content: WATCHER.replace('WATCHED', JSON.stringify(selectors)) });
}

/** The time `selector` first showed on the page's current document (waits for it to be recorded). */
export async function shownAt(page: Page, selector: string): Promise<number> {
  const handle = await page.waitForFunction((watched) => window.__shownAt?.[watched], selector, {
    timeout: 60_000,
  });
  return (await handle.jsonValue()) as number;
}
