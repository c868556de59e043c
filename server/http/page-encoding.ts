/**
 * index.html compressed for the browser that asks for it. The page is built per request (the
 * configuration, the first screen and the start page go in), but it takes few distinct values, so each
 * value's compressed bytes are kept (a handful, newest first): a page costs one string comparison, not
 * one compression. Brotli at quality 5 and gzip at level 6 take a fraction of the page's bytes in little
 * of a request's time, and on a slow mobile link each byte saved comes before the first paint.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type PageEncoding = 'br' | 'gzip';

/** The encoding to answer with for an Accept-Encoding header: br before gzip, q=0 refuses. */
export function chooseEncoding(acceptEncoding: string | undefined): PageEncoding | null {
  const offered = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const q = parameters.map((item) => /^\s*q=([\d.]+)\s*$/.exec(item)?.[1]).find(Boolean);
    if (name.trim()) offered.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const accepts = (name: PageEncoding) => (offered.get(name) ?? offered.get('*') ?? 0) > 0;
  if (accepts('br')) return 'br';
  if (accepts('gzip')) return 'gzip';
  return null;
}

const KEPT = 8;

/** Compressed pages, kept per (encoding, page). */
export function pageEncoder(kept = KEPT) {
  const cache = new Map<string, Uint8Array<ArrayBuffer>>();
  return (page: string, encoding: PageEncoding): Uint8Array<ArrayBuffer> => {
    const key = `${encoding}\n${page}`;
    const found = cache.get(key);
    if (found) {
      cache.delete(key);
      cache.set(key, found);
      return found;
    }
    const compressed =
      encoding === 'br'
        ? brotliCompressSync(page, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } })
        : gzipSync(page, { level: 6 });
    const bytes = new Uint8Array(compressed); // its own ArrayBuffer, as a Response body wants
    cache.set(key, bytes);
    if (cache.size > kept) cache.delete(cache.keys().next().value as string);
    return bytes;
  };
}
