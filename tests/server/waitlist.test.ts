/**
 * The waitlist on both dialects: joining the line and its limits, a freed time offered to the first in
 * line and held from everyone else, the hold running out to the next in line, a decline releasing it to
 * everyone, accepting booking it in one step, two job instances racing on one freed time (one offer, one
 * message, one booking), a restart mid-hold, a time freed while no job ran, and hours the clinic adds.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { waitlistErrorKeys } from '../../src/api';
import { CLINIC, DIRECT, lists, SECOND, SERVICE, SERVICE_ONLY } from './booking-kit';
import { DIALECTS } from './harness';
import { BASE, HOLD, MINUTE, openWaitlistTest, recordingTransport, type WaitlistTest } from './waitlist-kit';
import { STATUS } from '../../src/domain/appointment-status';

describe.each(DIALECTS)('waitlist on %s', (dialect) => {
  let t: WaitlistTest;
  beforeAll(async () => {
    t = await openWaitlistTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });
  afterEach(async () => {
    await t.reset();
  });

  /** The path a message's short link leads to, through the API. */
  async function followed(text: string): Promise<string> {
    const match = new RegExp(`${BASE}/link/([A-Za-z0-9]{10})$`).exec(text);
    expect(match).not.toBeNull();
    const answer = await t.post('/short_links/fetch-redirect-url', { key: match?.[1] });
    expect(answer.status).toBe(200);
    return (answer.body as { url: string }).url;
  }

  it('joins the line once per doctor and service, within the limit per clinic, with errors in the list shape', async () => {
    const client = await t.newClient();
    const first = await t.ask(client, '2030-01-09');
    // The same doctor again keeps the place in line; a later date widens it.
    expect(await t.ask(client, '2030-01-11')).toBe(first);
    const listed = await t.get('/waitlist/requests', client.token);
    expect(listed.body).toMatchObject({
      requests: [{ id: first, lastDate: '2030-01-11', doctorId: DIRECT }],
    });
    await t.ask(client, '2030-01-09', SECOND);
    const withService = await t.post(
      '/waitlist/requests/create',
      { clinicId: CLINIC, doctorId: SERVICE_ONLY, serviceId: SERVICE, lastDate: '2030-01-09' },
      { token: client.token },
    );
    expect(withService.status).toBe(200);
    const fourth = await t.post(
      '/waitlist/requests/create',
      { clinicId: CLINIC, doctorId: DIRECT, serviceId: SERVICE, lastDate: '2030-01-09' },
      { token: client.token },
    );
    expect(fourth.status).toBe(409);
    expect(fourth.body).toEqual(lists({ waitlistErrors: [waitlistErrorKeys.requestsLimit] }));
    const past = await t.post(
      '/waitlist/requests/create',
      { clinicId: CLINIC, doctorId: SECOND, lastDate: '2030-01-06' },
      { token: client.token },
    );
    expect(past.status).toBe(400);
    expect(past.body).toEqual(lists({ waitlistErrors: [waitlistErrorKeys.dateNotAvailable] }));
    const serviceOnlyDirect = await t.post(
      '/waitlist/requests/create',
      { clinicId: CLINIC, doctorId: SERVICE_ONLY, lastDate: '2030-01-09' },
      { token: client.token },
    );
    expect(serviceOnlyDirect.body).toEqual(lists({ waitlistErrors: [waitlistErrorKeys.doctorNotAvailable] }));
    const anonymous = await t.post('/waitlist/requests/create', {
      clinicId: CLINIC,
      doctorId: DIRECT,
      lastDate: '2030-01-09',
    });
    expect(anonymous.status).toBe(401);
    // Another client cannot remove it; its owner can, twice alike.
    const stranger = await t.newClient();
    expect(
      (await t.post('/waitlist/requests/remove', { requestId: first }, { token: stranger.token })).status,
    ).toBe(404);
    for (const _ of [1, 2]) {
      const removed = await t.post(
        '/waitlist/requests/remove',
        { requestId: first },
        { token: client.token },
      );
      expect(removed.body).toEqual({ requestId: first });
    }
  });

  it('offers a freed time to the first in line only, holds it from everyone else, then the next in line, then everyone', async () => {
    const [holder, first, second, third] = [
      await t.newClient(),
      await t.newClient(),
      await t.newClient(),
      await t.newClient(),
    ];
    const appointment = await t.book(holder, '2030-01-09', '09:00');
    await t.tick(MINUTE, holder, first, second, third);
    await t.ask(first, '2030-01-09');
    await t.tick(MINUTE, holder, first, second, third);
    await t.ask(second, '2030-01-10');
    const { transport, sent } = recordingTransport();
    const job = t.job(transport);
    // Times free when they asked are not "freed": nothing to offer yet.
    expect(await job.runOnce()).toMatchObject({ offered: 0 });

    await t.tick(MINUTE, holder, first, second, third);
    await t.cancel(holder, appointment);
    // Held for the first in line by the cancel itself: not a moment free to anyone else.
    expect(await t.shown('2030-01-09')).not.toContain('09:00');
    expect(await job.runOnce()).toMatchObject({ offered: 0, sent: 1 });
    const [offer] = await t.offersOf(first);
    expect(offer).toMatchObject({ date: '2030-01-09', time: '09:00' });
    expect(await t.offersOf(second)).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.phone).toBe(await t.phoneOf(first));
    expect(sent[0]?.text).toContain('09.01.2030 в 09:00');
    const heldUntil = new Intl.DateTimeFormat('ru-RU', {
      timeZone: 'Europe/Moscow',
      hour: '2-digit',
      minute: '2-digit',
    }).format(new Date(t.clock.now + HOLD));
    expect(sent[0]?.text).toContain(`до ${heldUntil}`);
    expect(await followed(sent[0]?.text ?? '')).toBe(`/waitlist/${offer?.key}`);

    // Held: nobody else sees or books it.
    expect(await t.shown('2030-01-09')).not.toContain('09:00');
    const refused = await t.post(
      '/clients/create-appointment',
      { clinicId: CLINIC, doctorIds: [DIRECT], date: '2030-01-09', time: '09:00' },
      { token: third.token },
    );
    expect(refused.status).toBe(409);
    // A second pass changes nothing and sends nothing again.
    expect(await job.runOnce()).toMatchObject({ offered: 0, sent: 0 });

    // The hold runs out: the next in line gets it.
    await t.tick(HOLD, holder, first, second, third);
    expect(await job.runOnce()).toMatchObject({ settled: 1, offered: 1, sent: 1 });
    expect(await t.offersOf(first)).toEqual([]);
    const [next] = await t.offersOf(second);
    expect(next).toMatchObject({ date: '2030-01-09', time: '09:00' });
    const late = await t.post('/waitlist/offer/accept', { key: offer?.key });
    expect(late.status).toBe(410);
    expect(late.body).toEqual(lists({ waitlistErrors: [waitlistErrorKeys.offerGone] }));

    // Declined by the last in line: free to everyone again.
    const declined = await t.post('/waitlist/offer/decline', { key: next?.key });
    expect(declined.body).toEqual({ declined: true });
    expect(await t.shown('2030-01-09')).not.toContain('09:00');
    expect(await job.runOnce()).toMatchObject({ offered: 0 });
    expect(await t.shown('2030-01-09')).toContain('09:00');
    expect(await t.book(third, '2030-01-09', '09:00')).toBeGreaterThan(0);
  });

  it('accepts in one step: the held time is booked for the client and the request ends', async () => {
    const [holder, waiting] = [await t.newClient(), await t.newClient()];
    const appointment = await t.book(holder, '2030-01-10', '10:00');
    await t.tick(MINUTE, holder, waiting);
    await t.ask(waiting, '2030-01-10');
    await t.tick(MINUTE, holder, waiting);
    await t.cancel(holder, appointment);
    await t.job(recordingTransport().transport).runOnce();
    const [offer] = await t.offersOf(waiting);
    const read = await t.get(`/waitlist/offer?key=${offer?.key}`);
    expect(read.body).toMatchObject({ offer: { date: '2030-01-10', time: '10:00', doctorId: DIRECT } });
    const accepted = await t.post('/waitlist/offer/accept', { key: offer?.key }, { key: 'accept-1' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      appointment: { date: '2030-01-10', time: '10:00', doctorId: DIRECT },
    });
    // A retry with the same Idempotency-Key gets the same answer; another accept is too late.
    const retried = await t.post('/waitlist/offer/accept', { key: offer?.key }, { key: 'accept-1' });
    expect(retried.body).toEqual(accepted.body);
    expect((await t.post('/waitlist/offer/accept', { key: offer?.key })).status).toBe(410);
    const mine = await t.get('/clients/appointments?offset=0&limit=10', waiting.token);
    expect(mine.body).toMatchObject([{ date: '2030-01-10', time: '10:00' }]);
    expect((await t.get('/waitlist/requests', waiting.token)).body).toEqual({
      requests: [expect.objectContaining({ endReason: 'fulfilled' })],
      offers: [],
    });
    expect((await t.get('/waitlist/offer?key=ZZZZZZZZZZ')).status).toBe(404);
  });

  it('two instances racing on one freed time make one offer, send one message and allow one booking', async () => {
    const holder = await t.newClient();
    const waiting = [await t.newClient(), await t.newClient(), await t.newClient()];
    const appointment = await t.book(holder, '2030-01-11', '11:00');
    for (const client of waiting) {
      await t.tick(MINUTE, holder, ...waiting);
      await t.ask(client, '2030-01-11');
    }
    await t.tick(MINUTE, holder, ...waiting);
    // Removed by the clinic in its own database: only the job notices the freed time.
    const stamp = new Date(t.clock.now).toISOString();
    await t.db
      .updateTable('appointments')
      .set({ deleted_at: stamp, updated_at: stamp })
      .where('id', '=', appointment)
      .execute();
    const { transport, sent } = recordingTransport();
    const [a, b] = [t.job(transport), t.job(transport)];
    const runs = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    expect(runs.reduce((sum, run) => sum + run.offered, 0)).toBe(1);
    expect(sent.map((message) => message.phone)).toEqual([await t.phoneOf(waiting[0] as never)]);
    const held = await t.db
      .selectFrom('waitlist_offers')
      .select(['client_id', 'key'])
      .where('status', '=', 'held')
      .execute();
    expect(held.map((row) => row.client_id)).toEqual([waiting[0]?.clientId]);
    // The holder's two accepts and another client's booking, all at once: one appointment.
    const outsider = await t.newClient();
    const replies = await Promise.all([
      t.post('/waitlist/offer/accept', { key: held[0]?.key }, { key: 'race-1' }),
      t.post('/waitlist/offer/accept', { key: held[0]?.key }, { key: 'race-2' }),
      t.post(
        '/clients/create-appointment',
        { clinicId: CLINIC, doctorIds: [DIRECT], date: '2030-01-11', time: '11:00' },
        { token: outsider.token },
      ),
    ]);
    expect(replies.map((reply) => reply.status).sort()).toEqual([200, 409, 410]);
    const booked = await t.db
      .selectFrom('appointments')
      .select('client_id')
      .where('doctor_id', '=', DIRECT)
      .where('date', '=', '2030-01-11')
      .where('time', '=', '11:00')
      .where('status', '=', 2)
      .where('deleted_at', 'is', null)
      .execute();
    expect(booked.map((row) => row.client_id)).toEqual([waiting[0]?.clientId]);
  });

  it('keeps the hold and its one message across a restart, and offers a time freed while no job ran', async () => {
    const holder = await t.newClient();
    const [first, second] = [await t.newClient(), await t.newClient()];
    const appointment = await t.book(holder, '2030-01-08', '10:30');
    await t.tick(MINUTE, holder, first, second);
    await t.ask(first, '2030-01-08');
    await t.tick(MINUTE, holder, first, second);
    await t.ask(second, '2030-01-08');
    await t.tick(MINUTE, holder, first, second);
    // The clinic cancels in its own system while no job runs: only the row changes.
    const stamp = new Date(t.clock.now).toISOString();
    await t.db
      .updateTable('appointments')
      .set({ status: STATUS.FAILED, updated_at: stamp })
      .where('id', '=', appointment)
      .execute();
    const { transport, sent } = recordingTransport();
    expect(await t.job(transport).runOnce()).toMatchObject({ offered: 1, sent: 1 });
    // A restart: a new instance keeps the hold and sends nothing again.
    await t.tick(HOLD / 2, holder, first, second);
    expect(await t.job(transport).runOnce()).toMatchObject({ settled: 0, offered: 0, sent: 0 });
    expect(await t.offersOf(first)).toHaveLength(1);
    expect(await t.shown('2030-01-08')).not.toContain('10:30');
    // And runs it out on time, to the next in line.
    await t.tick(HOLD / 2, holder, first, second);
    expect(await t.job(transport).runOnce()).toMatchObject({ settled: 1, offered: 1, sent: 1 });
    expect(await t.offersOf(second)).toHaveLength(1);
    expect(sent.map((message) => message.phone)).toEqual([await t.phoneOf(first), await t.phoneOf(second)]);
  });

  it('ends a request past its date or fulfilled by a booking with the doctor, releasing its hold', async () => {
    const { waiting } = await t.freedForLine('2030-01-09', '11:30');
    const job = t.job(recordingTransport().transport);
    await job.runOnce();
    expect(await t.offersOf(waiting)).toHaveLength(1);
    // The client books another time with the doctor themselves: the request ends, the hold goes.
    await t.book(waiting, '2030-01-09', '11:00');
    expect(await job.runOnce()).toMatchObject({ ended: 1 });
    expect((await t.get('/waitlist/requests', waiting.token)).body).toEqual({
      requests: [expect.objectContaining({ endReason: 'fulfilled' })],
      offers: [],
    });
    expect(await t.shown('2030-01-09')).toContain('11:30');
  });

  it('ends a request when the patient moves an earlier appointment with the doctor into its days', async () => {
    const waiting = await t.newClient();
    const later = await t.book(waiting, '2030-01-15', '11:00');
    await t.tick(MINUTE, waiting);
    await t.ask(waiting, '2030-01-09');
    await t.tick(MINUTE, waiting);
    const job = t.job(recordingTransport().transport);
    expect(await job.runOnce()).toMatchObject({ ended: 0 });
    const moved = await t.post(
      '/clients/move-appointment',
      { appointmentId: later, date: '2030-01-09', time: '10:00' },
      { token: waiting.token },
    );
    expect(moved.status).toBe(200);
    expect(await job.runOnce()).toMatchObject({ ended: 1 });
    expect((await t.get('/waitlist/requests', waiting.token)).body).toEqual({
      requests: [expect.objectContaining({ endReason: 'fulfilled' })],
      offers: [],
    });
  });

  it('offers a time in hours the clinic added after the request, not in hours that were there before', async () => {
    const waiting = await t.newClient();
    const stamp = () => new Date(t.clock.now).toISOString();
    // Saturday: no weekly hours. Hours from before the waitlist (no created_at) are not news.
    await t.db
      .insertInto('doctor_hours_exceptions')
      .values({
        doctor_id: DIRECT,
        clinic_id: CLINIC,
        date: '2030-01-12',
        start_minute: 540,
        end_minute: 600,
        slot_minutes: 30,
      })
      .execute();
    await t.tick(MINUTE, waiting);
    await t.ask(waiting, '2030-01-12');
    const job = t.job(recordingTransport().transport);
    expect(await job.runOnce()).toMatchObject({ offered: 0 });
    await t.tick(MINUTE, waiting);
    await t.db
      .insertInto('doctor_hours_exceptions')
      .values({
        doctor_id: DIRECT,
        clinic_id: CLINIC,
        date: '2030-01-12',
        start_minute: 720,
        end_minute: 780,
        slot_minutes: 30,
        created_at: stamp(),
      })
      .execute();
    expect(await job.runOnce()).toMatchObject({ offered: 1 });
    expect(await t.offersOf(waiting)).toEqual([
      expect.objectContaining({ date: '2030-01-12', time: '12:00' }),
    ]);
  });
});
