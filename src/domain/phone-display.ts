/**
 * Phone numbers for display and for tel: links, through libphonenumber-js.
 */
import { type CountryCode, type PhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js';

const digitsOf = (value: string) => value.replace(/\D/g, '');

/**
 * Reads a number: with a leading '+' as international; otherwise first as a national number of the
 * default country ("8 495…" in RU), then as international digits ("7495…"). Null when no reading gives
 * a valid number.
 */
export function parsePhone(raw: string, defaultCountry?: string): PhoneNumber | null {
  const digits = digitsOf(raw);
  if (digits === '') return null;
  if (defaultCountry && !raw.trim().startsWith('+')) {
    const national = parsePhoneNumberFromString(raw, defaultCountry as CountryCode);
    if (national?.isValid()) return national;
  }
  const international = parsePhoneNumberFromString(`+${digits}`);
  return international?.isValid() ? international : null;
}

/** An international display form ("+7 495 123 45 67"); the input itself when it cannot be parsed. */
export function formatPhone(raw: string, defaultCountry?: string): string {
  return parsePhone(raw, defaultCountry)?.formatInternational() ?? raw.trim();
}

/** A tel: URI (E.164 when the number parses, else its digits with a '+'); null without digits. */
export function telHref(raw: string | null | undefined, defaultCountry?: string): string | null {
  const digits = digitsOf(raw ?? '');
  if (digits === '') return null;
  const parsed = parsePhone(raw ?? '', defaultCountry);
  return parsed ? `tel:${parsed.number}` : `tel:+${digits}`;
}

export interface DisplayPhone {
  text: string;
  href: string;
}

/**
 * A clinic's phone: the server's formatted text when present (else formatted here) and a tel: link from
 * the unformatted digits (else from the formatted text). Null when neither exists.
 */
export function displayPhone(
  formatted: string | null | undefined,
  notFormatted: string | null | undefined,
  defaultCountry?: string,
): DisplayPhone | null {
  const href = telHref(notFormatted, defaultCountry) ?? telHref(formatted, defaultCountry);
  if (!href) return null;
  const text = formatted?.trim() || formatPhone(notFormatted ?? '', defaultCountry);
  return { text, href };
}
