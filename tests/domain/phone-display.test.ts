import { describe, expect, it } from 'vitest';
import { displayPhone, formatPhone, telHref } from '../../src/domain/phone-display';

describe('phone display', () => {
  it.each([
    ['74951234567', 'RU', '+7 495 123 45 67'],
    ['+7 (495) 123-45-67', 'RU', '+7 495 123 45 67'],
    ['84951234567', 'RU', '+7 495 123 45 67'],
    ['442071838750', undefined, '+44 20 7183 8750'],
    ['12', 'RU', '12'],
    ['', 'RU', ''],
  ])('formatPhone(%j, %s) → %j', (raw, country, expected) => {
    expect(formatPhone(raw, country)).toBe(expected);
  });

  it.each([
    ['74951234567', 'tel:+74951234567'],
    ['+7 (495) 123-45-67', 'tel:+74951234567'],
    ['', null],
    [null, null],
    ['no digits', null],
  ])('telHref(%j) → %j', (raw, expected) => {
    expect(telHref(raw, 'RU')).toBe(expected);
  });

  it('prefers the server text and the unformatted digits for the link', () => {
    expect(displayPhone('+7 (495) 123-45-67', '74951234567', 'RU')).toEqual({
      text: '+7 (495) 123-45-67',
      href: 'tel:+74951234567',
    });
    expect(displayPhone(null, '74951234567', 'RU')).toEqual({
      text: '+7 495 123 45 67',
      href: 'tel:+74951234567',
    });
    expect(displayPhone('+7 495 123-45-67', null, 'RU')?.href).toBe('tel:+74951234567');
    expect(displayPhone(null, null)).toBeNull();
    expect(displayPhone('', '')).toBeNull();
  });
});
