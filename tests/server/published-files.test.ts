/**
 * The published files' pure parts: a Slot line written from its parts is the JSON it says, in the
 * clinic's zone across a change of the clocks; a file's fingerprint changes exactly when its text does;
 * the manifest's record of when each file changed.
 */
import { describe, expect, it } from 'vitest';
import {
  BOOKING_DEEP_LINK,
  BOOKING_PHONE,
  daySpans,
  slotWriter,
} from '../../server/published-times/fhir-resources';
import { createVersionBook, publishedFiles } from '../../server/published-times/published-files';
import type { PublishedNetwork } from '../../server/published-times/published-network';
import { DEMO_CLINICS } from '../../server/seed/demo-clinics';
import { localMoment } from '../../src/domain/time-zone';
import { fhirProblems } from './fhir-check';

const writer = (date: string, timeZone: string, phone: string | null = '+7 (812) 555-12-34') =>
  slotWriter({
    base: 'https://portal.example',
    clinicId: 3,
    doctorId: 12,
    date,
    phone,
    span: daySpans(date, timeZone),
  });
const parse = (line: string) => {
  expect(line.endsWith('}\n')).toBe(true);
  return JSON.parse(line) as Record<string, unknown>;
};

describe('a Slot line', () => {
  it('is the free slot it says, with its booking link and phone', () => {
    const slot = parse(writer('2030-01-08', 'Europe/Moscow').line(9 * 60 + 30, 30, true));
    expect(slot).toEqual({
      resourceType: 'Slot',
      id: '12-3-203001080930',
      schedule: { reference: 'Schedule/12-3' },
      status: 'free',
      start: '2030-01-08T09:30:00+03:00',
      end: '2030-01-08T10:00:00+03:00',
      extension: [
        { url: BOOKING_DEEP_LINK, valueUrl: 'https://portal.example/clinic/3/doctor/12?date=2030-01-08' },
        { url: BOOKING_PHONE, valueString: '+7 (812) 555-12-34' },
      ],
    });
    expect(fhirProblems(slot)).toEqual([]);
  });

  it('a busy one has no links; a clinic with no phone gives none', () => {
    expect(parse(writer('2030-01-08', 'Europe/Moscow').line(600, 20, false))).toEqual({
      resourceType: 'Slot',
      id: '12-3-203001081000',
      schedule: { reference: 'Schedule/12-3' },
      status: 'busy',
      start: '2030-01-08T10:00:00+03:00',
      end: '2030-01-08T10:20:00+03:00',
    });
    expect(parse(writer('2030-01-08', 'Europe/Moscow', null).line(600, 20, true)).extension).toEqual([
      { url: BOOKING_DEEP_LINK, valueUrl: 'https://portal.example/clinic/3/doctor/12?date=2030-01-08' },
    ]);
  });

  it('a slot ending at midnight ends on the next day', () => {
    const slot = parse(writer('2030-01-08', 'Europe/Moscow').line(23 * 60 + 30, 30, true));
    expect([slot.start, slot.end]).toEqual(['2030-01-08T23:30:00+03:00', '2030-01-09T00:00:00+03:00']);
  });

  it.each([
    // New York springs forward at 02:00 on 2026-03-08: 01:30 for an hour ends at 03:30 summer time.
    ['2026-03-08', 90, 60, '2026-03-08T01:30:00-05:00', '2026-03-08T03:30:00-04:00'],
    ['2026-03-08', 9 * 60, 30, '2026-03-08T09:00:00-04:00', '2026-03-08T09:30:00-04:00'],
    // 02:30, a time the clocks skip, is the instant the schedule books for it (instantOf: west of UTC,
    // the hour before the jump), and ends half an hour later in real time.
    ['2026-03-08', 150, 30, '2026-03-08T01:30:00-05:00', '2026-03-08T03:00:00-04:00'],
    // Back at 02:00 on 2026-11-01: 01:30 for an hour passes 01:00 twice.
    ['2026-11-01', 9 * 60, 30, '2026-11-01T09:00:00-05:00', '2026-11-01T09:30:00-05:00'],
  ])('on %s in New York, minute %i for %i minutes is %s to %s', (date, start, minutes, from, to) => {
    const slot = parse(writer(date, 'America/New_York').line(start, minutes, true));
    expect([slot.start, slot.end]).toEqual([from, to]);
    expect(Date.parse(to) - Date.parse(from)).toBe(minutes * 60_000);
  });
});

