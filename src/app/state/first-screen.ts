/**
 * The clinics index.html carried (src/api/first-screen-embed.ts): the start page and a clinic's menu
 * render them at once, before the data worker has booted, and the worker is offered them to adopt.
 * Read once per page load; null when the page has none (the offline shell from the build, an old page).
 */
import { type FirstScreen, decodeFirstScreen, FIRST_SCREEN_ELEMENT_ID } from '../../api/first-screen-embed';
import type { ViewState } from '../../data/view-types';

let read = false;
let first: FirstScreen | null = null;

export function embeddedFirstScreen(doc: Document | undefined = globalThis.document): FirstScreen | null {
  if (!read) {
    read = true;
    first = doc ? decodeFirstScreen(doc.getElementById(FIRST_SCREEN_ELEMENT_ID)?.textContent) : null;
  }
  return first;
}

/** The clinics view as the page brought it, until the worker's own answer replaces it. */
export function embeddedClinicsView(): ViewState<FirstScreen['clinics']> | undefined {
  const embedded = embeddedFirstScreen();
  if (!embedded) return undefined;
  return { data: embedded.clinics, updatedAt: embedded.at, stale: false, refreshing: false, lastError: null };
}
