/**
 * A brand button's text stays readable in every state: at rest on the primary colour, hovered, pressed
 * and selected on the scheme's auxiliary colours (moved where the text needs it), for schemes a clinic
 * might configure. Fluent keeps one text colour (colorNeutralForegroundOnBrand) across the states.
 */
import { describe, expect, it } from 'vitest';
import { SCHEMES } from '../domain/schemes';
import { resolveColourScheme } from '../../src/domain/colour-scheme';
import { contrastRatio, TEXT_CONTRAST } from '../../src/domain/contrast';
import { buildTheme } from '../../src/app/theme/theme';

const STATES = [
  'colorBrandBackground',
  'colorBrandBackgroundHover',
  'colorBrandBackgroundPressed',
  'colorBrandBackgroundSelected',
] as const;

describe('brand buttons in every state', () => {
  it.each(SCHEMES)(
    'scheme %o: the text reaches 4.5:1 at rest, hovered, pressed and selected',
    (overrides) => {
      const theme = buildTheme(resolveColourScheme(overrides)) as Record<string, string>;
      const text = theme.colorNeutralForegroundOnBrand!;
      const ratios = Object.fromEntries(
        STATES.map((state) => [state, contrastRatio(text, theme[state]!) >= TEXT_CONTRAST]),
      );
      expect(ratios).toEqual(Object.fromEntries(STATES.map((state) => [state, true])));
    },
  );

  it("keeps the clinic's own hover colour where the text already reads on it", () => {
    const scheme = resolveColourScheme({ partsColor: '#1b2a4a', partsSecondaryColor: '#0d1526' });
    const theme = buildTheme(scheme) as Record<string, string>;
    expect(theme.colorBrandBackgroundHover).toBe(scheme.auxiliaryColor);
    expect(theme.colorBrandBackgroundPressed).toBe(scheme.auxiliaryColorDark);
  });

  it('on the default scheme, hover and pressed are the auxiliary colours moved just far enough', () => {
    const scheme = resolveColourScheme(null);
    const theme = buildTheme(scheme) as Record<string, string>;
    // The clinic's #2190ac under the dark header text gave 3.2:1.
    expect(contrastRatio(theme.colorNeutralForegroundOnBrand!, scheme.auxiliaryColor)).toBeLessThan(
      TEXT_CONTRAST,
    );
    for (const state of ['colorBrandBackgroundHover', 'colorBrandBackgroundPressed'] as const)
      expect(contrastRatio(theme.colorNeutralForegroundOnBrand!, theme[state]!)).toBeLessThan(
        TEXT_CONTRAST + 0.1,
      );
  });
});
