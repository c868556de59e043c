/**
 * A person's initials as Fluent's Avatar draws them (its getInitials for the alphabets the clinics use):
 * bracketed parts and punctuation dropped, then the first word's first letter and, for two words, the
 * second's, for three, the third's (a Russian full name gives surname and patronymic). Kept here so the
 * app's light avatar and the server's first paint write the same letters without Fluent's Avatar.
 */
const ENCLOSURES = /[([{][^)\]}]*([)\]}]|$)/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are among those dropped, as Fluent does.
const UNWANTED = /[\0-\u001F!-/:-@[-`{-\u00BF\u0250-\u036F\uE000-\uFFFF]/g;

// A name that is a phone number has no initials.
const PHONE = /^(?:\d[\d\s]*\d|\d[\d\s]*(?:ext|x)\s*\d+)$/i;

const firstLetter = (word: string | undefined): string => {
  const point = word?.codePointAt(0);
  return point === undefined ? '' : String.fromCodePoint(point).toUpperCase();
};

export function initials(name: string): string {
  const words = name
    .replace(ENCLOSURES, (match, closing) => (closing ? '' : match))
    .replace(UNWANTED, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || PHONE.test(words.join(' '))) return '';
  const second = words.length === 2 ? words[1] : words.length === 3 ? words[2] : undefined;
  return firstLetter(words[0]) + firstLetter(second);
}
