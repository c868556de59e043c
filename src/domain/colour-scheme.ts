/**
 * The clinic network's colour scheme: defaults, overridden field by field by a
 * non-default scheme's partsColor, partsSecondaryColor, partsFontColor and partsSecondaryFontColor.
 * The dark variants are derived from the resolved primary and auxiliary colours.
 */
import { darken, isHexColour, lighten } from './colour';

export interface ColourScheme {
  primaryColor: string;
  auxiliaryColor: string;
  primaryFontColor: string;
  auxiliaryFontColor: string;
  primaryColorDark: string;
  auxiliaryColorDark: string;
}

/** The configuration's override fields (structurally the same as src/api's ClinicColourScheme). */
export interface ColourSchemeOverrides {
  partsColor?: string | undefined;
  partsSecondaryColor?: string | undefined;
  partsFontColor?: string | undefined;
  partsSecondaryFontColor?: string | undefined;
}

export const DEFAULT_PRIMARY_COLOR = '#3FAECA';
export const DEFAULT_AUXILIARY_COLOR = '#2190ac';
export const DEFAULT_PRIMARY_FONT_COLOR = '#ffffff';
export const DEFAULT_AUXILIARY_FONT_COLOR = '#ebebeb';
/** How much darker the dark variants are (a mix toward black). */
export const DARK_VARIANT_AMOUNT = 0.2;

const pick = (value: unknown, fallback: string) => (isHexColour(value) ? value : fallback);

export function resolveColourScheme(overrides: ColourSchemeOverrides | null | undefined): ColourScheme {
  const primaryColor = pick(overrides?.partsColor, DEFAULT_PRIMARY_COLOR);
  const auxiliaryColor = pick(overrides?.partsSecondaryColor, DEFAULT_AUXILIARY_COLOR);
  return {
    primaryColor,
    auxiliaryColor,
    primaryFontColor: pick(overrides?.partsFontColor, DEFAULT_PRIMARY_FONT_COLOR),
    auxiliaryFontColor: pick(overrides?.partsSecondaryFontColor, DEFAULT_AUXILIARY_FONT_COLOR),
    primaryColorDark: darken(primaryColor, DARK_VARIANT_AMOUNT),
    auxiliaryColorDark: darken(auxiliaryColor, DARK_VARIANT_AMOUNT),
  };
}

/** Shades 10 (darkest) … 160 (lightest) of a brand colour; the colour itself sits at 80. */
export const BRAND_SHADES = [10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 110, 120, 130, 140, 150, 160] as const;
export type BrandShade = (typeof BRAND_SHADES)[number];

export function brandRamp(primary: string): Record<BrandShade, string> {
  const ramp = {} as Record<BrandShade, string>;
  for (const shade of BRAND_SHADES) {
    if (shade === 80) ramp[shade] = primary.toLowerCase();
    else if (shade < 80) ramp[shade] = darken(primary, ((80 - shade) / 70) * 0.85);
    else ramp[shade] = lighten(primary, ((shade - 80) / 80) * 0.92);
  }
  return ramp;
}
