import { describe, expect, it } from 'vitest';
import {
  countryPhones,
  DEFAULT_PHONE_MASK,
  dialCodeOf,
  digitsOnly,
  formatPhoneInput,
  maskFor,
} from '../../src/domain/phone-mask';

describe('phone masks', () => {
  it('covers about 230 countries keyed by alpha2, US and CA sharing 1', () => {
    const table = countryPhones();
    expect(table.length).toBeGreaterThanOrEqual(230);
    expect(new Set(table.map((country) => country.alpha2)).size).toBe(table.length);
    expect(dialCodeOf('US')).toBe('1');
    expect(dialCodeOf('CA')).toBe('1');
    expect(dialCodeOf('RU')).toBe('7');
    expect(dialCodeOf('AE')).toBe('971');
    expect(dialCodeOf('XX')).toBe('');
    expect(dialCodeOf(null)).toBe('');
  });

  it.each([
    ['79123456789', 'RU', '+# ### ### ## ##'],
    ['7', 'RU', '+# ### ### ## ##'],
    // Equal lengths: the preferred country's grouping wins.
    ['77710009998', 'KZ', '+# ### ### ####'],
    ['447400123456', undefined, '+## #### ######'],
    // 971 is longer than 97x codes and 9: the longest matching dial code wins.
    ['971501234567', undefined, '+### ## ### ####'],
    // Longer than every mask of its dial code: the default.
    ['7912345678901234', 'RU', DEFAULT_PHONE_MASK],
    // No dial code matches (0 starts none).
    ['0123', undefined, DEFAULT_PHONE_MASK],
  ])('maskFor(%j, %s) → %j', (digits, preferred, mask) => {
    expect(maskFor(digits, preferred)).toBe(mask);
  });

  it('picks the shortest mask of the dial code that holds every digit', () => {
    const masks = countryPhones()
      .filter((country) => country.dialCode === '49')
      .map((country) => country.mask);
    const chosen = maskFor('4915123456789');
    expect(masks).toContain(chosen);
    const size = (mask: string) => mask.replace(/[^#]/g, '').length;
    expect(size(chosen)).toBeGreaterThanOrEqual(13);
    for (const mask of masks) if (size(mask) >= 13) expect(size(mask)).toBeGreaterThanOrEqual(size(chosen));
  });

  it.each([
    ['', ''],
    ['7', '+7'],
    ['7912', '+7 912'],
    ['79123', '+7 912 3'],
    ['+7 (912) 345-67-89', '+7 912 345 67 89'],
    ['7912345678901234567890', '+79123456789012345678'],
    ['abc', ''],
  ])('formatPhoneInput(%j) → %j', (typed, shown) => {
    expect(formatPhoneInput(typed, 'RU')).toBe(shown);
  });

  it('sends digits only', () => {
    expect(digitsOnly('+7 912 345 67 89')).toBe('79123456789');
    expect(digitsOnly(formatPhoneInput('79990000001', 'RU'))).toBe('79990000001');
  });
});
