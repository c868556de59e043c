import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentErrorKeys as keys, createAppointment, parseWith } from '../../src/api';
import {
  type BookingTest,
  CLINIC,
  DIRECT,
  lists,
  OTHER_CLINIC_SERVICE,
  keptAnswers,
  openBookingTest,
  pointsOf,
  SECOND,
  SERVICE,
  SERVICE_ONLY,
  T0,
  UNAVAILABLE,
} from './booking-kit';
import { KEPT_ANSWERS_PER_CLIENT } from '../../server/appointments/idempotency';
import { DIALECTS } from './harness';
import { STATUS } from '../../src/domain/appointment-status';

const BAD_INPUT = lists({ formErrors: ['errors.basis.invalid_input'] });
const TAKEN = (nearest: string[]) =>
  lists({ createAppointmentErrors: [keys.recordingPointNotAvailable], nearestFreeTimes: nearest });
const DAILY_LIMIT = 3;

describe.each(DIALECTS)('create appointment on %s', (dialect) => {
  let t: BookingTest;
  beforeAll(async () => {
    t = await openBookingTest(dialect, { limits: { dailyBookings: DAILY_LIMIT } });
  });
  afterAll(async () => {
    await t?.close();
  });

  const book = (token: string | undefined, body: Record<string, unknown>, key?: string) =>
    t.post(
      '/clients/create-appointment',
      { clinicId: CLINIC, doctorIds: [DIRECT], date: '2030-01-08', time: '09:00', ...body },
      { token, key },
    );
  const appointmentsOf = (clientId: number) =>
    t.db.selectFrom('appointments').selectAll().where('client_id', '=', clientId).orderBy('id').execute();

  it('needs a live access token', async () => {
    for (const token of [undefined, 'not-a-token', 'a'.repeat(300)]) {
      const res = await book(token, {});
      expect(res.status).toBe(401);
      expect(res.body).toEqual(
        lists({
          formErrors: ['errors.basis.unauthorized'],
          createAppointmentErrors: ['errors.basis.unauthorized'],
        }),
      );
    }
  });

  it('books a free time with the payload, and the time leaves the schedule', async () => {
    const { clientId, token } = await t.newClient();
    const res = await book(token, {
      date: '2030-01-08',
      time: '10:30',
      clientComment: '  болит спина  ',
      roistatVisit: 'r-123',
      coMagicVisit: 'cm-9',
      referralId: 77,
    });
    expect(res.status).toBe(200);
    const { appointment } = parseWith(createAppointment.answer, res.body, 'test');
    expect(appointment).toMatchObject({
      clinicId: CLINIC,
      doctorId: DIRECT,
      serviceId: null,
      date: '2030-01-08',
      time: '10:30',
      duration: 30,
      status: STATUS.NEED_APPROVAL,
    });
    const [row] = await appointmentsOf(clientId);
    expect(row).toMatchObject({
      id: appointment.id,
      client_comment: 'болит спина',
      roistat_visit: 'r-123',
      comagic_visit: 'cm-9',
      referral_id: 77,
      created_at: new Date(T0).toISOString(),
      cancelled_at: null,
      deleted_at: null,
    });
    const days = pointsOf(
      (await t.post(`/clinics/${CLINIC}/doctors-schedule`, { doctorIds: [DIRECT], date: '2030-01-08' })).body,
    );
    expect(days[0]![1]['10:30']).toBeUndefined();
    expect(days[0]![1]['11:00']).toEqual([DIRECT]);
  });

  it('answers a taken time with recording_point_not_available and the nearest free times', async () => {
    const first = await t.newClient();
    const second = await t.newClient();
    expect((await book(first.token, { time: '11:30' })).status).toBe(200);
    const res = await book(second.token, { time: '11:30' });
    expect(res.status).toBe(409);
    // 11:30 is the day's last slot: the next ones are Wednesday's first.
    expect(res.body).toEqual(TAKEN(['2030-01-09 09:00', '2030-01-09 09:30', '2030-01-09 10:00']));
    expect(await appointmentsOf(second.clientId)).toEqual([]);
  });

  it('gives the time to the next asked doctor still free then', async () => {
    const first = await t.newClient();
    const second = await t.newClient();
    expect((await book(first.token, { doctorIds: [DIRECT], time: '09:30' })).status).toBe(200);
    const res = await book(second.token, { doctorIds: [DIRECT, SECOND], time: '09:30' });
    expect(res.status).toBe(200);
    expect(parseWith(createAppointment.answer, res.body, 'test').appointment.doctorId).toBe(SECOND);
  });

  it('books a service with a service-only doctor, and asks for a service without one', async () => {
    const { token } = await t.newClient();
    const noService = await book(token, { doctorIds: [SERVICE_ONLY], time: '10:00' });
    expect(noService.status).toBe(400);
    expect(noService.body).toEqual(lists({ createAppointmentErrors: [keys.selectService] }));
    const res = await book(token, { doctorIds: [SERVICE_ONLY], entryTypeId: SERVICE, time: '10:00' });
    expect(res.status).toBe(200);
    expect(parseWith(createAppointment.answer, res.body, 'test').appointment).toMatchObject({
      doctorId: SERVICE_ONLY,
      serviceId: SERVICE,
    });
  });

  it.each([
    ['a service of another clinic', { entryTypeId: OTHER_CLINIC_SERVICE }],
    ['an unknown service', { entryTypeId: 987654 }],
    ['a doctor who does not provide it', { doctorIds: [UNAVAILABLE], entryTypeId: SERVICE }],
  ])('answers recording_for_the_service_is_not_available for %s', async (_, body) => {
    const { token } = await t.newClient();
    const res = await book(token, { time: '09:00', ...body });
    expect(res.status).toBe(400);
    expect(res.body).toEqual(lists({ createAppointmentErrors: [keys.serviceNotAvailable] }));
  });

  it.each([
    ['a doctor not available', { doctorIds: [UNAVAILABLE] }, []],
    ['a doctor of another clinic', { doctorIds: [1], clinicId: 3 }, []],
    [
      'a past time today',
      { date: '2030-01-07', time: '09:00' },
      ['2030-01-07 09:30', '2030-01-07 10:00', '2030-01-07 10:30'],
    ],
    ['yesterday', { date: '2030-01-06', time: '10:00' }, []],
    [
      'a time off the slot grid',
      { date: '2030-01-18', time: '09:10' },
      ['2030-01-18 09:30', '2030-01-18 10:00', '2030-01-18 10:30'],
    ],
    [
      'a time outside the hours',
      { date: '2030-01-18', time: '15:00' },
      // Friday's last slot is 11:30; the weekend has none.
      ['2030-01-21 09:00', '2030-01-21 09:30', '2030-01-21 10:00'],
    ],
    ['a date past the horizon', { date: '2030-03-08', time: '10:00' }, []],
  ])('answers recording_point_not_available for %s', async (_, body, nearest) => {
    const { clientId, token } = await t.newClient();
    const res = await book(token, body);
    expect(res.status).toBe(409);
    expect(res.body).toEqual(
      nearest.length === 0 && 'doctorIds' in body
        ? lists({ createAppointmentErrors: [keys.recordingPointNotAvailable] })
        : TAKEN(nearest),
    );
    expect(await appointmentsOf(clientId)).toEqual([]);
  });

  it('answers 404 for an unknown clinic', async () => {
    const { token } = await t.newClient();
    const res = await book(token, { clinicId: 999 });
    expect(res.status).toBe(404);
    expect(res.body).toEqual(lists({ formErrors: ['errors.basis.not_found'] }));
  });

  it('limits the bookings a client makes in a day; refused times do not count, the next day starts afresh', async () => {
    const client = await t.newClient();
    const { clientId, token } = client;
    expect((await book(token, { time: '15:00' })).status).toBe(409);
    for (const date of ['2030-01-14', '2030-01-15', '2030-01-16']) {
      expect((await book(token, { date, time: '11:00' })).status).toBe(200);
    }
    const res = await book(token, { date: '2030-01-17', time: '11:00' });
    expect(res.status).toBe(429);
    expect(res.body).toEqual(lists({ createAppointmentErrors: [keys.limitExceededToday] }));
    expect(await appointmentsOf(clientId)).toHaveLength(DAILY_LIMIT);
    t.clock.now = T0 + 24 * 3600_000;
    try {
      expect((await book(await t.tokenFor(client), { date: '2030-01-17', time: '11:00' })).status).toBe(200);
    } finally {
      t.clock.now = T0;
    }
  });

  it('keeps no refusal of the day limit: refused bookings write no answers, and their keys book once the day allows', async () => {
    const client = await t.newClient();
    const { clientId, token } = client;
    for (const [day, date] of ['2030-01-22', '2030-01-23', '2030-01-24'].entries()) {
      expect((await book(token, { date, time: '11:30' }, `day-${day}`)).status).toBe(200);
    }
    expect(await keptAnswers(t.db, clientId)).toBe(DAILY_LIMIT);
    for (let i = 0; i < 20; i++) {
      const refused = await book(token, { date: '2030-01-25', time: '11:30' }, `refused-${i}`);
      expect(refused.status).toBe(429);
    }
    expect(await keptAnswers(t.db, clientId)).toBe(DAILY_LIMIT);
    // A retry of a booking answered before the day ran out still gets that answer.
    const retry = await book(token, { date: '2030-01-24', time: '11:30' }, 'day-2');
    expect([retry.status, retry.res.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(await appointmentsOf(clientId)).toHaveLength(DAILY_LIMIT);
    // Past midnight in the clinic the refused key is asked afresh, not answered the stale refusal.
    t.clock.now = T0 + 16 * 3600_000;
    try {
      const later = await book(await t.tokenFor(client), { date: '2030-01-25', time: '11:30' }, 'refused-0');
      expect([later.status, later.res.headers.get('idempotent-replayed')]).toEqual([200, null]);
    } finally {
      t.clock.now = T0;
    }
  });

  it('returns the first answer to a retry with the same Idempotency-Key and books nothing more', async () => {
    const client = await t.newClient();
    const { clientId, token } = client;
    const body = { date: '2030-01-10', time: '09:00' };
    const first = await book(token, body, 'intent-1');
    expect(first.status).toBe(200);
    const retry = await book(token, body, 'intent-1');
    expect(retry.status).toBe(200);
    expect(retry.body).toEqual(first.body);
    expect(retry.res.headers.get('idempotent-replayed')).toBe('true');
    expect(await appointmentsOf(clientId)).toHaveLength(1);
    // A failure is a first answer too; another key is another intent.
    const taken = await book(token, body, 'intent-2');
    expect(taken.status).toBe(409);
    expect((await book(token, body, 'intent-2')).body).toEqual(taken.body);
    // The same key with another request is refused, not replayed.
    const reused = await book(token, { ...body, time: '09:30' }, 'intent-1');
    expect(reused.status).toBe(422);
    expect(reused.body).toEqual(BAD_INPUT);
    expect(await appointmentsOf(clientId)).toHaveLength(1);
    // Keys belong to their client: the same key of another client is its own.
    const other = await t.newClient();
    expect((await book(other.token, { ...body, time: '09:30' }, 'intent-1')).status).toBe(200);
    // A day later the answer has expired and the key is free for a new request.
    t.clock.now = T0 + 25 * 3600_000;
    try {
      const later = await book(await t.tokenFor(client), { date: '2030-01-10', time: '10:00' }, 'intent-1');
      expect(later.status).toBe(200);
      expect(await appointmentsOf(clientId)).toHaveLength(2);
      // The expired answers were swept with it; the new one stays.
      const keysLeft = await t.db
        .selectFrom('idempotent_requests')
        .select('key')
        .where('client_id', '=', clientId)
        .execute();
      expect(keysLeft).toEqual([{ key: 'intent-1' }]);
      // An expired answer the once-a-minute sweep has not reached yet does not hold its key either.
      await t.db
        .insertInto('idempotent_requests')
        .values({
          client_id: clientId,
          key: 'intent-old',
          request_hash: 'another request',
          status: 200,
          body: '{}',
          created_at: new Date(T0).toISOString(),
        })
        .execute();
      t.clock.now += 10_000;
      const token = await t.tokenFor(client);
      const reclaimed = await book(token, { date: '2030-01-10', time: '10:30' }, 'intent-old');
      expect([reclaimed.status, reclaimed.res.headers.get('idempotent-replayed')]).toEqual([200, null]);
      expect(await appointmentsOf(clientId)).toHaveLength(3);
    } finally {
      t.clock.now = T0;
    }
  });

  it.each([
    ['a comment over 512 characters', { clientComment: 'я'.repeat(513) }],
    ['referralId 0', { referralId: 0 }],
    ['a negative referralId', { referralId: -3 }],
    ['a fractional referralId', { referralId: 1.5 }],
    ['a text referralId', { referralId: '5' }],
    ['no doctors', { doctorIds: [] }],
    ['no date', { date: undefined }],
    ['time 24:00', { time: '24:00' }],
    ['time 9:00', { time: '9:00' }],
    ['a text clinic id', { clinicId: '1' }],
    ['a huge marketing id', { roistatVisit: 'x'.repeat(101) }],
  ])('answers 400 in the error-list shape for %s', async (_, body) => {
    const { clientId, token } = await t.newClient();
    const res = await book(token, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(BAD_INPUT);
    expect(await appointmentsOf(clientId)).toEqual([]);
  });

  it('keeps a bounded number of a client’s answers that changed nothing; a retry stays safe past it', async () => {
    const client = await t.newClient();
    const { clientId, token } = client;
    // Refusals with a new key each (an unknown clinic: 404) keep an answer only up to the bound.
    for (let i = 0; i < KEPT_ANSWERS_PER_CLIENT + 20; i++) {
      expect((await book(token, { clinicId: 999 }, `unknown-${i}`)).status).toBe(404);
    }
    expect(await keptAnswers(t.db, clientId)).toBe(KEPT_ANSWERS_PER_CLIENT);
    // An answer kept before the bound still replays.
    const early = await book(token, { clinicId: 999 }, 'unknown-0');
    expect(early.res.headers.get('idempotent-replayed')).toBe('true');
    // Past it a refusal is asked afresh on a retry: it changed nothing, so asking again is as safe.
    const body = { date: '2030-01-28', time: '09:00' };
    expect((await book((await t.newClient()).token, body)).status).toBe(200);
    const taken = await book(token, body, 'taken-late');
    const retried = await book(token, body, 'taken-late');
    expect([taken.status, retried.status, retried.res.headers.get('idempotent-replayed')]).toEqual([
      409,
      409,
      null,
    ]);
    // A booking is always kept, so its retry replays it and books nothing more.
    const booked = await book(token, { ...body, time: '10:00' }, 'booked-late');
    const again = await book(token, { ...body, time: '10:00' }, 'booked-late');
    expect([booked.status, again.status, again.res.headers.get('idempotent-replayed')]).toEqual([
      200,
      200,
      'true',
    ]);
    expect(await appointmentsOf(clientId)).toHaveLength(1);
    expect(await keptAnswers(t.db, clientId)).toBe(KEPT_ANSWERS_PER_CLIENT + 1);
  });

  it('answers 400 for a body that is not JSON and for a malformed Idempotency-Key', async () => {
    const { token } = await t.newClient();
    const raw = await t.post('/clients/create-appointment', undefined, { token, raw: 'nope' });
    expect(raw.status).toBe(400);
    expect(raw.body).toEqual(BAD_INPUT);
    const badKey = await book(token, {}, 'a b');
    expect(badKey.status).toBe(400);
    expect(badKey.body).toEqual(BAD_INPUT);
  });

  it('a comment of exactly 512 characters is accepted', async () => {
    const { token } = await t.newClient();
    expect(
      (await book(token, { date: '2030-01-11', time: '09:00', clientComment: 'я'.repeat(512) })).status,
    ).toBe(200);
  });
});
