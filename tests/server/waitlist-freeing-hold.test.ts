/**
 * A freed time is held for the first in line by the very transaction that frees it — a cancel, a cancel
 * by the confirmation link, a move — so nobody polling the schedule sees or books it before the line;
 * the job then sends the hold's message once. With nobody in line the time is free to everyone at once.
 */
import { describe, expect, it } from 'vitest';
import { CLINIC, DIRECT } from './booking-kit';
import { DIALECTS } from './harness';
import { type Client, MINUTE, waitlistTestPerBlock, recordingTransport } from './waitlist-kit';
import { STATUS } from '../../src/domain/appointment-status';

describe.each(DIALECTS)('holding a freed time for the line on %s', (dialect) => {
  const t = waitlistTestPerBlock(dialect);

  const frees: [string, string, (holder: Client, id: number) => Promise<void>][] = [
    ['a cancel', '2030-01-22', (holder, id) => t.cancel(holder, id)],
    [
      'a cancel by the confirmation link',
      '2030-01-23',
      async (_, id) => {
        const reply = await t.post('/clients/confirm-appointment-using-client-access-key', {
          clientAccessKey: await t.accessKey(id),
          status: STATUS.CANCELED_BY_CLIENT,
        });
        expect(reply.status).toBe(200);
      },
    ],
    [
      'a move',
      '2030-01-24',
      async (holder, id) => {
        const reply = await t.post(
          '/clients/move-appointment',
          { appointmentId: id, date: '2030-01-25', time: '11:30' },
          { token: holder.token },
        );
        expect(reply.status).toBe(200);
      },
    ],
  ];

  it.each(frees)(
    '%s holds the time for the first in line before anyone else may book it',
    async (_, date, free) => {
      const [holder, waiting, outsider] = [await t.newClient(), await t.newClient(), await t.newClient()];
      const id = await t.book(holder, date, '10:00');
      await t.tick(MINUTE, holder, waiting, outsider);
      await t.ask(waiting, date);
      await t.tick(MINUTE, holder, waiting, outsider);
      await free(holder, id);
      // No job has run: the freeing itself held it.
      expect(await t.shown(date)).not.toContain('10:00');
      const taken = await t.post(
        '/clients/create-appointment',
        { clinicId: CLINIC, doctorIds: [DIRECT], date, time: '10:00' },
        { token: outsider.token },
      );
      expect(taken.status).toBe(409);
      expect(await t.offersOf(waiting)).toMatchObject([{ date, time: '10:00' }]);
      // The job sends its message once and makes no second hold.
      const { transport, sent } = recordingTransport();
      expect(await t.job(transport).runOnce()).toMatchObject({ offered: 0, sent: 1 });
      expect(sent.map((message) => message.phone)).toEqual([await t.phoneOf(waiting)]);
      expect(await t.book(waiting, date, '10:00')).toBeGreaterThan(0);
    },
  );

  it('with nobody in line the freed time is free to everyone at once', async () => {
    const [holder, outsider] = [await t.newClient(), await t.newClient()];
    const id = await t.book(holder, '2030-01-28', '09:30');
    await t.cancel(holder, id);
    expect(await t.shown('2030-01-28')).toContain('09:30');
    expect(await t.book(outsider, '2030-01-28', '09:30')).toBeGreaterThan(0);
  });
});
