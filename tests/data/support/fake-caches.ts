/**
 * An in-memory CacheStorage for the data-worker suites (Node has none): named caches of responses by
 * URL, each answer a fresh Response over the stored bytes, as a browser's cache gives.
 */
import type { CacheStorageLike } from '../../../src/data/account/private-caches';

interface Stored {
  bytes: ArrayBuffer;
  init: ResponseInit;
}

const urlOf = (request: RequestInfo | URL): string =>
  typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;

export function createFakeCaches(): CacheStorageLike & { names(): string[] } {
  const caches = new Map<string, Map<string, Stored>>();
  return {
    async open(name) {
      let entries = caches.get(name);
      if (!entries) {
        entries = new Map();
        caches.set(name, entries);
      }
      const store = entries;
      return {
        async put(request, response) {
          const headers: Record<string, string> = {};
          response.headers.forEach((value, key) => {
            headers[key] = value;
          });
          store.set(urlOf(request), {
            bytes: await response.arrayBuffer(),
            init: { status: response.status, headers },
          });
        },
        async match(request) {
          const found = store.get(urlOf(request));
          return found ? new Response(found.bytes.slice(0), found.init) : undefined;
        },
        async delete(request) {
          return store.delete(urlOf(request));
        },
      } as Pick<Cache, 'put' | 'match' | 'delete'>;
    },
    async keys() {
      return [...caches.keys()];
    },
    async delete(name) {
      return caches.delete(name);
    },
    names: () => [...caches.keys()],
  };
}
