/**
 * The app's theme (static base stylesheet + brand tokens from the ramp) must be exactly Fluent's
 * createLightTheme(ramp): a Fluent upgrade that changes a token fails here until
 * `node scripts/make-fluent-theme.mjs` is run again.
 */
import { readFileSync } from 'node:fs';
import { type BrandVariants, createLightTheme } from '@fluentui/react-components';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain .mjs build script without types.
import { renderFluentTheme } from '../../scripts/fluent-theme.mjs';
import { brandRamp } from '../../src/domain/colour-scheme';
import { brandTokens } from '../../src/app/theme/theme';

const css = readFileSync(new URL('../../src/app/theme/fluent-base.css', import.meta.url), 'utf8');

function baseFromCss(text: string): Record<string, string> {
  const tokens: Record<string, string> = {};
  for (const match of text.matchAll(/^ {2}--(\w+): (.*);$/gm)) tokens[match[1]!] = match[2]!;
  return tokens;
}

describe('the Fluent theme split', () => {
  it('the committed stylesheet and brand table are what the generator writes today', () => {
    const { css: fresh, ts } = renderFluentTheme() as { css: string; ts: string };
    expect(css).toBe(fresh);
    expect(readFileSync(new URL('../../src/app/theme/brand-tokens.ts', import.meta.url), 'utf8')).toBe(ts);
  });

  it.each(['#3FAECA', '#8a2be2', '#101010', '#ffcc00'])(
    'base stylesheet + brand tokens for %s equal createLightTheme of its ramp',
    (primary) => {
      const ramp = brandRamp(primary);
      const ours: Record<string, unknown> = { ...baseFromCss(css), ...brandTokens(ramp) };
      const fluent = createLightTheme(ramp as BrandVariants);
      expect(Object.keys(ours).sort()).toEqual(Object.keys(fluent).sort());
      for (const [name, value] of Object.entries(fluent))
        expect([name, ours[name]]).toEqual([name, String(value)]);
    },
  );
});
