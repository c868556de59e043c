import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRow } from '../../server/appointments/appointment-row';
import { KEPT_ANSWERS_PER_CLIENT } from '../../server/appointments/idempotency';
import { appointmentErrorKeys as keys } from '../../src/api';
import {
  type BookingTest,
  CLINIC,
  DIRECT,
  keptAnswers,
  lists,
  openBookingTest,
  pointsOf,
  T0,
} from './booking-kit';
import { DIALECTS } from './harness';
import { STATUS } from '../../src/domain/appointment-status';

const BAD_INPUT = lists({ formErrors: ['errors.basis.invalid_input'] });
const REJECTED = lists({ cancelAppointmentErrors: [keys.cancelRejected] });
const CANCELLED = (appointmentId: number) => ({ appointmentId, status: STATUS.CANCELED_BY_CLIENT });

describe.each(DIALECTS)('cancel appointment on %s', (dialect) => {
  let t: BookingTest;
  let me: { clientId: number; token: string };
  /** Monday 09:00 at T0, so Monday 09:30 is ahead and 08:30 has begun. */
  const add = async (fields: {
    date?: string;
    time?: string;
    status?: number;
    deleted?: boolean;
    clientId?: number;
  }) => {
    const row = await t.db
      .insertInto('appointments')
      .values({
        ...appointmentRow(
          {
            client_id: fields.clientId ?? me.clientId,
            clinic_id: CLINIC,
            doctor_id: DIRECT,
            service_id: null,
            date: fields.date ?? '2030-01-09',
            time: fields.time ?? '10:00',
            duration_minutes: 30,
            status: fields.status ?? 2,
          },
          T0,
        ),
        deleted_at: fields.deleted ? new Date(T0).toISOString() : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return row.id;
  };
  const statusOf = async (id: number) =>
    await t.db
      .selectFrom('appointments')
      .select(['status', 'cancelled_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const cancel = (appointmentId: unknown, options: { token?: string; key?: string } = {}) =>
    t.post('/clients/cancel-appointment', { appointmentId }, { token: me.token, ...options });

  beforeAll(async () => {
    t = await openBookingTest(dialect);
    me = await t.newClient();
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['need approval', 2, '2030-01-09', '10:00'],
    ['confirmed by administrator', 9, '2030-01-09', '10:30'],
    ['approved', 1, '2030-01-09', '11:00'],
    ['approved, later today', 1, '2030-01-07', '09:30'],
  ])(
    'cancels an appointment that is %s and ahead, and gives its time back',
    async (_, status, date, time) => {
      const id = await add({ status, date, time });
      const res = await cancel(id);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(CANCELLED(id));
      expect(await statusOf(id)).toEqual({
        status: STATUS.CANCELED_BY_CLIENT,
        cancelled_at: new Date(T0).toISOString(),
      });
      const days = pointsOf(
        (await t.post(`/clinics/${CLINIC}/doctors-schedule`, { doctorIds: [DIRECT], date })).body,
      );
      expect(days[0]![1][time]).toEqual([DIRECT]);
      // The held-time index is partial: a cancelled row does not stop someone else booking the time.
      const other = await t.newClient();
      const rebooked = await t.post(
        '/clients/create-appointment',
        { clinicId: CLINIC, doctorIds: [DIRECT], date, time },
        { token: other.token },
      );
      expect(rebooked.status).toBe(200);
    },
  );

  it.each([
    ['arrived', 6, '09:00'],
    ['billed', 3, '09:30'],
    ['serviced', 7, '10:00'],
    ['paid', 8, '10:30'],
    ['failed', 5, '11:00'],
  ])('rejects cancelling an appointment that is %s', async (_, status, time) => {
    // Each at its own time: the held-time index allows one active appointment per doctor and time.
    const id = await add({ status, time, date: '2030-01-10' });
    const res = await cancel(id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual(REJECTED);
    expect((await statusOf(id)).status).toBe(status);
  });

  it.each([
    ['began today', '2030-01-07', '09:00'],
    ['was yesterday', '2030-01-06', '11:00'],
  ])(
    'rejects cancelling an appointment that %s as too late to change online, not as a status change',
    async (_, date, time) => {
      const id = await add({ date, time });
      const res = await cancel(id);
      expect(res.status).toBe(409);
      expect(res.body).toEqual(lists({ cancelAppointmentErrors: [keys.tooLateToChangeOnline] }));
      expect((await statusOf(id)).status).toBe(2);
    },
  );

  it('answers appointment_has_been_deleted for one an administrator removed', async () => {
    const id = await add({ deleted: true, time: '09:30', date: '2030-01-11' });
    const res = await cancel(id);
    expect(res.status).toBe(409);
    expect(res.body).toEqual(lists({ cancelAppointmentErrors: [keys.deleted] }));
  });

  it("answers 404 for another client's appointment and for an unknown one, changing nothing", async () => {
    const other = await t.newClient();
    const id = await add({ clientId: other.clientId, time: '11:30', date: '2030-01-11' });
    for (const appointmentId of [id, 987654]) {
      const res = await cancel(appointmentId);
      expect(res.status).toBe(404);
      expect(res.body).toEqual(lists({ formErrors: ['errors.basis.not_found'] }));
    }
    expect((await statusOf(id)).status).toBe(2);
  });

  it('is idempotent: a second cancel answers the same, a replayed key its first answer', async () => {
    const id = await add({ date: '2030-01-14', time: '09:00' });
    const first = await cancel(id, { key: 'cancel-1' });
    expect(first.body).toEqual(CANCELLED(id));
    const stamp = (await statusOf(id)).cancelled_at;
    t.clock.now = T0 + 60_000;
    try {
      const replay = await cancel(id, { key: 'cancel-1' });
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(first.body);
      expect(replay.res.headers.get('idempotent-replayed')).toBe('true');
      const again = await cancel(id);
      expect(again.status).toBe(200);
      expect(again.body).toEqual(CANCELLED(id));
      expect((await statusOf(id)).cancelled_at).toBe(stamp);
    } finally {
      t.clock.now = T0;
    }
  });

  it('concurrent retries of one Idempotency-Key cancel once and all get the first answer', async () => {
    const id = await add({ date: '2030-01-14', time: '11:00' });
    const answers = await Promise.all(Array.from({ length: 8 }, () => cancel(id, { key: 'cancel-race' })));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(
      answers.map(() => [200, CANCELLED(id)]),
    );
    const replayed = answers.filter((answer) => answer.res.headers.get('idempotent-replayed') === 'true');
    expect(replayed).toHaveLength(7);
    const stored = await t.db
      .selectFrom('idempotent_requests')
      .select('status')
      .where('client_id', '=', me.clientId)
      .where('key', '=', 'cancel-race')
      .execute();
    expect(stored).toEqual([{ status: 200 }]);
  });

  it('past the bound of kept answers, cancelling what is cancelled already keeps no more rows', async () => {
    const other = await t.newClient();
    const id = await add({ date: '2030-01-15', time: '11:00', clientId: other.clientId });
    expect((await cancel(id, { token: other.token, key: 'first' })).status).toBe(200);
    for (let i = 0; i < KEPT_ANSWERS_PER_CLIENT + 10; i++) {
      const again = await cancel(id, { token: other.token, key: `again-${i}` });
      expect([again.status, again.body]).toEqual([200, CANCELLED(id)]);
    }
    expect(await keptAnswers(t.db, other.clientId)).toBe(KEPT_ANSWERS_PER_CLIENT);
    // The cancel that changed the appointment is among them and still replays.
    const replay = await cancel(id, { token: other.token, key: 'first' });
    expect(replay.res.headers.get('idempotent-replayed')).toBe('true');
  });

  it('needs a live access token', async () => {
    const id = await add({ date: '2030-01-14', time: '10:00' });
    const res = await cancel(id, { token: 'nobody' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual(
      lists({
        formErrors: ['errors.basis.unauthorized'],
        cancelAppointmentErrors: ['errors.basis.unauthorized'],
      }),
    );
    expect((await statusOf(id)).status).toBe(2);
  });

  it.each([
    ['text', '5'],
    ['zero', 0],
    ['negative', -1],
    ['fraction', 2.5],
    ['huge', 2 ** 31],
    ['missing', undefined],
  ])('answers 400 in the error-list shape for a %s appointmentId', async (_, appointmentId) => {
    const res = await cancel(appointmentId);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(BAD_INPUT);
  });

  it('answers 400 for a body that is not JSON and for a malformed Idempotency-Key', async () => {
    const raw = await t.post('/clients/cancel-appointment', undefined, { token: me.token, raw: '[' });
    expect(raw.status).toBe(400);
    expect(raw.body).toEqual(BAD_INPUT);
    const badKey = await cancel(1, { key: 'x'.repeat(201) });
    expect(badKey.status).toBe(400);
    expect(badKey.body).toEqual(BAD_INPUT);
  });
});
