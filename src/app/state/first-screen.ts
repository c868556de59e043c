/**
 * The clinics index.html carried (src/api/first-screen-embed.ts): the start page and a clinic's pages
 * render them at once, before the data worker has booted, and the worker is offered the whole list to
 * adopt (a part of it, as other pages carry, is only shown).
 * Read once per page load; null when the page has none (the offline shell from the build, an old page).
 *
 * Not validated against the contract here: the server embeds its own answer, which it checked when it
 * read it (server/memo.ts), and the data worker checks it again before adopting it (adoptFirstScreen).
 * A second check on the main thread kept the schema library in the start page's bundle (too big for it);
 * this keeps only a shape guard, so a broken block is ignored.
 */
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_PLACEHOLDER, isWholeList } from '../../api/first-screen-block';
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

/**
 * The clinics view as the page brought it, until the worker's own answer replaces it; only the whole
 * list, since the view's data is the network (a part of it would read as a network of one clinic).
 */
export function embeddedClinicsView(): ViewState<FirstScreen['clinics']> | undefined {
  const embedded = embeddedFirstScreen();
  if (!embedded || !isWholeList(embedded)) return undefined;
  return { data: embedded.clinics, updatedAt: embedded.at, stale: false, refreshing: false, lastError: null };
}

/**
 * The clinics the page brought (the whole list or a part of it), how many the network has, and when the
 * server read them.
 */
export function embeddedClinics(): { clinics: FirstScreen['clinics']; count: number; at: number } | null {
  const embedded = embeddedFirstScreen();
  return embedded
    ? { clinics: embedded.clinics, count: embedded.count ?? embedded.clinics.length, at: embedded.at }
    : null;
}

/** The block's JSON when it has the first screen's shape (a time, a list, perhaps a count), else null. */
export function readFirstScreen(text: string | null | undefined): FirstScreen | null {
  if (!text || text.includes(FIRST_SCREEN_PLACEHOLDER)) return null;
  try {
    const value = JSON.parse(text) as Partial<FirstScreen> | null;
    const count = value?.count;
    return typeof value?.at === 'number' &&
      Array.isArray(value.clinics) &&
      (count === undefined || typeof count === 'number')
      ? (value as FirstScreen)
      : null;
  } catch {
    return null;
  }
}
