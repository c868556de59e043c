import { describe, expect, it } from 'vitest';
import {
  addDays,
  clinicToday,
  instantOf,
  isCalendarDate,
  isoWeekday,
  localMoment,
  localMomentOrDevice,
  minutesToTime,
  offsetText,
  timeToMinutes,
  wallClockMinutes,
} from '../../src/domain/time-zone';

const utc = (iso: string) => Date.parse(iso);

describe('localMoment: the clinic-local date and time of an instant', () => {
  it.each([
    // Europe/London: GMT, then BST from 2026-03-29 01:00 UTC to 2026-10-25 01:00 UTC.
    ['2026-03-29T00:59:00Z', 'Europe/London', '2026-03-29', '00:59'],
    ['2026-03-29T01:00:00Z', 'Europe/London', '2026-03-29', '02:00'],
    ['2026-10-25T00:59:00Z', 'Europe/London', '2026-10-25', '01:59'],
    ['2026-10-25T01:00:00Z', 'Europe/London', '2026-10-25', '01:00'],
    // America/New_York: EST, EDT from 2026-03-08 07:00 UTC to 2026-11-01 06:00 UTC.
    ['2026-03-08T06:59:00Z', 'America/New_York', '2026-03-08', '01:59'],
    ['2026-03-08T07:00:00Z', 'America/New_York', '2026-03-08', '03:00'],
    ['2026-11-01T05:59:00Z', 'America/New_York', '2026-11-01', '01:59'],
    ['2026-11-01T06:00:00Z', 'America/New_York', '2026-11-01', '01:00'],
    ['2026-01-01T03:00:00Z', 'America/New_York', '2025-12-31', '22:00'],
    // Russian zones: no DST since 2014; Moscow went from UTC+4 to UTC+3 on 2014-10-26.
    ['2014-10-25T21:59:00Z', 'Europe/Moscow', '2014-10-26', '01:59'],
    ['2014-10-25T22:00:00Z', 'Europe/Moscow', '2014-10-26', '01:00'],
    ['2026-07-01T21:00:00Z', 'Europe/Moscow', '2026-07-02', '00:00'],
    ['2026-01-15T12:30:00Z', 'Europe/Kaliningrad', '2026-01-15', '14:30'],
    ['2026-01-15T12:30:00Z', 'Europe/Samara', '2026-01-15', '16:30'],
    ['2026-01-15T12:30:00Z', 'Asia/Yekaterinburg', '2026-01-15', '17:30'],
    ['2026-01-15T12:30:00Z', 'Asia/Vladivostok', '2026-01-15', '22:30'],
    ['2026-01-15T12:30:00Z', 'Asia/Kamchatka', '2026-01-16', '00:30'],
  ])('%s in %s is %s %s', (at, zone, date, time) => {
    expect(localMoment(utc(at), zone)).toEqual({ date, time, minutes: timeToMinutes(time) });
  });

  it('an unknown zone throws; localMomentOrDevice (and so clinicToday) falls back to the device’s clock', () => {
    const at = utc('2026-05-01T10:00:00Z');
    expect(() => localMoment(at, 'Not/AZone')).toThrow(RangeError);
    const device = new Date(at);
    expect(localMomentOrDevice(at, 'Not/AZone')).toMatchObject({
      date: `${device.getFullYear()}-${String(device.getMonth() + 1).padStart(2, '0')}-${String(device.getDate()).padStart(2, '0')}`,
      minutes: device.getHours() * 60 + device.getMinutes(),
    });
    expect(clinicToday(at, 'Not/AZone')).toBe(localMomentOrDevice(at, 'Not/AZone').date);
    expect(localMomentOrDevice(at, 'Europe/Moscow')).toEqual(localMoment(at, 'Europe/Moscow'));
  });
});

