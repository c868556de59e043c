/**
 * Cache Storage that holds a client's own files (results opened once, for reading them again offline).
 * Every such cache is named with PRIVATE_CACHE_PREFIX and the login it belongs to, so code reading for
 * one login never opens another's, and a wipe finds every one of them by the prefix alone — also those
 * of a login this worker never knew (another tab's worker, an earlier start).
 *
 * The service worker's caches (the app shell, public images, the last good page) use other names and
 * hold nothing private; the offline queue lives in IndexedDB, not here.
 */

export const PRIVATE_CACHE_PREFIX = 'priyom-private:';

/** The part of CacheStorage used here (a fake in tests: Node has none). */
export interface CacheStorageLike {
  open(name: string): Promise<Pick<Cache, 'put' | 'match' | 'delete'>>;
  keys(): Promise<string[]>;
  delete(name: string): Promise<boolean>;
}

/** The cache of one login's private files. */
export const privateCacheName = (area: string, loginId: string): string =>
  `${PRIVATE_CACHE_PREFIX}${area}:${loginId}`;

/** Deletes every private cache; one that fails does not keep the others (the first error is thrown). */
export async function dropPrivateCaches(caches: CacheStorageLike): Promise<void> {
  const names = (await caches.keys()).filter((name) => name.startsWith(PRIVATE_CACHE_PREFIX));
  const outcomes = await Promise.allSettled(names.map((name) => caches.delete(name)));
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw failed.reason;
}
