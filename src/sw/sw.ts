/**
 * The service worker (served at /sw.js, scope /). It never opens RxDB and never caches private API
 * answers: the data worker owns data. It does three things:
 *  - precaches every file the build emits (app shell, lazy chunks, the data worker bundles), so an
 *    installed PWA opens with no network;
 *  - answers navigations network-first with the server's page (it carries the embedded configuration),
 *    falling back to the last such page and then to the precached shell;
 *  - keeps public images (clinic logos, doctor avatars, static images) in a bounded cache;
 *  - queues cancelling, feedback and logout made with no network and delivers each once (./offline-queue.ts).
 * Updates: a new version waits until every tab of the old one is closed (the default), unless a page
 * asks it to take over (the message SKIP_WAITING); that keeps an old tab's lazy chunks loadable. The
 * queue lives in IndexedDB under a fixed name, so the new version replays what the old one queued.
 */
/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches } from 'workbox-precaching';
import { CHUNK_RETRY_PARAM } from '../domain/chunk-retry';
import { registerImageCache } from './images';
import { handleMessage } from '../domain/runtime-messages';
import { serviceWorkerHandlers } from './messages';
import { registerNavigation, rememberLanguage } from './navigation';
import { registerOfflineQueue } from './offline-queue';
import { registerPrecache } from './precache';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// Navigations first: the precache's route would otherwise answer `/` with the precached index.html
// (its directoryIndex), whose configuration placeholder was never filled in by the server.
registerNavigation();
// A lazy chunk asked for again after a failure carries a retry parameter: it is the same file.
registerPrecache(self.__WB_MANIFEST, {
  ignoreURLParametersMatching: [/^utm_/, /^fbclid$/, new RegExp(`^${CHUNK_RETRY_PARAM}$`)],
});
cleanupOutdatedCaches();
registerImageCache();
const queue = registerOfflineQueue();
clientsClaim();

// Every message a tab may post (src/domain/runtime-messages.ts) has its handler in ./messages.ts.
const handlers = serviceWorkerHandlers({
  replay: queue.replay,
  takenOver: queue.takenOver,
  skipWaiting: () => self.skipWaiting(),
  rememberLanguage,
});
self.addEventListener('message', (event) =>
  handleMessage(handlers, event.data, {
    waitUntil: (work) => event.waitUntil(work),
    source: event.source && 'postMessage' in event.source ? event.source : null,
  }),
);
