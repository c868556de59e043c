/**
 * The schedule a move shows: with `movingAppointmentId` and its owner's token, the visit's own span is
 * free (the move takes such a time); another patient's visit stays busy; a stranger naming the same id
 * gets the public answer, and a request without a token is refused, so the id never tells where
 * someone else's visit lies. The owner's answer is not kept for other askers. The personal link's move
 * gets the same schedule by the link's key, which names the visit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorKeys, getDoctorsSchedule, parseWith } from '../../src/api';
import {
  type BookingTest,
  bookDirect,
  CLINIC,
  DIRECT,
  lists,
  openBookingTest,
  quarterHourGrid,
} from './booking-kit';
import { DIALECTS } from './harness';

type Client = Awaited<ReturnType<BookingTest['newClient']>>;

const DAY = '2030-02-18';
const SCHEDULE = `/clinics/${CLINIC}/doctors-schedule`;

describe.each(DIALECTS)('the schedule of a move on %s', (dialect) => {
  let t: BookingTest;
  beforeAll(async () => {
    t = await openBookingTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const book = (client: Client, time: string, date = DAY) => bookDirect(t, client, date, time);
  /** 15-minute slots for the day, so 10:15 lies inside a 30-minute visit at 10:00. */
  const quarterHours = (date: string) => quarterHourGrid(t.db, date);
  /** The times offered with DIRECT on the day, in order. */
  const timesOf = (body: unknown, date = DAY) =>
    Object.entries(
      parseWith(getDoctorsSchedule.answer, body, 'test').find((day) => day.date === date)!.recordingPoints,
    )
      .filter(([, doctors]) => doctors.includes(DIRECT))
      .map(([time]) => time);
  const schedule = (extra: object, token?: string) =>
    t.post(SCHEDULE, { doctorIds: [DIRECT], date: DAY, ...extra }, { token });

  it('frees the owner’s own span only, for the owner only', async () => {
    const [me, other] = [await t.newClient(), await t.newClient()];
    const mine = await book(me, '10:00');
    await book(other, '10:30');
    await quarterHours(DAY);

    const owner = await schedule({ movingAppointmentId: mine }, me.token);
    expect(owner.status).toBe(200);
    expect(owner.res.headers.get('Cache-Control')).toBe('no-store');
    const ownerTimes = timesOf(owner.body);
    expect(ownerTimes).toContain('10:00');
    expect(ownerTimes).toContain('10:15');
    // The other patient's visit (10:30–11:00) stays busy.
    expect(ownerTimes).not.toContain('10:30');
    expect(ownerTimes).not.toContain('10:45');
    expect(ownerTimes).toContain('11:00');

    // The public answer, asked after the owner's: the owner's free times were not kept for it.
    const pub = await schedule({});
    expect(pub.status).toBe(200);
    const publicTimes = timesOf(pub.body);
    for (const busy of ['10:00', '10:15', '10:30', '10:45']) expect(publicTimes).not.toContain(busy);

    // Another client naming my appointment gets the public answer, whatever the id.
    const stranger = await schedule({ movingAppointmentId: mine }, other.token);
    expect(stranger.status).toBe(200);
    expect(timesOf(stranger.body)).toEqual(publicTimes);
    // Without a token (or with a dead one) the id is refused in the error-list shape.
    for (const token of [undefined, 'not-a-live-token']) {
      const anonymous = await schedule({ movingAppointmentId: mine }, token);
      expect([anonymous.status, anonymous.body]).toEqual([
        401,
        lists({ formErrors: [errorKeys.unauthorized] }),
      ]);
    }
  });

  it('by the personal link’s key: the visit’s own span is free, another patient’s stays taken', async () => {
    const date = '2030-02-19';
    const [me, other] = [await t.newClient(), await t.newClient()];
    const mine = await book(me, '10:00', date);
    await book(other, '10:30', date);
    await quarterHours(date);
    const { client_access_key: key } = await t.db
      .selectFrom('appointments')
      .select('client_access_key')
      .where('id', '=', mine)
      .executeTakeFirstOrThrow();
    const byKey = (clientAccessKey: unknown) =>
      t.post('/clients/move-schedule-using-client-access-key', { clientAccessKey, date });

    const reply = await byKey(key);
    expect(reply.status).toBe(200);
    expect(reply.res.headers.get('Cache-Control')).toBe('no-store');
    const times = timesOf(reply.body, date);
    expect(times).toEqual(expect.arrayContaining(['10:00', '10:15', '11:00']));
    expect(times).not.toContain('10:30');
    expect(times).not.toContain('10:45');

    expect([(await byKey('AAAAAAAAA=')).status, (await byKey('no key')).status]).toEqual([404, 400]);
    expect((await byKey('no key')).body).toMatchObject({
      unexpectedErrors: [],
      formErrors: expect.any(Array),
    });
  });

  it('a time a waitlist offer holds for the mover is free in their move’s schedule, as the move takes it', async () => {
    const date = '2030-02-20';
    const [me, other] = [await t.newClient(), await t.newClient()];
    const mine = await book(me, '10:00', date);
    await quarterHours(date);
    /** An offer of 11:30 held for `client`, as the waitlist holds a freed time for the first in line. */
    const holdFor = async (clientId: number) => {
      const now = new Date().toISOString();
      const request = await t.db
        .insertInto('waitlist_requests')
        .values({
          client_id: clientId,
          clinic_id: CLINIC,
          doctor_id: DIRECT,
          service_id: null,
          last_date: date,
          created_at: now,
          ended_at: null,
          end_reason: null,
          dismissed_at: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.db
        .insertInto('waitlist_offers')
        .values({
          key: `HOLD${clientId}`.padEnd(10, 'A').slice(0, 10),
          request_id: request.id,
          client_id: clientId,
          clinic_id: CLINIC,
          doctor_id: DIRECT,
          service_id: null,
          date,
          time: '11:30',
          status: 'held',
          offered_at: now,
          expires_at: new Date(Date.now() + 3_600_000).toISOString(),
          decided_at: null,
          appointment_id: null,
        })
        .execute();
    };
    await holdFor(me.clientId);
    const asked = (token?: string, extra: object = {}) =>
      t.post(SCHEDULE, { doctorIds: [DIRECT], date, ...extra }, { token });

    expect(timesOf((await asked(me.token, { movingAppointmentId: mine })).body, date)).toContain('11:30');
    expect(timesOf((await asked()).body, date)).not.toContain('11:30');
    const { client_access_key: key } = await t.db
      .selectFrom('appointments')
      .select('client_access_key')
      .where('id', '=', mine)
      .executeTakeFirstOrThrow();
    const byKey = await t.post('/clients/move-schedule-using-client-access-key', {
      clientAccessKey: key,
      date,
    });
    expect(timesOf(byKey.body, date)).toContain('11:30');
    // Held for someone else, it stays taken to the mover.
    const theirs = await book(other, '09:00', date);
    expect(timesOf((await asked(other.token, { movingAppointmentId: theirs })).body, date)).not.toContain(
      '11:30',
    );
  });

  it('a malformed appointment id is bad input, never a 500', async () => {
    const me = await t.newClient();
    for (const bad of [0, -1, 1.5, 'x', 2_147_483_648, null]) {
      const reply = await schedule({ movingAppointmentId: bad }, me.token);
      expect(reply.status, String(bad)).toBe(400);
      expect(reply.body).toMatchObject({ unexpectedErrors: [], formErrors: expect.any(Array) });
    }
  });
});
