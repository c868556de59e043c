import { describe, expect, it } from 'vitest';
import {
  EMPTY_MARKETING_CONTEXT,
  isMobileAppVisit,
  mergeMarketingContext,
  parseMarketingQuery,
  parseReferralId,
  parseStoredMarketingContext,
  searchWithoutVisitParameters,
} from '../../src/domain/marketing';

describe('marketing query', () => {
  it('reads the four parameters', () => {
    expect(parseMarketingQuery('?utmSource=mobileApp&roistatVisit=123&coMagicVisit=abc&ref=42&x=1')).toEqual({
      utmSource: 'mobileApp',
      roistatVisit: '123',
      coMagicVisit: 'abc',
      referralId: 42,
    });
    expect(parseMarketingQuery('')).toEqual(EMPTY_MARKETING_CONTEXT);
  });

  it('drops empty and over-long values', () => {
    expect(parseMarketingQuery(`?roistatVisit=&coMagicVisit=${'x'.repeat(257)}`)).toEqual(
      EMPTY_MARKETING_CONTEXT,
    );
  });

  it.each([
    ['1', 1],
    ['42', 42],
    [' 7 ', 7],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['12abc', null],
    ['', null],
    [null, null],
    ['99999999999999999999', null],
    [5, 5],
    [0, null],
    [2.5, null],
  ])('ref %j → %j', (value, expected) => {
    expect(parseReferralId(value)).toBe(expected);
  });
});

describe('stored context', () => {
  it('reads defensively', () => {
    expect(parseStoredMarketingContext(null)).toEqual(EMPTY_MARKETING_CONTEXT);
    expect(parseStoredMarketingContext('x')).toEqual(EMPTY_MARKETING_CONTEXT);
    expect(parseStoredMarketingContext({ roistatVisit: 5, referralId: '9', utmSource: 'a' })).toEqual({
      utmSource: 'a',
      roistatVisit: null,
      coMagicVisit: null,
      referralId: 9,
    });
  });

  it('a new visit wins, absent parameters keep what the session holds', () => {
    const stored = { utmSource: 'site', roistatVisit: 'r1', coMagicVisit: 'c1', referralId: 3 };
    expect(mergeMarketingContext(stored, { ...EMPTY_MARKETING_CONTEXT, roistatVisit: 'r2' })).toEqual({
      ...stored,
      roistatVisit: 'r2',
    });
    expect(mergeMarketingContext(stored, EMPTY_MARKETING_CONTEXT)).toEqual(stored);
  });
});

describe('address bar', () => {
  it.each([
    ['?roistatVisit=1&coMagicVisit=2', ''],
    ['?roistatVisit=1&utmSource=mobileApp&ref=4', '?utmSource=mobileApp&ref=4'],
    ['?a=1&coMagicVisit=2&b=3', '?a=1&b=3'],
    ['?utmSource=x&ref=5', null],
    ['', null],
  ])('%j → %j', (search, expected) => {
    expect(searchWithoutVisitParameters(search)).toBe(expected);
  });
});

describe('mobile app visit', () => {
  it('is utmSource=mobileApp exactly', () => {
    expect(isMobileAppVisit({ ...EMPTY_MARKETING_CONTEXT, utmSource: 'mobileApp' })).toBe(true);
    expect(isMobileAppVisit({ ...EMPTY_MARKETING_CONTEXT, utmSource: 'mobileapp' })).toBe(false);
    expect(isMobileAppVisit(EMPTY_MARKETING_CONTEXT)).toBe(false);
  });
});
