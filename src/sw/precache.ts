/**
 * The precache: every file the build emits, stored at install so an installed PWA opens with no
 * network, and answered from the cache afterwards. Workbox's own install fetches the files one at a
 * time (it once fetched them all at once, which exhausted Chrome's resources on large sites): on a
 * phone's high-latency connection that is one round trip per file, a hundred and more of them, before
 * the app works offline. Here a few are in flight at once, as a browser loading a page would have them,
 * through the same controller, strategy and cache keys, so everything else (the route, the clean-up of
 * outdated entries on activation, integrity checks) is Workbox's.
 */
/// <reference lib="webworker" />
import {
  PrecacheController,
  type PrecacheEntry,
  PrecacheRoute,
  type PrecacheRouteOptions,
} from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

/** Requests in flight at once during install: a browser's connections per host over HTTP/1.1. */
const AT_ONCE = 6;

const controller = new PrecacheController();

export function registerPrecache(entries: PrecacheEntry[], options: PrecacheRouteOptions): void {
  controller.addToCacheList(entries);
  // A file with a revision has no hash in its name: fetched past the HTTP cache, as Workbox does.
  const withRevision = new Set(
    entries.filter((entry) => entry.revision).map((entry) => new URL(entry.url, self.location.href).href),
  );
  registerRoute(new PrecacheRoute(controller, options));
  self.addEventListener('install', (event) => event.waitUntil(installAll(event, withRevision)));
  self.addEventListener('activate', controller.activate);
}

/** Whether `path` (a path of the build) is one of this version's precached files. */
export function precached(path: string): boolean {
  return controller.getCacheKeyForURL(new URL(path, self.location.href).href) !== undefined;
}

/** The precached copy of `url` (a path of the build), if stored. */
export function matchPrecache(url: string): Promise<Response | undefined> {
  return controller.matchPrecache(url);
}

async function installAll(event: ExtendableEvent, withRevision: ReadonlySet<string>): Promise<void> {
  const pending = [...controller.getURLsToCacheKeys()];
  const fetchNext = async (): Promise<void> => {
    for (let next = pending.shift(); next; next = pending.shift()) {
      const [url, cacheKey] = next;
      const request = new Request(url, {
        integrity: controller.getIntegrityForCacheKey(cacheKey),
        cache: withRevision.has(url) ? 'reload' : 'default',
        credentials: 'same-origin',
      });
      // handleAll's second promise settles once the strategy's own work (the cache write) is done.
      await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, fetchNext));
}
