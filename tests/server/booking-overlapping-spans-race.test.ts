/**
 * Two patients book one doctor at once, at times whose spans overlap but start apart: the doctor works in
 * two clinics the same day, half-hour slots in one and quarter-hour slots in the other, so 10:00 for 30
 * minutes in the first covers 10:15 in the second. The unique index only stops equal starts; the
 * free-time check read in the booking's transaction must see the other booking. The first booking is held
 * open right after it read the busy times, the second starts meanwhile (on PostgreSQL on another pooled
 * connection), then the first goes on: exactly one is booked, the other answered as taken, never two
 * overlapping visits.
 */
import { SelectQueryNode, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { doctorDayKey } from '../../server/appointments/doctor-day-lock';
import { GENERIC_UNEXPECTED_ERROR, appointmentErrorKeys as keys } from '../../src/api';
import { type BookingTest, CLINIC, clashingVisits, DIRECT, lists, openBookingTest } from './booking-kit';
import { DIALECTS } from './harness';
import { HoldQuery } from './hold-query';

/** The doctor's second clinic: quarter-hour slots from 09:00 to 12:00 on the test's days. */
const SECOND_CLINIC = 2;

/** The booking's read of the booked and held times (appointments union the waitlist's holds). */
const readsBusy = (node: Parameters<Parameters<HoldQuery['arm']>[0]>[0]) =>
  SelectQueryNode.is(node) && (node.setOperations?.length ?? 0) > 0;

const TAKEN = (body: unknown) =>
  expect(body).toMatchObject(lists({ createAppointmentErrors: [keys.recordingPointNotAvailable] }));

/** Working days within the booking window, one a round. */
const DAYS = [
  '2030-01-14',
  '2030-01-15',
  '2030-01-16',
  '2030-01-17',
  '2030-01-18',
  '2030-01-21',
  '2030-01-22',
  '2030-01-23',
  '2030-01-24',
  '2030-01-25',
];

/** The days the held rounds book, one a round; the last two are the moves'. */
const ROUND_DAYS = DAYS.slice(0, 8);

describe.each(DIALECTS)('concurrent bookings of overlapping spans on %s', (dialect) => {
  const hold = new HoldQuery();
  let t: BookingTest;
  beforeAll(async () => {
    t = await openBookingTest(dialect, {}, hold);
    await t.db.insertInto('doctor_clinics').values({ doctor_id: DIRECT, clinic_id: SECOND_CLINIC }).execute();
    await t.db
      .insertInto('doctor_hours_exceptions')
      .values(
        DAYS.map((date) => ({
          doctor_id: DIRECT,
          clinic_id: SECOND_CLINIC,
          date,
          start_minute: 9 * 60,
          end_minute: 12 * 60,
          slot_minutes: 15,
        })),
      )
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  const bookAt = async (clinicId: number, date: string, time: string) => {
    const client = await t.newClient();
    return () =>
      t.post(
        '/clients/create-appointment',
        { clinicId, doctorIds: [DIRECT], date, time },
        { token: client.token },
      );
  };
  const clashes = (date: string) => clashingVisits(t.db, DIRECT, date);

  // Each pair overlaps: the half-hour visit's span covers the quarter-hour one's start, or the reverse.
  const rounds: [string, [number, string], [number, string]][] = ROUND_DAYS.map((date, index) => {
    const half: [number, string] = [CLINIC, index % 4 < 2 ? '10:00' : '11:00'];
    const quarter: [number, string] = [SECOND_CLINIC, index % 4 < 2 ? '10:15' : '11:15'];
    return index % 2 === 0 ? [date, half, quarter] : [date, quarter, half];
  });

  it.each(rounds)(
    '%s: the first held after its read, the second meanwhile: one booked, one taken',
    async (date, a, b) => {
      const first = await bookAt(a[0], date, a[1]);
      const second = await bookAt(b[0], date, b[1]);
      const [held, meanwhile] = await hold.overlap(readsBusy, first, second, t);
      expect([held.status, meanwhile.status].sort()).toEqual([200, 409]);
      TAKEN((held.status === 409 ? held : meanwhile).body);
      expect(await clashes(date)).toEqual([]);
    },
  );

  it('unheld, both at once in either order, over again: never two overlapping visits', async () => {
    for (const [date, a, b] of rounds) {
      // The held rounds booked 10 or 11 o'clock of these days: the same minutes at 9 are still free.
      const shift = (time: string) => `09${time.slice(2)}`;
      const calls = [await bookAt(a[0], date, shift(a[1])), await bookAt(b[0], date, shift(b[1]))];
      const answers = await Promise.all(calls.map((call) => call()));
      expect(answers.map((answer) => answer.status).sort(), date).toEqual([200, 409]);
      expect(await clashes(date), date).toEqual([]);
    }
  });

  it.each([
    ['2030-01-24', 'the move first', true],
    ['2030-01-25', 'the booking first', false],
  ])(
    '%s: a move to 10:00 for 30 minutes and a booking of 10:15 in the other clinic, %s: one of them',
    async (date, _, moveFirst) => {
      const me = await t.newClient();
      const booked = await t.post(
        '/clients/create-appointment',
        { clinicId: CLINIC, doctorIds: [DIRECT], date: '2030-01-14', time: '09:30' },
        { token: me.token },
      );
      expect(booked.status).toBe(200);
      const id = (booked.body as { appointment: { id: number } }).appointment.id;
      const move = () =>
        t.post('/clients/move-appointment', { appointmentId: id, date, time: '10:00' }, { token: me.token });
      const book = await bookAt(SECOND_CLINIC, date, '10:15');
      const answers = moveFirst
        ? await hold.overlap(readsBusy, move, book, t)
        : await hold.overlap(readsBusy, book, move, t);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(await clashes(date)).toEqual([]);
    },
  );
});

describe("a doctor's day another writer keeps locked on postgres", () => {
  let t: BookingTest;
  beforeAll(async () => {
    t = await openBookingTest('postgres');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the busy 503 with Retry-After, books nothing, and books once the lock is let go', async () => {
    const client = await t.newClient();
    const book = () =>
      t.post(
        '/clients/create-appointment',
        { clinicId: CLINIC, doctorIds: [DIRECT], date: '2030-01-14', time: '10:00' },
        { token: client.token },
      );
    const busy = await t.db.connection().execute(async (holder) => {
      await sql`begin`.execute(holder);
      try {
        await sql`select pg_advisory_xact_lock(${String(doctorDayKey(DIRECT, '2030-01-14'))}::bigint)`.execute(
          holder,
        );
        return await book();
      } finally {
        await sql`rollback`.execute(holder);
      }
    });
    expect(busy.status).toBe(503);
    expect(busy.res.headers.get('retry-after')).toBe('5');
    expect(busy.body).toEqual({ unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] });
    const kept = await t.db
      .selectFrom('appointments')
      .select('id')
      .where('client_id', '=', client.clientId)
      .execute();
    expect(kept).toEqual([]);
    expect((await book()).status).toBe(200);
  });
});
