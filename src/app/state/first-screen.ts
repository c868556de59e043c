/**
 * The clinics index.html carried (src/api/first-screen-embed.ts): the start page and a clinic's menu
 * render them at once, before the data worker has booted, and the worker is offered them to adopt.
 * Read once per page load; null when the page has none (the offline shell from the build, an old page).
 *
 * Not validated against the contract here: the server embeds its own answer, which it checked when it
 * read it (server/memo.ts), and the data worker checks it again before adopting it (adoptFirstScreen).
 * A second check on the main thread kept the schema library in the start page's bundle (too big for it);
 * this keeps only a shape guard, so a broken block is ignored.
 */
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_PLACEHOLDER } from '../../api/first-screen-block';
import type { FirstScreen } from '../../api/first-screen-embed';
import type { ViewState } from '../../data';

let read = false;
let first: FirstScreen | null = null;

export function embeddedFirstScreen(doc: Document | undefined = globalThis.document): FirstScreen | null {
  if (!read) {
    read = true;
    first = doc ? readFirstScreen(doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent) : null;
  }
  return first;
}

/** The server's renderer gives each page's clinics here, as the browser reads them from the page. */
export function provideFirstScreen(value: FirstScreen | null): void {
  read = true;
  first = value;
}

/** The clinics view as the page brought it, until the worker's own answer replaces it. */
export function embeddedClinicsView(): ViewState<FirstScreen['clinics']> | undefined {
  const embedded = embeddedFirstScreen();
  if (!embedded) return undefined;
  return { data: embedded.clinics, updatedAt: embedded.at, stale: false, refreshing: false, lastError: null };
}

/** The block's JSON when it has the first screen's shape (a time and a list), else null. */
export function readFirstScreen(text: string | null | undefined): FirstScreen | null {
  if (!text || text.includes(FIRST_SCREEN_PLACEHOLDER)) return null;
  try {
    const value = JSON.parse(text) as Partial<FirstScreen> | null;
    return typeof value?.at === 'number' && Array.isArray(value.clinics) ? (value as FirstScreen) : null;
  } catch {
    return null;
  }
}
