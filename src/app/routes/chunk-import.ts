/**
 * Every dynamic import of one of the app's own chunks goes through importChunk: the build rewrites
 * `import("./X-hash.js")` in the app's chunks to `__priyomImportChunk("./X-hash.js", import.meta.url)`
 * (vite-plugins/fresh-chunk-url.ts), and this module installs that global before any such import runs.
 *
 * Why: under the module-loading rule Firefox, Safari and Chromium (Debian 12's 150 and 156 among them)
 * still follow, a failed `import()` stays in the page's module map
 * and the same URL answers that failure again with no request, so trying the same import again can
 * never recover from one dropped chunk. After a failure, the next try asks for the chunk at a URL of its
 * own (`?retry=N`), which the server and the service worker answer with the same file; a browser that
 * re-fetches failed imports (the rule the HTML standard now gives) is served the same way.
 *
 * A chunk that loaded under a retry URL is the one every later dynamic import of it gets, so the app
 * never holds two copies of one chunk's module state. A chunk imported statically by another chunk is
 * fetched by its plain URL, which this cannot change: if such a shared chunk's own request failed in a
 * browser that keeps failures, the parts that need it fail until the page is loaded again.
 */
import { CHUNK_RETRY_PARAM } from '../../domain/chunk-retry';

export type ImportUrl = (url: string) => Promise<unknown>;

/** An importer over `load` (the browser's `import()` in the app; a stand-in in tests). */
export function createChunkImporter(load: ImportUrl) {
  /** By the chunk's plain URL: the import in flight or the module it brought. */
  const modules = new Map<string, Promise<unknown>>();
  const tries = new Map<string, number>();
  return function importChunk(specifier: string, base: string): Promise<unknown> {
    const url = new URL(specifier, base).href;
    const known = modules.get(url);
    if (known) return known;
    const attempt = tries.get(url) ?? 0;
    tries.set(url, attempt + 1);
    const loading = load(attempt === 0 ? url : withRetry(url, attempt));
    modules.set(url, loading);
    loading.catch(() => {
      if (modules.get(url) === loading) modules.delete(url);
    });
    return loading;
  };
}

function withRetry(url: string, attempt: number): string {
  const fresh = new URL(url);
  fresh.searchParams.set(CHUNK_RETRY_PARAM, String(attempt));
  return fresh.href;
}

declare global {
  var __priyomImportChunk: ((specifier: string, base: string) => Promise<unknown>) | undefined;
}

globalThis.__priyomImportChunk ??= createChunkImporter((url) => import(/* @vite-ignore */ url));
