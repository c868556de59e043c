/**
 * Rewrites the app's dynamic imports of its own chunks, `import("./X-hash.js")`, to
 * `__priyomImportChunk("./X-hash.js", import.meta.url)`, the importer src/app/routes/chunk-import.ts
 * installs: it asks for a chunk again at a fresh URL after a failure, which a plain `import()` of the
 * same URL cannot do in browsers that keep a failed import. Only relative `.js` specifiers are touched
 * (the build's own chunk names); the data worker and the service worker are built apart and keep theirs.
 */
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

// A `$` is allowed (the bundler's name placeholders hold one) but not a template's `${`.
// Not a method named import (`a.import(…)`), only the import expression.
const OWN_CHUNK_IMPORT = /(?<![\w$.])import\((["'`])(\.{1,2}\/(?:[^"'`$]|\$(?!\{))+?\.js)\1\)/g;

/** `code` with every dynamic import of an own chunk sent through the importer; null when there is none. */
export function rewriteChunkImports(code: string): MagicString | null {
  let rewritten: MagicString | null = null;
  for (const match of code.matchAll(OWN_CHUNK_IMPORT)) {
    rewritten ??= new MagicString(code);
    const [whole, quote, specifier] = match;
    rewritten.overwrite(
      match.index,
      match.index + whole.length,
      `__priyomImportChunk(${quote}${specifier}${quote},import.meta.url)`,
    );
  }
  return rewritten;
}

export function freshChunkUrl(): Plugin {
  return {
    name: 'priyom-fresh-chunk-url',
    apply: 'build',
    enforce: 'post',
    renderChunk(code) {
      const rewritten = rewriteChunkImports(code);
      return rewritten ? { code: rewritten.toString(), map: rewritten.generateMap({ hires: true }) } : null;
    },
  };
}
