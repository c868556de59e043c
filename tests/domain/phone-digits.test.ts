/** What the phone fields use before their formatter loads (src/domain/phone-digits.ts). */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { describe, expect, it } from 'vitest';
import { dialCodeOf, unmaskedPhone } from '../../src/domain/phone-digits';
import { formatPhoneInput } from '../../src/domain/phone-mask';

describe('the phone fields before the formatter', () => {
  it("knows every country's dial code as libphonenumber-js does", () => {
    for (const alpha2 of getCountries())
      expect(dialCodeOf(alpha2), alpha2).toBe(getCountryCallingCode(alpha2));
    for (const unknown of ['XX', 'ru', 'R', 'RUS', '', null, undefined, '7R', 'U'])
      expect(dialCodeOf(unknown)).toBe('');
  });

  it("shows '+' and the typed digits, the formatter's own text for digits no mask fits", () => {
    expect(unmaskedPhone('')).toBe('');
    expect(unmaskedPhone('+')).toBe('');
    expect(unmaskedPhone('8 (999) 123')).toBe('+8999123');
    expect(unmaskedPhone('1'.repeat(25))).toBe(`+${'1'.repeat(20)}`);
    expect(unmaskedPhone('000123')).toBe(formatPhoneInput('000123'));
  });
});