describe('instantOf: the instant of a clinic-local date and time', () => {
  it.each([
    ['2026-01-15', '12:00', 'Europe/London', '2026-01-15T12:00:00Z'],
    ['2026-07-01', '12:00', 'Europe/London', '2026-07-01T11:00:00Z'],
    ['2026-07-01', '12:00', 'America/New_York', '2026-07-01T16:00:00Z'],
    ['2026-12-01', '12:00', 'America/New_York', '2026-12-01T17:00:00Z'],
    ['2026-06-01', '09:00', 'Europe/Moscow', '2026-06-01T06:00:00Z'],
    ['2013-06-01', '09:00', 'Europe/Moscow', '2013-06-01T05:00:00Z'],
    ['2026-06-01', '09:00', 'Asia/Kamchatka', '2026-05-31T21:00:00Z'],
    ['2026-06-01', '00:00', 'Asia/Vladivostok', '2026-05-31T14:00:00Z'],
    ['2026-11-24', '23:45', 'Asia/Vladivostok', '2026-11-24T13:45:00Z'],
    ['2026-11-24', '08:00', 'Europe/Moscow', '2026-11-24T05:00:00Z'],
    ['2026-07-01', '09:30', 'Europe/Berlin', '2026-07-01T07:30:00Z'],
    ['2026-01-15', '09:30', 'Europe/Berlin', '2026-01-15T08:30:00Z'],
    ['2026-03-29', '03:30', 'Europe/Berlin', '2026-03-29T01:30:00Z'],
    // Skipped times come out an hour to one side of the jump.
    ['2026-03-29', '01:30', 'Europe/London', '2026-03-29T01:30:00Z'],
    ['2026-03-08', '02:30', 'America/New_York', '2026-03-08T06:30:00Z'],
    ['2010-03-28', '02:30', 'Europe/Moscow', '2010-03-27T23:30:00Z'],
    // Times passed twice: the later reading east of UTC, the earlier west of it.
    ['2026-10-25', '01:30', 'Europe/London', '2026-10-25T01:30:00Z'],
    ['2014-10-26', '01:30', 'Europe/Moscow', '2014-10-25T22:30:00Z'],
    ['2026-11-01', '01:30', 'America/New_York', '2026-11-01T05:30:00Z'],
  ])('%s %s in %s is %s', (date, time, zone, at) => {
    expect(new Date(instantOf(date, time, zone)).toISOString()).toBe(new Date(at).toISOString());
  });

  it('round-trips with localMoment on every quarter hour of a transition day', () => {
    for (const [date, zone] of [
      ['2026-03-29', 'Europe/London'],
      ['2026-11-01', 'America/New_York'],
      ['2014-10-26', 'Europe/Moscow'],
    ] as const) {
      for (let minutes = 0; minutes < 24 * 60; minutes += 15) {
        const time = minutesToTime(minutes);
        const back = localMoment(instantOf(date, time, zone), zone);
        // Only a skipped time may read back differently, and then an hour later.
        if (back.time !== time) expect(back.minutes - minutes).toBe(60);
        else expect(back.date).toBe(date);
      }
    }
  });
});

describe('dates', () => {
  it.each([
    ['2026-12-31T20:59:00Z', 'Europe/Moscow', '2026-12-31'],
    ['2026-12-31T21:00:00Z', 'Europe/Moscow', '2027-01-01'],
    ['2026-12-31T21:00:00Z', 'America/New_York', '2026-12-31'],
    ['2026-11-23T20:59:00Z', 'Europe/Moscow', '2026-11-23'],
    ['2026-11-23T21:00:00Z', 'Europe/Moscow', '2026-11-24'],
    ['2026-11-24T02:00:00Z', 'America/New_York', '2026-11-23'],
  ])('clinicToday at %s in %s is %s', (at, zone, date) => {
    expect(clinicToday(new Date(at), zone)).toBe(date);
    expect(clinicToday(utc(at), zone)).toBe(date);
  });

  it.each([
    ['2026-03-28', 1, '2026-03-29'],
    ['2026-03-29', 1, '2026-03-30'],
    ['2026-10-25', -1, '2026-10-24'],
    ['2028-02-28', 1, '2028-02-29'],
    ['2026-12-31', 1, '2027-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-01-31', 60, '2026-04-01'],
    ['2026-11-30', 1, '2026-12-01'],
    ['2026-03-28', 2, '2026-03-30'],
  ])('addDays(%s, %i) is %s, DST or not', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });

  it('isoWeekday: Monday 1 … Sunday 7', () => {
    expect([...Array(7)].map((_, day) => isoWeekday(addDays('2026-11-23', day)))).toEqual([
      1, 2, 3, 4, 5, 6, 7,
    ]);
  });

  it('times as minutes and back; wall-clock minutes order a date and time', () => {
    expect(timeToMinutes('09:45')).toBe(585);
    expect(minutesToTime(585)).toBe('09:45');
    expect(minutesToTime(0)).toBe('00:00');
    expect(wallClockMinutes('2026-11-24', '00:10') - wallClockMinutes('2026-11-23', '23:50')).toBe(20);
  });

  it.each([
    ['2026-07-01T12:00:00Z', 'Europe/Moscow', '+03:00'],
    ['2026-01-15T12:00:00Z', 'America/New_York', '-05:00'],
    // Summer time starts at 07:00 UTC: the offset the instant has, not the day's.
    ['2026-03-08T06:59:00Z', 'America/New_York', '-05:00'],
    ['2026-03-08T07:00:00Z', 'America/New_York', '-04:00'],
    ['2026-01-15T12:00:00Z', 'Asia/Kathmandu', '+05:45'],
    ['2026-01-15T12:00:00Z', 'UTC', '+00:00'],
  ])('offsetText(%s, %s) is %s', (at, zone, expected) => {
    expect(offsetText(utc(at), zone)).toBe(expected);
  });

  it('isCalendarDate: only real dates written YYYY-MM-DD', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    for (const text of ['2026-02-30', '2026-13-01', '2026-1-01', '2026-01-01T00:00', ' 2026-01-01', ''])
      expect(isCalendarDate(text), text).toBe(false);
  });
});
