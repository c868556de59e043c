/**
 * Fluent's compiled style modules keep a few constants they no longer use, such as
 * `const boxShadowStrokeWidthThinMoz = \`calc(${tokens.strokeWidthThin} + 0.25px)\`;` in the Button's
 * styles. The bundler drops the constant but keeps the property read (a read may have side effects),
 * and that one read keeps Fluent's whole `tokens` object (29 KiB raw, 3.1 KiB gzip) in the start page's
 * bundle. This removes such a declaration when the file never uses the name again: a template of
 * `tokens.*` reads, which are plain strings (`var(--name)`), has no effect but its value.
 */
import type { Plugin } from 'vite';

const UNUSED_CANDIDATE = /^const (\w+) = `[^`\n]*\$\{tokens\.\w+\}[^`\n]*`;$/gm;

/** `code` without the unused `tokens` template constants (unchanged when there are none). */
export function dropUnusedTokenReads(code: string): string {
  return code.replace(UNUSED_CANDIDATE, (line, name: string) => {
    const uses = code.match(new RegExp(`\\b${name}\\b`, 'g'))?.length ?? 0;
    return uses === 1 ? '' : line;
  });
}

export function unusedTokenReads(): Plugin {
  return {
    name: 'priyom-unused-token-reads',
    apply: 'build',
    transform(code, id) {
      if (!id.includes('/node_modules/@fluentui/') || !code.includes('${tokens.')) return undefined;
      const next = dropUnusedTokenReads(code);
      return next === code ? undefined : { code: next, map: null };
    },
  };
}
