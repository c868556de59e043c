/**
 * Phone input masks. Each of libphonenumber-js's ~245 countries, keyed by alpha2,
 * has a dial code and one mask: the international form of its example mobile number with every digit
 * written as '#'. The mask for typed digits is chosen by the longest dial code their start matches, then
 * the shortest of that code's masks that holds all the digits; without one it is '+' and 20 '#'.
 * The field shows the masked text; the wire gets the digits only.
 *
 * This module pulls in libphonenumber-js's metadata and examples: import it from lazy screens only,
 * never from the start page.
 */
import { getCountries, getCountryCallingCode, getExampleNumber } from 'libphonenumber-js';
import examples from 'libphonenumber-js/mobile/examples';
import { digitsOnly, PHONE_INPUT_LIMIT, PHONE_MAX_DIGITS } from './phone-digits';

// What the fields need before this module loads lives apart; it is re-exported for this module's users.
export {
  dialCodeOf,
  digitsOnly,
  PHONE_INPUT_LIMIT,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from './phone-digits';

export const DEFAULT_PHONE_MASK = `+${'#'.repeat(PHONE_MAX_DIGITS)}`;

export interface CountryPhone {
  alpha2: string;
  dialCode: string;
  mask: string;
}

let table: readonly CountryPhone[] | null = null;

/** Every country's dial code and mask, built once on first use. */
export function countryPhones(): readonly CountryPhone[] {
  if (table) return table;
  table = getCountries().map((alpha2) => {
    const dialCode = getCountryCallingCode(alpha2);
    const example = getExampleNumber(alpha2, examples);
    const mask = example ? example.formatInternational().replace(/\d/g, '#') : DEFAULT_PHONE_MASK;
    return { alpha2, dialCode, mask };
  });
  return table;
}

const hashes = (mask: string) => mask.split('').filter((char) => char === '#').length;

/**
 * The mask for these digits. Among equally short masks the preferred country's (the configuration's
 * alpha2) comes first, so a Russian clinic shows Russian grouping for +7 rather than Kazakh.
 */
export function maskFor(digits: string, preferred?: string): string {
  let dialCode = '';
  for (const country of countryPhones()) {
    if (digits.startsWith(country.dialCode) && country.dialCode.length > dialCode.length)
      dialCode = country.dialCode;
  }
  if (dialCode === '') return DEFAULT_PHONE_MASK;
  const fitting = countryPhones()
    .filter((country) => country.dialCode === dialCode && hashes(country.mask) >= digits.length)
    .sort(
      (a, b) =>
        hashes(a.mask) - hashes(b.mask) ||
        Number(b.alpha2 === preferred) - Number(a.alpha2 === preferred) ||
        a.alpha2.localeCompare(b.alpha2),
    );
  return fitting[0]?.mask ?? DEFAULT_PHONE_MASK;
}

/**
 * The field's text for what was typed: its digits (at most 20) laid into their mask, cut after the last
 * digit so no trailing separators are left for the user to delete. Empty input stays empty.
 */
export function formatPhoneInput(value: string, preferred?: string): string {
  const digits = digitsOnly(value).slice(0, PHONE_INPUT_LIMIT);
  if (digits === '') return '';
  const mask = maskFor(digits, preferred);
  let out = '';
  let next = 0;
  for (const char of mask) {
    if (next === digits.length) break;
    if (char === '#') {
      out += digits[next];
      next += 1;
    } else out += char;
  }
  return out;
}
