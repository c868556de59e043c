/** Which encoding index.html goes out in, and the kept compressed pages (server/http/page-encoding.ts). */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { chooseEncoding, pageEncoder } from '../../server/http/page-encoding';

describe('page encoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['identity', null],
    ['gzip', 'gzip'],
    ['gzip, deflate, br', 'br'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0, gzip;q=0', null],
    ['*', 'br'],
    ['*;q=0, gzip', 'gzip'],
    [' GZIP ; q=0.5 ', 'gzip'],
  ] as const)('Accept-Encoding %j → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('compresses each page once per encoding, keeping the newest few', () => {
    const encode = pageEncoder(2);
    const page = (n: number) => `<!doctype html><p>${'page '.repeat(200)}${n}</p>`;
    const first = encode(page(1), 'br');
    expect(brotliDecompressSync(first).toString()).toBe(page(1));
    expect(encode(page(1), 'br')).toBe(first); // kept: the same bytes
    expect(gunzipSync(encode(page(1), 'gzip')).toString()).toBe(page(1));
    encode(page(2), 'br'); // three kept entries would exceed two: the oldest (1, br) goes
    expect(encode(page(1), 'br')).not.toBe(first);
    expect(brotliDecompressSync(encode(page(1), 'br')).toString()).toBe(page(1));
  });
});
