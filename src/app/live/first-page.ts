/**
 * Offers the worker the doctor's or service's data the page brought (app/state/first-page.ts), once
 * per page load. Called when the browsing or booking hooks' module is first evaluated, which is before
 * the screen's first render and so before any of its watches: Comlink keeps the order, and the worker
 * lets later watches wait for the adoption. Here rather than with the clinics' adoption at the
 * worker's start so the reader stays out of the start page's bundle.
 */
import { embeddedFirstPage } from '../state/first-page';
import { getWorkerApi } from './worker-client';

let offered = false;

export function offerFirstPage(): void {
  if (offered) return;
  offered = true;
  const page = embeddedFirstPage();
  if (!page) return;
  try {
    getWorkerApi()
      .adoptFirstPage(page)
      .catch((error: unknown) => console.error('[priyom] adopting the page data failed', error));
  } catch (error) {
    // No worker here at all: the views say so themselves when they are watched.
    console.error('[priyom] adopting the page data failed', error);
  }
}
