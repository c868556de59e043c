/**
 * A fresh fake IndexedDB as the page's globals (`indexedDB` and its classes) for each test of the calling
 * suite, for code that reads the globals itself (Workbox's queue store), taken away again after each
 * test. The suites share a module graph, so a global one file left behind is there for every file after
 * it in that worker: RxDB relays its change events through the broadcast-channel library, which picks
 * IndexedDB over its Node transport when it finds `indexedDB`, and keeps those events, rows and all, in
 * a database of its own that no logout wipes (a browser's native BroadcastChannel keeps nothing).
 */
import * as fake from 'fake-indexeddb';
import { afterEach, beforeEach, vi } from 'vitest';

/** What fake-indexeddb's "auto" entry puts on the global object besides `indexedDB`: its classes. */
const CLASSES = Object.entries(fake).filter(([name]) => name.startsWith('IDB'));

/** Registers the hooks in the calling suite: a device of its own per test, as the globals. */
export function freshGlobalIndexedDB(): void {
  beforeEach(() => {
    vi.stubGlobal('indexedDB', new fake.IDBFactory());
    for (const [name, value] of CLASSES) vi.stubGlobal(name, value);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });
}
