/**
 * The Fluent theme built from the clinic network's colour scheme, plus the scheme itself as CSS
 * custom properties for the header and panels.
 *
 * Fluent's light theme has ~460 tokens; all but the brand ones are the same for every clinic, so they
 * come as a static stylesheet on :root (fluent-base.css, no JavaScript), and FluentProvider gets only
 * the brand tokens from a ramp around the primary colour — what createLightTheme(ramp) would give,
 * without shipping or running it (tests/app/fluent-theme.test.ts holds the two equal).
 */
import type { PartialTheme } from '@fluentui/react-components';
import { brandRamp, type ColourScheme } from '../../domain/colour-scheme';
import { BRAND_TOKENS } from './brand-tokens';
import './fluent-base.css';

/** The tokens createLightTheme(ramp) sets from the brand ramp. */
export function brandTokens(ramp: Record<number, string>): PartialTheme {
  const theme: Record<string, string> = {};
  for (const [name, shade] of Object.entries(BRAND_TOKENS)) theme[name] = ramp[shade] as string;
  return theme;
}

export function buildTheme(scheme: ColourScheme): PartialTheme {
  return {
    ...brandTokens(brandRamp(scheme.primaryColor)),
    // Buttons and selected states use the clinic's own colours, not just the nearest shade.
    colorBrandBackground: scheme.primaryColor,
    colorBrandBackgroundHover: scheme.auxiliaryColor,
    colorBrandBackgroundPressed: scheme.auxiliaryColorDark,
    colorBrandBackgroundSelected: scheme.auxiliaryColor,
    colorNeutralForegroundOnBrand: scheme.primaryFontColor,
    colorCompoundBrandStroke: scheme.primaryColor,
    colorCompoundBrandBackground: scheme.primaryColor,
  };
}

/** CSS custom properties for the parts of the shell that paint with the scheme directly. */
export function schemeVariables(scheme: ColourScheme): Record<string, string> {
  return {
    '--priyom-primary': scheme.primaryColor,
    '--priyom-primary-dark': scheme.primaryColorDark,
    '--priyom-primary-font': scheme.primaryFontColor,
    '--priyom-auxiliary': scheme.auxiliaryColor,
    '--priyom-auxiliary-dark': scheme.auxiliaryColorDark,
    '--priyom-auxiliary-font': scheme.auxiliaryFontColor,
  };
}
