/**
 * Accepting an offer whose booking is refused, on both dialects: a refusal of the patient's own (their
 * day's bookings used up) ends their offer as a decline does, so the time stays held and goes to the next
 * in line, never free to everyone at once; a time booked meanwhile by other means ends the offer as taken.
 */
import { describe, expect, it } from 'vitest';
import { appointmentErrorKeys } from '../../src/api';
import { STATUS } from '../../src/domain/appointment-status';
import { CLINIC, DIRECT, lists, SECOND } from './booking-kit';
import { DIALECTS } from './harness';
import { type Client, MINUTE, waitlistTestPerBlock, recordingTransport } from './waitlist-kit';

describe.each(DIALECTS)('accepting an offer the booking refuses on %s', (dialect) => {
  const t = waitlistTestPerBlock(dialect);

  const offerStatus = async (key: string | undefined) =>
    (
      await t.db
        .selectFrom('waitlist_offers')
        .select('status')
        .where('key', '=', key ?? '')
        .executeTakeFirstOrThrow()
    ).status;

  /** Books the client's whole day of bookings (the default maximum of ten) with the second doctor. */
  async function useUpDay(client: Client, dates: [string, string]) {
    for (const date of dates)
      for (const time of ['09:00', '09:30', '10:00', '10:30', '11:00'])
        await t.book(client, date, time, SECOND);
  }

  it('a patient whose day of bookings is used up: the time stays held and goes to the next in line, not to everyone', async () => {
    const [holder, first, second, third] = [
      await t.newClient(),
      await t.newClient(),
      await t.newClient(),
      await t.newClient(),
    ];
    const appointment = await t.book(holder, '2030-01-09', '09:00');
    await t.tick(MINUTE, holder, first, second, third);
    await t.ask(first, '2030-01-09');
    await t.ask(second, '2030-01-09');
    await t.tick(MINUTE, holder, first, second, third);
    await useUpDay(first, ['2030-01-14', '2030-01-15']);
    await t.cancel(holder, appointment);
    const job = t.job(recordingTransport().transport);
    await job.runOnce();
    const [offer] = await t.offersOf(first);
    expect(offer).toMatchObject({ date: '2030-01-09', time: '09:00' });

    const refused = await t.post('/waitlist/offer/accept', { key: offer?.key });
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(
      lists({ createAppointmentErrors: [appointmentErrorKeys.limitExceededToday] }),
    );
    // The offer is over for the patient, but the time is not free to everyone.
    expect(await offerStatus(offer?.key)).toBe('held');
    expect(await t.offersOf(first)).toEqual([]);
    expect((await t.post('/waitlist/offer/accept', { key: offer?.key })).status).toBe(410);
    expect(await t.shown('2030-01-09')).not.toContain('09:00');
    const outsider = await t.post(
      '/clients/create-appointment',
      { clinicId: CLINIC, doctorIds: [DIRECT], date: '2030-01-09', time: '09:00' },
      { token: third.token },
    );
    expect(outsider.status).toBe(409);

    // The job's next pass gives it to the next in line, who books it; the patient stays in line.
    await job.runOnce();
    expect(await offerStatus(offer?.key)).toBe('declined');
    const [next] = await t.offersOf(second);
    expect(next).toMatchObject({ date: '2030-01-09', time: '09:00' });
    expect(await t.shown('2030-01-09')).not.toContain('09:00');
    expect((await t.post('/waitlist/offer/accept', { key: next?.key })).status).toBe(200);
    const line = (await t.get('/waitlist/requests', first.token)).body as { requests: unknown[] };
    expect(line.requests).toHaveLength(1);
  });

  it('a time booked meanwhile by other means ends the offer as taken', async () => {
    const { waiting, appointment } = await t.freedForLine('2030-01-10', '11:00');
    await t.job(recordingTransport().transport).runOnce();
    const [offer] = await t.offersOf(waiting);
    // An administrator books the time again behind the portal's back.
    await t.db
      .updateTable('appointments')
      .set({ status: STATUS.NEED_APPROVAL })
      .where('id', '=', appointment)
      .execute();
    const refused = await t.post('/waitlist/offer/accept', { key: offer?.key });
    expect(refused.status).toBe(409);
    expect(await offerStatus(offer?.key)).toBe('taken');
  });

  it('a time the clinic writes in as a visit already serviced ends the hold as taken on the next pass, untold', async () => {
    const { waiting, appointment } = await t.freedForLine('2030-01-10', '11:30');
    const job = t.job(recordingTransport().transport);
    await job.runOnce();
    const [offer] = await t.offersOf(waiting);
    expect(offer).toMatchObject({ date: '2030-01-10', time: '11:30' });
    // Written in by the clinic with its visit's outcome: the time is no longer free to anyone.
    await t.db
      .updateTable('appointments')
      .set({ status: STATUS.SERVICED })
      .where('id', '=', appointment)
      .execute();
    await job.runOnce();
    expect(await offerStatus(offer?.key)).toBe('taken');
  });
});
