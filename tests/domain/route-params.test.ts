import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  isValidCategoryId,
  isValidId,
  isValidKey,
  isValidParam,
  parseId,
} from '../../src/domain/route-params';

describe('link keys', () => {
  it.each([
    ['abcdefghij', true],
    ['ABCDEFGHIJ', true],
    ['0123456789', true],
    ['a+b/c+d/ef', true],
    ['abcdefghi=', true],
    ['+/+/+/+/+=', true],
    ['abcdefghi', false],
    ['abcdefghijk', false],
    ['abcdefgh==', false],
    ['=abcdefghi', false],
    ['abcde-ghij', false],
    ['abcde_ghij', false],
    ['abcde ghij', false],
    ['абвгдежзий', false],
    ['abc', false],
    ['', false],
  ])('%j → %s', (key, valid) => {
    expect(isValidKey(key)).toBe(valid);
  });
});

describe('ids and category ids', () => {
  it.each([
    ['1', true, true],
    ['0', true, true],
    ['0042', true, true],
    ['123456789', true, true],
    [ALL_CATEGORIES, false, true],
    ['ALL', false, false],
    ['-1', false, false],
    ['1.5', false, false],
    ['1e3', false, false],
    [' 1', false, false],
    ['', false, false],
    ['abc', false, false],
  ])('%j: id %s, categoryId %s', (value, id, categoryId) => {
    expect(isValidId(value)).toBe(id);
    expect(isValidCategoryId(value)).toBe(categoryId);
  });

  it('the all-categories marker is the literal "all"', () => {
    expect(ALL_CATEGORIES).toBe('all');
  });

  it('an absent parameter is never valid', () => {
    expect(isValidParam('id', undefined)).toBe(false);
    expect(isValidParam('key', undefined)).toBe(false);
    expect(isValidParam('categoryId', undefined)).toBe(false);
  });

  it.each([
    ['12', 12],
    ['007', 7],
    ['abc', null],
    ['', null],
    [null, null],
    [undefined, null],
    ['99999999999999999999', null],
    ['0', null],
    ['000', null],
    ['2147483647', 2_147_483_647],
    ['2147483648', null],
  ])('parseId(%j) → %j', (value, id) => {
    expect(parseId(value)).toBe(id);
  });
});