describe('when each file changed', () => {
  it('a file keeps the read it first had its fingerprint in; a new fingerprint or a new file changes then', () => {
    const book = createVersionBook();
    const first = book.versions(
      100,
      new Map([
        ['a', 'x'],
        ['b', 'y'],
      ]),
    );
    expect([...first.values()].map((version) => version.changedAt)).toEqual([100, 100]);
    const second = book.versions(
      200,
      new Map([
        ['a', 'x'],
        ['b', 'z'],
        ['c', 'w'],
      ]),
    );
    expect(Object.fromEntries([...second].map(([path, version]) => [path, version.changedAt]))).toEqual({
      a: 100,
      b: 200,
      c: 200,
    });
    // A read older than the last recorded is answered from what is known, and changes nothing.
    const late = book.versions(
      150,
      new Map([
        ['a', 'x'],
        ['b', 'y'],
      ]),
    );
    expect(late.get('b')?.changedAt).toBe(150);
    expect(book.versions(300, new Map([['b', 'z']])).get('b')?.changedAt).toBe(200);
  });
});

describe("a slot file's fingerprint", () => {
  const clinic = { ...DEMO_CLINICS[0]!.clinic, logotypes: {} };
  // Monday 2030-01-07, 09:00 in Moscow; one doctor working 09:00–12:00 in 30-minute slots on weekdays.
  const network = (changes: Partial<PublishedNetwork> = {}): PublishedNetwork => ({
    at: Date.UTC(2030, 0, 7, 6),
    timeZone: 'Europe/Moscow',
    now: localMoment(Date.UTC(2030, 0, 7, 6), 'Europe/Moscow'),
    dates: ['2030-01-07', '2030-01-08'],
    country: 'RU',
    clinics: [clinic],
    schedules: new Map([
      [
        clinic.id,
        [{ clinicId: clinic.id, clinicTitle: '', doctorId: 5, fullName: '', specialties: [], services: [] }],
      ],
    ]),
    hours: new Map([[clinic.id, hours]]),
    busy: { busy: new Set() },
    ...changes,
  });
  const hours = {
    weekly: [1, 2, 3, 4, 5].map((weekday) => ({
      doctorId: 5,
      weekday,
      startMinute: 540,
      endMinute: 720,
      slotMinutes: 30,
      validFrom: null,
      validUntil: null,
    })),
    exceptions: [],
    daysOff: new Set<string>(),
  };
  const slotFile = (read: PublishedNetwork) => publishedFiles(read).find((file) => file.type === 'Slot')!;
  const forms = (read: PublishedNetwork) => {
    const file = slotFile(read);
    return { text: file.text('https://portal.example'), fingerprint: file.fingerprint() };
  };

  it.each([
    ['a time booked', { busy: { busy: new Set(['5|2030-01-08|10:00']) } }, true],
    ['a slot begun', { now: localMoment(Date.UTC(2030, 0, 7, 6, 30), 'Europe/Moscow') }, true],
    ['the clinic phone', { clinics: [{ ...clinic, phone1: '+7 (812) 000-00-00' }] }, true],
    ['a day off', { hours: new Map([[clinic.id, { ...hours, daysOff: new Set(['5|2030-01-08']) }]]) }, true],
    ['the zone', { timeZone: 'Europe/Samara' }, true],
    [
      'a minute with no slot begun',
      { now: localMoment(Date.UTC(2030, 0, 7, 6, 10), 'Europe/Moscow') },
      false,
    ],
    ['a time booked in a week not in the file', { busy: { busy: new Set(['5|2030-01-14|10:00']) } }, false],
  ] as const)('%s: the text changes %s, and the fingerprint with it', (_, changes, changed) => {
    const before = forms(network());
    const after = forms(network(changes as Partial<PublishedNetwork>));
    expect(after.text !== before.text).toBe(changed);
    expect(after.fingerprint !== before.fingerprint).toBe(changed);
  });
});
