import { describe, expect, it } from 'vitest';
import { clinicPlace } from '../../src/domain/clinic-place';

describe('clinicPlace', () => {
  it.each([
    ['Москва', 'ул. Ленина, 1', 'Москва, ул. Ленина, 1'],
    ['Москва', '', 'Москва'],
    ['', 'ул. Ленина, 1', 'ул. Ленина, 1'],
    ['', '', ''],
  ])('city %j and short address %j make %j', (city, shortAddress, line) => {
    expect(clinicPlace({ address: { city }, shortAddress })).toBe(line);
  });
});
