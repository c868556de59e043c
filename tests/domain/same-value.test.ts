import { describe, expect, it } from 'vitest';
import { sameValue } from '../../src/domain/same-value';

describe('sameValue', () => {
  it('takes objects with the same content in another key order as the same', () => {
    expect(sameValue({ a: 1, b: [{ c: 'x', d: null }] }, { b: [{ d: null, c: 'x' }], a: 1 })).toBe(true);
  });

  it('tells apart a changed, missing or extra value at any depth', () => {
    const days = [{ date: '2026-11-27', recordingPoints: { '10:00': [1] } }];
    expect(sameValue(days, [{ date: '2026-11-27', recordingPoints: { '10:00': [2] } }])).toBe(false);
    expect(sameValue(days, [{ date: '2026-11-27', recordingPoints: {} }])).toBe(false);
    expect(sameValue(days, [...days, days[0]])).toBe(false);
    expect(sameValue({ a: 1 }, { a: 1, b: undefined })).toBe(false);
    expect(sameValue({ a: undefined }, { b: undefined })).toBe(false);
  });

  it('does not take an array for an object with index keys, nor null for an empty object', () => {
    expect(sameValue([1], { 0: 1 })).toBe(false);
    expect(sameValue(null, {})).toBe(false);
    expect(sameValue(0, '0')).toBe(false);
  });
});
