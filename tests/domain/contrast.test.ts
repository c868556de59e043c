import { describe, expect, it } from 'vitest';
import { SCHEMES } from './schemes';
import { brandRamp, resolveColourScheme } from '../../src/domain/colour-scheme';
import {
  brandTextOn,
  contrastRatio,
  GRAPHIC_CONTRAST,
  luminance,
  readableOn,
  schemeTextColours,
  shadeReaching,
  TEXT_CONTRAST,
} from '../../src/domain/contrast';

describe('contrast', () => {
  it("follows WCAG's definitions", () => {
    expect(luminance('#000000')).toBe(0);
    expect(luminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // The default scheme's white header text: the failure this module exists for.
    expect(contrastRatio('#ffffff', '#3FAECA')).toBeCloseTo(2.59, 2);
  });

  it('keeps the configured colour when it already reaches', () => {
    expect(readableOn(['#1b2a4a'], '#ffffff')).toBe('#ffffff');
    expect(shadeReaching('#000000', ['#ffffff'], TEXT_CONTRAST)).toBe('#000000');
  });

  it('on the default #3FAECA, white gives way to a dark shade of the scheme that reaches 4.5:1', () => {
    const { onPrimary } = schemeTextColours(resolveColourScheme(null));
    expect(onPrimary).not.toBe('#ffffff');
    expect(contrastRatio(onPrimary, '#3FAECA')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    // A shade of the scheme: the same hue, darker (blue-green dominates red).
    const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(onPrimary.slice(at, at + 2), 16)) as number[];
    expect(g).toBeGreaterThan(r!);
    expect(b).toBeGreaterThan(r!);
    expect(luminance(onPrimary)).toBeLessThan(luminance('#3FAECA'));
    // No darker than needed: the step before it does not reach.
    expect(contrastRatio(onPrimary, '#3FAECA')).toBeLessThan(TEXT_CONTRAST + 0.1);
  });

  it.each(SCHEMES)('every text colour of scheme %o reaches 4.5:1 on its own colour', (overrides) => {
    const scheme = resolveColourScheme(overrides);
    const text = schemeTextColours(scheme);
    expect(contrastRatio(text.onPrimary, scheme.primaryColor)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
    expect(contrastRatio(text.onAuxiliary, scheme.auxiliaryColor)).toBeGreaterThanOrEqual(TEXT_CONTRAST);
  });

  it.each(SCHEMES)(
    'brand-coloured text of scheme %o reads on white and on the lightest tint',
    (overrides) => {
      const ramp = brandRamp(resolveColourScheme(overrides).primaryColor);
      for (const shade of [40, 60, 70, 80, 100]) {
        const text = brandTextOn(ramp[shade as 80], ['#ffffff', ramp[160]]);
        expect(contrastRatio(text, '#ffffff')).toBeGreaterThanOrEqual(TEXT_CONTRAST);
        expect(contrastRatio(text, ramp[160])).toBeGreaterThanOrEqual(TEXT_CONTRAST);
      }
    },
  );

  it('asks less of icons and large text (3:1)', () => {
    const icon = readableOn(['#3FAECA'], '#ffffff', GRAPHIC_CONTRAST);
    const text = readableOn(['#3FAECA'], '#ffffff', TEXT_CONTRAST);
    expect(contrastRatio(icon, '#3FAECA')).toBeGreaterThanOrEqual(GRAPHIC_CONTRAST);
    expect(luminance(icon)).toBeGreaterThan(luminance(text));
  });

  it('lightens on a dark colour and darkens on a light one', () => {
    expect(luminance(shadeReaching('#1b2a4a', ['#1b2a4a'], TEXT_CONTRAST))).toBeGreaterThan(
      luminance('#1b2a4a'),
    );
    expect(luminance(shadeReaching('#fad24d', ['#fad24d'], TEXT_CONTRAST))).toBeLessThan(
      luminance('#fad24d'),
    );
  });
});
