/**
 * A patient who frees a time (a cancel, a cancel by the confirmation link, a move) while waiting in the
 * same doctor's line is not offered that time back: it goes to the next in line, or to everyone when
 * nobody else waits — neither when it is freed nor on the job's later passes.
 */
import { describe, expect, it } from 'vitest';
import { DIALECTS } from './harness';
import { type Client, HOLD, MINUTE, waitlistTestPerBlock, recordingTransport } from './waitlist-kit';
import { STATUS } from '../../src/domain/appointment-status';

describe.each(DIALECTS)('a freed time and the patient who freed it on %s', (dialect) => {
  const t = waitlistTestPerBlock(dialect);

  const move = async (client: Client, appointmentId: number, date: string, time: string) => {
    const reply = await t.post(
      '/clients/move-appointment',
      { appointmentId, date, time },
      { token: client.token },
    );
    expect(reply.status).toBe(200);
  };

  const cancelByLink = async (id: number) => {
    const reply = await t.post('/clients/confirm-appointment-using-client-access-key', {
      clientAccessKey: await t.accessKey(id),
      status: STATUS.CANCELED_BY_CLIENT,
    });
    expect(reply.status).toBe(200);
  };

  const frees: [string, string, (patient: Client, id: number) => Promise<void>][] = [
    ['a cancel', '2030-01-10', (patient, id) => t.cancel(patient, id)],
    ['a cancel by the confirmation link', '2030-01-14', (_, id) => cancelByLink(id)],
    ['a move', '2030-01-15', (patient, id) => move(patient, id, '2030-01-21', '11:30')],
  ];

  // The patient's line ends before the day a move takes them to (the same time there), so the move
  // does not end their request.
  const later: [string, string, (patient: Client, id: number, time: string) => Promise<void>][] = [
    ['a cancel', '2030-01-16', (patient, id) => t.cancel(patient, id)],
    ['a cancel by the confirmation link', '2030-01-22', (_, id) => cancelByLink(id)],
    ['a move', '2030-01-23', (patient, id, time) => move(patient, id, '2030-01-29', time)],
  ];

  it.each(later)(
    "%s: when the next in line lets the hold run out, the job's pass offers the time to the one after, not to the patient",
    async (_, date, free) => {
      const [patient, first, second] = [await t.newClient(), await t.newClient(), await t.newClient()];
      const id = await t.book(patient, date, '09:00');
      await t.tick(MINUTE, patient, first, second);
      await t.ask(patient, date);
      await t.tick(MINUTE, patient, first, second);
      await t.ask(first, date);
      await t.tick(MINUTE, patient, first, second);
      await t.ask(second, date);
      await t.tick(MINUTE, patient, first, second);
      await free(patient, id, '09:00');
      expect(await t.offersOf(first)).toMatchObject([{ date, time: '09:00' }]);
      await t.tick(HOLD + MINUTE, patient, first, second);
      const { transport, sent } = recordingTransport();
      expect(await t.job(transport).runOnce()).toMatchObject({ offered: 1 });
      expect(await t.offersOf(patient)).toEqual([]);
      expect(await t.offersOf(first)).toEqual([]);
      expect(await t.offersOf(second)).toMatchObject([{ date, time: '09:00' }]);
      expect(sent.map((text) => text.phone)).toEqual([await t.phoneOf(second)]);
    },
  );

  it.each(later)(
    "%s by the only one in line: the job's next pass offers the time to nobody, it stays free to everyone",
    async (_, date, free) => {
      const patient = await t.newClient();
      const id = await t.book(patient, date, '10:00');
      await t.tick(MINUTE, patient);
      await t.ask(patient, date);
      await t.tick(MINUTE, patient);
      await free(patient, id, '10:00');
      await t.tick(MINUTE, patient);
      const { transport, sent } = recordingTransport();
      expect(await t.job(transport).runOnce()).toMatchObject({ offered: 0, sent: 0 });
      expect(sent).toEqual([]);
      expect(await t.offersOf(patient)).toEqual([]);
      expect(await t.shown(date)).toContain('10:00');
    },
  );

  it.each(frees)(
    '%s by the first in line holds the time for the next in line, not for the patient',
    async (_, date, free) => {
      const [patient, waiting] = [await t.newClient(), await t.newClient()];
      const id = await t.book(patient, date, '09:00');
      await t.tick(MINUTE, patient, waiting);
      await t.ask(patient, '2030-01-31');
      await t.tick(MINUTE, patient, waiting);
      await t.ask(waiting, '2030-01-31');
      await t.tick(MINUTE, patient, waiting);
      await free(patient, id);
      expect(await t.offersOf(patient)).toEqual([]);
      expect(await t.offersOf(waiting)).toMatchObject([{ date, time: '09:00' }]);
    },
  );

  it('a cancel by the only one in line leaves the time free to everyone', async () => {
    const [patient, outsider] = [await t.newClient(), await t.newClient()];
    const id = await t.book(patient, '2030-01-17', '09:00');
    await t.tick(MINUTE, patient, outsider);
    await t.ask(patient, '2030-01-18');
    await t.tick(MINUTE, patient, outsider);
    await t.cancel(patient, id);
    expect(await t.offersOf(patient)).toEqual([]);
    expect(await t.shown('2030-01-17')).toContain('09:00');
    expect(await t.book(outsider, '2030-01-17', '09:00')).toBeGreaterThan(0);
  });
});
