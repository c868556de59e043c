/**
 * The suggested password of recovery and registration: one of 21 English words
 * followed by 4 digits, drawn from a secure random source. Letters and digits only, 9 to 13 characters,
 * so it passes the 8-to-32 rule itself.
 */

export const SUGGESTION_WORDS = [
  'apple',
  'breeze',
  'candle',
  'dolphin',
  'ember',
  'falcon',
  'garden',
  'harbor',
  'island',
  'jasmine',
  'kettle',
  'lantern',
  'meadow',
  'nectar',
  'orchid',
  'pebble',
  'quartz',
  'river',
  'sunset',
  'tulip',
  'violet',
] as const;

/** Fills an array with random 32-bit values (crypto.getRandomValues in the browser). */
export type RandomSource = (array: Uint32Array) => Uint32Array;

const cryptoSource: RandomSource = (array) => globalThis.crypto.getRandomValues(array);

/** A uniform integer below `bound`: values past the last full multiple are redrawn, so no bias. */
function uniform(bound: number, random: RandomSource): number {
  const limit = 2 ** 32 - (2 ** 32 % bound);
  const cell = new Uint32Array(1);
  for (;;) {
    const value = random(cell)[0] ?? 0;
    if (value < limit) return value % bound;
  }
}

export function suggestPassword(random: RandomSource = cryptoSource): string {
  const word = SUGGESTION_WORDS[uniform(SUGGESTION_WORDS.length, random)];
  const digits = String(uniform(10_000, random)).padStart(4, '0');
  return `${word}${digits}`;
}
