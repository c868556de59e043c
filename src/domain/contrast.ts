/**
 * Readable colours within a clinic's own scheme. The scheme's colours are the clinic's and stay as
 * they are; what is drawn on them (text, icons) and what is drawn in them on white (links, brand text)
 * takes the nearest colour that reaches WCAG's contrast: 4.5:1 for text, 3:1 for large text and icons.
 * "Nearest" means the configured colour itself when it reaches, else a shade of a scheme colour moved
 * toward black or white just far enough. Black or white always reach 4.5:1 against any colour (the
 * worse of the two still gives about 4.58:1), so a shade always exists.
 */
import { mixRgb, parseHex, type Rgb, toHex } from './colour';

/** Text below 18.66 px bold or 24 px regular. */
export const TEXT_CONTRAST = 4.5;
/** Large text, icons and other graphics that convey meaning. */
export const GRAPHIC_CONTRAST = 3;

const channel = (value: number) => {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

const luminanceOf = ([r, g, b]: Rgb) => 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);

/** WCAG's relative luminance of a #rrggbb colour, 0 (black) … 1 (white). */
export function luminance(hex: string): number {
  return luminanceOf(parseHex(hex));
}

const ratio = (a: number, b: number) => (a > b ? (a + 0.05) / (b + 0.05) : (b + 0.05) / (a + 0.05));

/** WCAG's contrast ratio of two colours, 1 … 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  return ratio(luminance(a), luminance(b));
}

const BLACK: Rgb = [0, 0, 0];
const WHITE: Rgb = [255, 255, 255];

/**
 * `colour` moved toward black or white (whichever the backgrounds leave more room for) by the
 * smallest step that reaches `minimum` against every one of `backgrounds`; `colour` itself when it
 * already does. On numbers, not #rrggbb strings: the theme runs this for every brand text token in the
 * first screen's render, and parsing and printing a string at each of the 16 steps made that a long
 * task on a slow phone.
 */
export function shadeReaching(colour: string, backgrounds: readonly string[], minimum: number): string {
  const under = backgrounds.map(luminance);
  const worst = (rgb: Rgb) => {
    const own = luminanceOf(rgb);
    return Math.min(...under.map((background) => ratio(own, background)));
  };
  const start = parseHex(colour);
  if (worst(start) >= minimum) return colour;
  const end = worst(BLACK) >= worst(WHITE) ? BLACK : WHITE;
  // Contrast grows monotonically along the mix toward the far end: bisect the smallest amount.
  let low = 0;
  let high = 1;
  for (let step = 0; step < 16; step += 1) {
    const middle = (low + high) / 2;
    if (worst(mixRgb(start, end, middle)) >= minimum) high = middle;
    else low = middle;
  }
  return toHex(mixRgb(start, end, high));
}

/**
 * The colour for text or icons on `backgrounds` (one colour of the scheme and its hover or pressed
 * states): the configured `preferred` colour when it reaches `minimum` on all of them, else a shade of
 * the first background itself, so the text keeps the scheme's hue.
 */
export function readableOn(
  backgrounds: readonly string[],
  preferred: string,
  minimum = TEXT_CONTRAST,
): string {
  if (Math.min(...backgrounds.map((background) => contrastRatio(preferred, background))) >= minimum)
    return preferred;
  return shadeReaching(backgrounds[0]!, backgrounds, minimum);
}

/** What is drawn on and in a resolved scheme's colours, each reaching its contrast. */
export interface SchemeTextColours {
  /** Text and icons on the primary colour (the header, brand buttons). */
  onPrimary: string;
  /** Text and icons on the auxiliary colour. */
  onAuxiliary: string;
}

export function schemeTextColours(scheme: {
  primaryColor: string;
  auxiliaryColor: string;
  primaryFontColor: string;
  auxiliaryFontColor: string;
}): SchemeTextColours {
  return {
    onPrimary: readableOn([scheme.primaryColor], scheme.primaryFontColor),
    onAuxiliary: readableOn([scheme.auxiliaryColor], scheme.auxiliaryFontColor),
  };
}

/**
 * The background of a hovered or pressed control whose text keeps the colour `text`: the scheme's own
 * colour for that state when the text reaches `minimum` on it, else that colour moved toward black or
 * white just far enough (the text stays put, as it does in every state of a button).
 */
export function stateBackground(background: string, text: string, minimum = TEXT_CONTRAST): string {
  return shadeReaching(background, [text], minimum);
}

/** Hover and pressed backgrounds for text on the primary colour (brand buttons, selected states). */
export function primaryStateBackgrounds(scheme: {
  primaryColor: string;
  auxiliaryColor: string;
  auxiliaryColorDark: string;
  primaryFontColor: string;
}): { hover: string; pressed: string } {
  const text = readableOn([scheme.primaryColor], scheme.primaryFontColor);
  return {
    hover: stateBackground(scheme.auxiliaryColor, text),
    pressed: stateBackground(scheme.auxiliaryColorDark, text),
  };
}

/** Brand-coloured text (links, selected labels) on the page's white and on the brand's lightest tint. */
export function brandTextOn(colour: string, backgrounds: readonly string[]): string {
  return shadeReaching(colour, backgrounds, TEXT_CONTRAST);
}
