/**
 * Moving an appointment in one step, logged in and by the confirmation link: the old time is given back
 * only when the new one is booked, a retry with the same Idempotency-Key moves once, a move racing
 * another patient's booking of the new time leaves exactly one of them holding it (on one instance, and
 * on two instances over one PostgreSQL), and the clinic sees the move.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/connect';
import { appointmentErrorKeys as keys } from '../../src/api';
import { type BookingTest, CLINIC, DIRECT, lists, openBookingTest, pointsOf, SECOND } from './booking-kit';
import { DIALECTS, silentLogger } from './harness';
import { STATUS } from '../../src/domain/appointment-status';

type Client = Awaited<ReturnType<BookingTest['newClient']>>;

const NOT_AVAILABLE = lists({ moveAppointmentErrors: [keys.recordingPointNotAvailable] });
const MOVE_REJECTED = lists({ moveAppointmentErrors: [keys.moveRejected] });

describe.each(DIALECTS)('moving an appointment on %s', (dialect) => {
  let t: BookingTest;
  beforeAll(async () => {
    t = await openBookingTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const book = async (client: Client, date: string, time: string, doctorId = DIRECT) => {
    const reply = await t.post(
      '/clients/create-appointment',
      { clinicId: CLINIC, doctorIds: [doctorId], date, time },
      { token: client.token },
    );
    expect(reply.status).toBe(200);
    return (reply.body as { appointment: { id: number } }).appointment.id;
  };
  const move = (client: Client, appointmentId: number, date: string, time: string, key?: string) =>
    t.post('/clients/move-appointment', { appointmentId, date, time }, { token: client.token, key });
  const rowOf = (id: number) =>
    t.db
      .selectFrom('appointments')
      .select(['date', 'time', 'status', 'client_access_key', 'client_access_key_expires_at'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const shown = async (date: string, doctorId = DIRECT) => {
    const reply = await t.post(`/clinics/${CLINIC}/doctors-schedule`, { doctorIds: [doctorId], date });
    return Object.keys(pointsOf(reply.body).find(([day]) => day === date)?.[1] ?? {});
  };
  const movesOf = (id: number) =>
    t.db
      .selectFrom('appointment_moves')
      .select(['from_date', 'from_time', 'to_date', 'to_time', 'moved_by'])
      .where('appointment_id', '=', id)
      .orderBy('id')
      .execute();

  it('moves to a free time of the same doctor: the old time is free, the new one taken, the clinic sees the move', async () => {
    const me = await t.newClient();
    const id = await book(me, '2030-01-09', '10:00');
    const before = await rowOf(id);
    const moved = await move(me, id, '2030-01-10', '11:00', 'move-1');
    expect(moved.status).toBe(200);
    expect(moved.body).toEqual({
      appointment: { id, date: '2030-01-10', time: '11:00', status: STATUS.NEED_APPROVAL, duration: 30 },
    });
    const after = await rowOf(id);
    expect(after).toMatchObject({ date: '2030-01-10', time: '11:00', status: STATUS.NEED_APPROVAL });
    // The same link key, now good until the new time ends.
    expect(after.client_access_key).toBe(before.client_access_key);
    expect(after.client_access_key_expires_at).toBe('2030-01-10T08:30:00.000Z');
    expect(await shown('2030-01-09')).toContain('10:00');
    expect(await shown('2030-01-10')).not.toContain('11:00');
    expect(await movesOf(id)).toEqual([
      {
        from_date: '2030-01-09',
        from_time: '10:00',
        to_date: '2030-01-10',
        to_time: '11:00',
        moved_by: 'client',
      },
    ]);

    // The retry gets the first answer and moves nothing again; the key with another request is refused.
    const retried = await move(me, id, '2030-01-10', '11:00', 'move-1');
    expect([retried.status, retried.body]).toEqual([200, moved.body]);
    expect(await movesOf(id)).toHaveLength(1);
    expect((await move(me, id, '2030-01-10', '11:30', 'move-1')).status).toBe(422);
    // Asked again without a key for the time it has: the same answer, no second history row.
    expect((await move(me, id, '2030-01-10', '11:00')).body).toEqual(moved.body);
    expect(await movesOf(id)).toHaveLength(1);
  });

  it('refuses a taken or unoffered time and keeps the old one', async () => {
    const [me, other] = [await t.newClient(), await t.newClient()];
    const id = await book(me, '2030-01-14', '09:00');
    await book(other, '2030-01-14', '09:30');
    for (const [date, time] of [
      ['2030-01-14', '09:30'],
      ['2030-01-14', '12:30'],
      ['2030-01-12', '10:00'],
      ['2030-01-14', '09:15'],
      ['2031-06-02', '10:00'],
    ] as const) {
      const refused = await move(me, id, date, time);
      expect([refused.status, refused.body]).toEqual([409, NOT_AVAILABLE]);
    }
    expect(await rowOf(id)).toMatchObject({
      date: '2030-01-14',
      time: '09:00',
      status: STATUS.NEED_APPROVAL,
    });
    expect(await movesOf(id)).toEqual([]);
  });

  it('refuses a move while the clinic has the doctor unbookable online, as the schedule shows no times then', async () => {
    const me = await t.newClient();
    const id = await book(me, '2030-01-17', '09:00');
    await t.db.updateTable('doctors').set({ availability: 2 }).where('id', '=', DIRECT).execute();
    try {
      expect(await shown('2030-01-18')).toEqual([]);
      const refused = await move(me, id, '2030-01-18', '10:00');
      expect([refused.status, refused.body]).toEqual([409, NOT_AVAILABLE]);
      expect(await rowOf(id)).toMatchObject({ date: '2030-01-17', time: '09:00' });
      expect(await movesOf(id)).toEqual([]);
    } finally {
      await t.db.updateTable('doctors').set({ availability: 1 }).where('id', '=', DIRECT).execute();
    }
  });

  it('moves only what a cancel may: not begun, a cancellable status, not deleted, the client’s own', async () => {
    const [me, other] = [await t.newClient(), await t.newClient()];
    const id = await book(me, '2030-01-15', '09:00');
    expect((await move(other, id, '2030-01-15', '10:00')).status).toBe(404);
    for (const [status, code] of [
      [3, MOVE_REJECTED],
      [4, MOVE_REJECTED],
    ] as const) {
      await t.db.updateTable('appointments').set({ status }).where('id', '=', id).execute();
      expect((await move(me, id, '2030-01-15', '10:00')).body).toEqual(code);
    }
    await t.db.updateTable('appointments').set({ status: STATUS.APPROVED }).where('id', '=', id).execute();
    await t.db
      .updateTable('appointments')
      .set({ date: '2030-01-07', time: '08:30' })
      .where('id', '=', id)
      .execute();
    // Begun: too late to move online (call the clinic), not a status change.
    expect((await move(me, id, '2030-01-15', '10:00')).body).toEqual(
      lists({ moveAppointmentErrors: [keys.tooLateToChangeOnline] }),
    );
    await t.db
      .updateTable('appointments')
      .set({ date: '2030-01-15', deleted_at: new Date(t.clock.now).toISOString() })
      .where('id', '=', id)
      .execute();
    expect((await move(me, id, '2030-01-15', '10:00')).body).toEqual(
      lists({ moveAppointmentErrors: [keys.deleted] }),
    );
    const bad = await t.post(
      '/clients/move-appointment',
      { appointmentId: id, date: '2030-02-30', time: '10:00' },
      { token: me.token },
    );
    expect(bad.status).toBe(400);
  });

  it('moves by the confirmation link’s key, once under retries; an unknown key is a 404', async () => {
    const me = await t.newClient();
    const id = await book(me, '2030-01-16', '09:00');
    const { client_access_key: key } = await rowOf(id);
    const path = '/clients/move-appointment-using-client-access-key';
    const body = { clientAccessKey: key, date: '2030-01-16', time: '11:30' };
    const moved = await t.post(path, body, { key: 'link-move' });
    expect(moved.status).toBe(200);
    expect(moved.body).toMatchObject({ appointment: { id, date: '2030-01-16', time: '11:30' } });
    expect((await t.post(path, body, { key: 'link-move' })).body).toEqual(moved.body);
    expect(await movesOf(id)).toEqual([
      {
        from_date: '2030-01-16',
        from_time: '09:00',
        to_date: '2030-01-16',
        to_time: '11:30',
        moved_by: 'link',
      },
    ]);
    expect((await t.post(path, { ...body, clientAccessKey: 'Zz9Zz9Zz9Z' })).status).toBe(404);
  });

  it('a move counts as a booking of the day: past the daily limit it is refused and the visit keeps its time', async () => {
    // Each move sends a new reminder and may offer the freed time by text: one link moving a visit back
    // and forth must not send a message a minute.
    const me = await t.newClient();
    const id = await book(me, '2030-01-23', '09:00');
    const { client_access_key: key } = await rowOf(id);
    const byLink = (time: string) =>
      t.post('/clients/move-appointment-using-client-access-key', {
        clientAccessKey: key,
        date: '2030-01-23',
        time,
      });
    // A refused move (a time the doctor does not offer) takes nothing.
    expect((await move(me, id, '2030-01-23', '09:10')).status).toBe(409);
    // The booking took one of the day's ten; nine moves, logged in and by the link, take the rest.
    for (let n = 1; n <= 9; n++) {
      const time = n % 2 === 1 ? '09:30' : '09:00';
      const reply = n % 3 === 0 ? await byLink(time) : await move(me, id, '2030-01-23', time);
      expect(reply.status, `move ${n}`).toBe(200);
    }
    const limited = lists({ moveAppointmentErrors: [keys.limitExceededToday] });
    for (const reply of [await move(me, id, '2030-01-23', '09:00'), await byLink('09:00')]) {
      expect(reply.status).toBe(429);
      expect(reply.body).toEqual(limited);
    }
    expect(await rowOf(id)).toMatchObject({ date: '2030-01-23', time: '09:30' });
    expect(await movesOf(id)).toHaveLength(9);
    // The same time asked again is no move, and no refusal.
    expect((await move(me, id, '2030-01-23', '09:30')).status).toBe(200);
  });

  it('a move racing another patient’s booking of the new time: one wins, the loser keeps what it had', async () => {
    for (const [from, target] of [
      ['09:00', '09:30'],
      ['10:00', '10:30'],
      ['11:00', '11:30'],
    ] as const) {
      const [me, other] = [await t.newClient(), await t.newClient()];
      const id = await book(me, '2030-01-17', from, SECOND);
      const [moved, booked] = await Promise.all([
        move(me, id, '2030-01-17', target),
        t.post(
          '/clients/create-appointment',
          { clinicId: CLINIC, doctorIds: [SECOND], date: '2030-01-17', time: target },
          { token: other.token },
        ),
      ]);
      expect([moved.status, booked.status].sort()).toEqual([200, 409]);
      const held = await t.db
        .selectFrom('appointments')
        .select(['id', 'client_id'])
        .where('doctor_id', '=', SECOND)
        .where('date', '=', '2030-01-17')
        .where('time', '=', target)
        .where('status', 'not in', [4, 5])
        .execute();
      expect(held).toHaveLength(1);
      if (moved.status === 409) {
        expect(moved.body).toEqual(NOT_AVAILABLE);
        expect(await rowOf(id)).toMatchObject({ date: '2030-01-17', time: from });
      }
    }
  });
});

describe('moves and bookings of one time across two server instances on postgres', () => {
  let t: BookingTest;
  beforeAll(async () => {
    t = await openBookingTest('postgres');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('leave the time held once, and every losing mover keeps its old time', async () => {
    const second = openDatabase({ databaseUrl: t.env.DATABASE_URL ?? '', dataDir: '', poolSize: 4 });
    try {
      const other = createApp({
        db: second.db,
        staticDir: t.staticDir,
        logger: silentLogger(),
        accounts: { now: () => t.clock.now },
        booking: { now: () => t.clock.now },
      });
      const request = (path: string, token: string, body: unknown) =>
        new Request(`http://localhost/api${path}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
          body: JSON.stringify(body),
        });
      const movers = [await t.newClient(), await t.newClient(), await t.newClient()];
      const ids: number[] = [];
      for (const [index, mover] of movers.entries()) {
        const booked = await t.booking.fetch(
          request('/clients/create-appointment', mover.token, {
            clinicId: CLINIC,
            doctorIds: [DIRECT],
            date: '2030-01-18',
            time: ['09:00', '09:30', '10:00'][index],
          }),
        );
        ids.push(((await booked.json()) as { appointment: { id: number } }).appointment.id);
      }
      const bookers = [await t.newClient(), await t.newClient(), await t.newClient()];
      const replies = await Promise.all([
        ...movers.map((mover, index) =>
          (index % 2 === 0 ? t.booking : other).fetch(
            request('/clients/move-appointment', mover.token, {
              appointmentId: ids[index],
              date: '2030-01-18',
              time: '11:30',
            }),
          ),
        ),
        ...bookers.map((booker, index) =>
          (index % 2 === 0 ? other : t.booking).fetch(
            request('/clients/create-appointment', booker.token, {
              clinicId: CLINIC,
              doctorIds: [DIRECT],
              date: '2030-01-18',
              time: '11:30',
            }),
          ),
        ),
      ]);
      expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
      expect(replies.filter((reply) => reply.status === 409)).toHaveLength(5);
      const held = await t.db
        .selectFrom('appointments')
        .select('time')
        .where('doctor_id', '=', DIRECT)
        .where('date', '=', '2030-01-18')
        .where('status', 'not in', [4, 5])
        .execute();
      // The time is held once; the movers that lost keep their old times, the one that won gave its back.
      expect(held.filter((row) => row.time === '11:30')).toHaveLength(1);
      const movedWinner = replies.slice(0, 3).some((reply) => reply.status === 200);
      expect(held).toHaveLength(movedWinner ? 3 : 4);
    } finally {
      await second.db.destroy();
    }
  });
});
