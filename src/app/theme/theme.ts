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
import { brandTextOn, primaryStateBackgrounds, schemeTextColours } from '../../domain/contrast';
import { BRAND_TOKENS } from './brand-tokens';
import './fluent-base.css';

/** The tokens createLightTheme(ramp) sets from the brand ramp. */
export function brandTokens(ramp: Record<number, string>): PartialTheme {
  const theme: Record<string, string> = {};
  for (const [name, shade] of Object.entries(BRAND_TOKENS)) theme[name] = ramp[shade] as string;
  return theme;
}

/**
 * Brand tokens that colour text and icons on the page (links, brand labels): the ramp's shade, darkened
 * (or lightened) until it reads on white and on the brand's lightest tint. Inverted ones sit on dark
 * surfaces and OnBrand ones on the brand colour; those are handled apart.
 */
const onPage = (name: string) =>
  name.includes('Foreground') && !name.includes('Inverted') && !name.includes('OnBrand');

export function buildTheme(scheme: ColourScheme): PartialTheme {
  const ramp = brandRamp(scheme.primaryColor);
  const tokens = brandTokens(ramp) as Record<string, string>;
  const pageBackgrounds = ['#ffffff', ramp[160]];
  // Twenty-odd tokens take one of a handful of shades: each shade's search for a readable one runs once.
  const readable = new Map<string, string>();
  for (const [name, value] of Object.entries(tokens)) {
    if (!onPage(name)) continue;
    let text = readable.get(value);
    if (text === undefined) {
      text = brandTextOn(value, pageBackgrounds);
      readable.set(value, text);
    }
    tokens[name] = text;
  }
  const text = schemeTextColours(scheme);
  const states = primaryStateBackgrounds(scheme);
  return {
    ...tokens,
    // Buttons and selected states use the clinic's own colours, not just the nearest shade: hovered and
    // pressed, the auxiliary ones, moved only as far as the button's text needs to stay readable.
    colorBrandBackground: scheme.primaryColor,
    colorBrandBackgroundHover: states.hover,
    colorBrandBackgroundPressed: states.pressed,
    colorBrandBackgroundSelected: states.hover,
    colorNeutralForegroundOnBrand: text.onPrimary,
    colorCompoundBrandStroke: scheme.primaryColor,
    colorCompoundBrandBackground: scheme.primaryColor,
  };
}

/** The few schemes built lately (a server draws pages for more than one), by content. */
const built = new Map<string, PartialTheme>();
const BUILT_KEPT = 8;

/**
 * The scheme's theme, built once: the app builds the page's own in a task of its own before its first
 * render (src/app/main.tsx), where it would otherwise lengthen the render's first, longest slice.
 */
export function themeFor(scheme: ColourScheme): PartialTheme {
  const key = JSON.stringify(scheme);
  let theme = built.get(key);
  if (!theme) {
    if (built.size >= BUILT_KEPT) built.clear();
    theme = buildTheme(scheme);
    built.set(key, theme);
  }
  return theme;
}

/** CSS custom properties for the parts of the shell that paint with the scheme directly. */
export function schemeVariables(scheme: ColourScheme): Record<string, string> {
  const text = schemeTextColours(scheme);
  return {
    '--priyom-primary': scheme.primaryColor,
    '--priyom-primary-dark': scheme.primaryColorDark,
    '--priyom-primary-font': text.onPrimary,
    '--priyom-auxiliary': scheme.auxiliaryColor,
    '--priyom-auxiliary-dark': scheme.auxiliaryColorDark,
    '--priyom-auxiliary-font': text.onAuxiliary,
  };
}
