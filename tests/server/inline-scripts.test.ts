/** Which inline scripts of a page the Content-Security-Policy names by hash (server/http/inline-scripts.ts). */
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, templateHashes } from '../../server/http/inline-scripts';

// MDN's Content-Security-Policy example: the hash of alert('Hello, world.');
const HELLO = "alert('Hello, world.');";
const HELLO_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";

describe('inline script hashes', () => {
  it.each([
    ['a plain inline script', `<script>${HELLO}</script>`],
    ['one with attributes, as the paint-first loader has', `<script data-app="/a.js">${HELLO}</script>`],
    ['a module', `<script type="module">${HELLO}</script>`],
    ['a JavaScript type', `<SCRIPT type='text/javascript'>${HELLO}</script >`],
  ])('names %s by its SHA-256', (_, html) => {
    expect(inlineScriptHashes(`<html><head>${html}</head></html>`)).toEqual([HELLO_HASH]);
  });

  it.each([
    ['a script file', '<script src="/a.js"></script>'],
    ['the configuration block', `<script id="c" type="text/plain">${HELLO}</script>`],
    ['the first screen block', `<script id="f" type="application/json">"${HELLO}"</script>`],
    ['no script at all', '<p>alert(1)</p>'],
  ])('does not name %s', (_, html) => {
    expect(inlineScriptHashes(`<html><body>${html}</body></html>`)).toEqual([]);
  });

  it('names each of several scripts once', () => {
    const html = `<script>${HELLO}</script><script>a()</script><script>${HELLO}</script>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(2);
    expect(hashes[0]).toBe(HELLO_HASH);
    expect(hashes[1]).toMatch(/^'sha256-[A-Za-z0-9+/]{43}='$/);
  });

  it('hashes a template once until it changes', () => {
    const hashesOf = templateHashes();
    const first = hashesOf(`<script>${HELLO}</script>`);
    expect(hashesOf(`<script>${HELLO}</script>`)).toBe(first);
    expect(hashesOf('<script>b()</script>')).not.toEqual(first);
  });
});
