/**
 * Readable colours within a clinic's own scheme. The scheme's colours are the clinic's and stay as
 * they are; what is drawn on them (text, icons) and what is drawn in them on white (links, brand text)
 * takes the nearest colour that reaches WCAG's contrast: 4.5:1 for text, 3:1 for large text and icons.
 * "Nearest" means the configured colour itself when it reaches, else a shade of a scheme colour moved
 * toward black or white just far enough. Black or white always reach 4.5:1 against any colour (the
 * worse of the two still gives about 4.58:1), so a shade always exists.
 */
import { mix, parseHex } from './colour';

/** Text below 18.66 px bold or 24 px regular. */
export const TEXT_CONTRAST = 4.5;
/** Large text, icons and other graphics that convey meaning. */
export const GRAPHIC_CONTRAST = 3;

const channel = (value: number) => {
  const s = value / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG's relative luminance of a #rrggbb colour, 0 (black) … 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG's contrast ratio of two colours, 1 … 21, whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

const worst = (colour: string, backgrounds: readonly string[]) =>
  Math.min(...backgrounds.map((background) => contrastRatio(colour, background)));

/**
 * `colour` moved toward black or white (whichever the backgrounds leave more room for) by the
 * smallest step that reaches `minimum` against every one of `backgrounds`; `colour` itself when it
 * already does.
 */
export function shadeReaching(colour: string, backgrounds: readonly string[], minimum: number): string {
  if (worst(colour, backgrounds) >= minimum) return colour;
  const towardBlack = worst('#000000', backgrounds) >= worst('#ffffff', backgrounds);
  const end = towardBlack ? '#000000' : '#ffffff';
  // Contrast grows monotonically along the mix toward the far end: bisect the smallest amount.
  let low = 0;
  let high = 1;
  for (let step = 0; step < 16; step += 1) {
    const middle = (low + high) / 2;
    if (worst(mix(colour, end, middle), backgrounds) >= minimum) high = middle;
    else low = middle;
  }
  return mix(colour, end, high);
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
  if (worst(preferred, backgrounds) >= minimum) return preferred;
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
