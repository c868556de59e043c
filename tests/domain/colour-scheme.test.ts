import { describe, expect, it } from 'vitest';
import { darken, lighten, mix, parseHex, toHex } from '../../src/domain/colour';
import { BRAND_SHADES, brandRamp, resolveColourScheme } from '../../src/domain/colour-scheme';

describe('colour scheme', () => {
  it('defaults without a scheme', () => {
    for (const input of [null, undefined, {}]) {
      expect(resolveColourScheme(input)).toEqual({
        primaryColor: '#3FAECA',
        auxiliaryColor: '#2190ac',
        primaryFontColor: '#ffffff',
        auxiliaryFontColor: '#ebebeb',
        primaryColorDark: darken('#3FAECA', 0.2),
        auxiliaryColorDark: darken('#2190ac', 0.2),
      });
    }
  });

  it.each([
    ['partsColor', 'primaryColor'],
    ['partsSecondaryColor', 'auxiliaryColor'],
    ['partsFontColor', 'primaryFontColor'],
    ['partsSecondaryFontColor', 'auxiliaryFontColor'],
  ] as const)('%s overrides %s only', (field, target) => {
    const scheme = resolveColourScheme({ [field]: '#123456' });
    const defaults = resolveColourScheme(null);
    expect(scheme[target]).toBe('#123456');
    for (const key of ['primaryColor', 'auxiliaryColor', 'primaryFontColor', 'auxiliaryFontColor'] as const) {
      if (key !== target) expect(scheme[key]).toBe(defaults[key]);
    }
  });

  it('derives the dark variants from the resolved colours', () => {
    const scheme = resolveColourScheme({ partsColor: '#ff0000', partsSecondaryColor: '#0000ff' });
    expect(scheme.primaryColorDark).toBe('#cc0000');
    expect(scheme.auxiliaryColorDark).toBe('#0000cc');
  });

  it('ignores malformed colours', () => {
    const scheme = resolveColourScheme({ partsColor: 'red', partsFontColor: '#fff' });
    expect(scheme.primaryColor).toBe('#3FAECA');
    expect(scheme.primaryFontColor).toBe('#ffffff');
  });
});

describe('colour arithmetic and the brand ramp', () => {
  it('parses, prints and mixes', () => {
    expect(parseHex('#3FAECA')).toEqual([0x3f, 0xae, 0xca]);
    expect(toHex([0x3f, 0xae, 0xca])).toBe('#3faeca');
    expect(mix('#000000', '#ffffff', 0.5)).toBe('#808080');
    expect(lighten('#000000', 1)).toBe('#ffffff');
    expect(darken('#ffffff', 1)).toBe('#000000');
    expect(() => parseHex('#fff')).toThrow();
  });

  it('puts the primary colour at 80, darker below and lighter above', () => {
    const ramp = brandRamp('#3FAECA');
    expect(Object.keys(ramp).map(Number)).toEqual([...BRAND_SHADES]);
    expect(ramp[80]).toBe('#3faeca');
    const lightness = (hex: string) => parseHex(hex).reduce((sum, channel) => sum + channel, 0);
    for (let index = 1; index < BRAND_SHADES.length; index++) {
      expect(lightness(ramp[BRAND_SHADES[index]!])).toBeGreaterThan(
        lightness(ramp[BRAND_SHADES[index - 1]!]),
      );
    }
  });
});
