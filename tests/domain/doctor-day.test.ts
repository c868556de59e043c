import { describe, expect, it } from 'vitest';
import { askedDay, doctorDayPath } from '../../src/domain/doctor-day';
import { matchRoute } from '../../src/domain/routes';

describe("a link to a doctor's page at a day", () => {
  it('is the doctor route with the day in its query', () => {
    const path = doctorDayPath(3, 12, '2026-12-02');
    expect(path).toBe('/clinic/3/doctor/12?date=2026-12-02');
    const [pathname, search] = path.split('?');
    expect(matchRoute(pathname!)?.route.name).toBe('doctor');
    expect(askedDay(`?${search}`)).toBe('2026-12-02');
  });

  it.each([
    ['', null],
    ['?date=', null],
    ['?date=2026-02-30', null],
    ['?date=tomorrow', null],
    ['?date=2026-11-24', '2026-11-24'],
    ['?source=search-site&date=2026-11-30&booking-referral=abc', '2026-11-30'],
  ])('%j asks for %s', (search, expected) => {
    expect(askedDay(search)).toBe(expected);
  });
});
