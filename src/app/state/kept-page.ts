/**
 * Why the service worker sent its kept copy of this page instead of the network's (src/sw/kept-pages.ts
 * marks #root): 'offline' when no network answered (or none in time), 'server' on a server error, null
 * for a page the server sent now. Read once, at the first ask: the mark is the page's, not the moment's.
 */
import type { RefreshFailure } from '../../data';

let mark: RefreshFailure | null | undefined;

export function keptBecause(doc: Document | undefined = globalThis.document): RefreshFailure | null {
  if (mark === undefined) {
    const value = doc?.getElementById('root')?.dataset.kept;
    mark = value === 'offline' || value === 'server' ? value : null;
  }
  return mark;
}

/** A page the server renders now is never a kept one. */
export function provideKeptMark(value: RefreshFailure | null): void {
  mark = value;
}
