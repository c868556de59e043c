/** Small colour arithmetic on #rrggbb strings, shared by the colour scheme and the theme ramp. */

export type Rgb = readonly [number, number, number];

const HEX = /^#([0-9a-f]{6})$/i;

export function isHexColour(value: unknown): value is string {
  return typeof value === 'string' && HEX.test(value);
}

export function parseHex(hex: string): Rgb {
  const match = HEX.exec(hex);
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(match[1]!, 16);
  return [(value >> 16) & 0xff, (value >> 8) & 0xff, value & 0xff];
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((channel) =>
      Math.round(Math.min(255, Math.max(0, channel)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** Linear mix of two triples, amount 0 gives `from`, 1 gives `to`, each channel rounded as toHex prints it. */
export function mixRgb(from: Rgb, to: Rgb, amount: number): Rgb {
  const t = Math.min(1, Math.max(0, amount));
  return from.map((value, index) => Math.round(value + (to[index]! - value) * t)) as unknown as Rgb;
}

/** Linear mix: amount 0 gives `from`, 1 gives `to`. */
export const mix = (from: string, to: string, amount: number) =>
  toHex(mixRgb(parseHex(from), parseHex(to), amount));

export const darken = (hex: string, amount: number) => mix(hex, '#000000', amount);
export const lighten = (hex: string, amount: number) => mix(hex, '#ffffff', amount);
