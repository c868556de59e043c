/**
 * A patient who takes the time a waitlist offer holds for them by other means than the offer's key — a
 * move by login, a move by the confirmation link, a booking — has taken the offer: it is no longer listed
 * nor accepted again, their request ends fulfilled as an accept ends it, and when they later give the
 * time up it goes to the next in line at once, not back to a hold of their own.
 */
import { ColumnNode, type RootOperationNode, TableNode, UpdateQueryNode, ValueNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS } from './harness';
import { HoldQuery } from './hold-query';
import { type Client, MINUTE, waitlistTestPerBlock } from './waitlist-kit';

/** The accept's UPDATE that marks its offer accepted. */
const accepts = (node: RootOperationNode) =>
  UpdateQueryNode.is(node) &&
  node.table !== undefined &&
  TableNode.is(node.table) &&
  node.table.table.identifier.name === 'waitlist_offers' &&
  (node.updates ?? []).some(
    (update) =>
      ColumnNode.is(update.column) &&
      update.column.column.name === 'status' &&
      ValueNode.is(update.value) &&
      update.value.value === 'accepted',
  );

describe.each(DIALECTS)('a held time taken by its patient otherwise than by the key on %s', (dialect) => {
  const hold = new HoldQuery();
  const t = waitlistTestPerBlock(dialect, hold);

  /** Takes `date` at 10:00 for the patient; the appointment's id. */
  const takes: [string, string, (patient: Client, date: string) => Promise<number>][] = [
    [
      'a move',
      '2030-01-14',
      async (patient, date) => {
        const id = await t.book(patient, '2030-01-28', '09:00');
        const reply = await t.post(
          '/clients/move-appointment',
          { appointmentId: id, date, time: '10:00' },
          { token: patient.token },
        );
        expect(reply.status).toBe(200);
        return id;
      },
    ],
    [
      'a move by the confirmation link',
      '2030-01-15',
      async (patient, date) => {
        const id = await t.book(patient, '2030-01-29', '09:00');
        const reply = await t.post('/clients/move-appointment-using-client-access-key', {
          clientAccessKey: await t.accessKey(id),
          date,
          time: '10:00',
        });
        expect(reply.status).toBe(200);
        return id;
      },
    ],
    ['a booking', '2030-01-16', (patient, date) => t.book(patient, date, '10:00')],
  ];

  it.each(takes)(
    '%s into it ends the offer as taken up and the request as fulfilled; a cancel then holds it for the next in line',
    async (_, date, take) => {
      const [holder, patient, next] = [await t.newClient(), await t.newClient(), await t.newClient()];
      const theirs = await t.book(holder, date, '10:00');
      await t.tick(MINUTE, holder, patient, next);
      await t.ask(patient, date);
      await t.tick(MINUTE, holder, patient, next);
      await t.ask(next, date);
      await t.tick(MINUTE, holder, patient, next);
      await t.cancel(holder, theirs);
      const [offer] = await t.offersOf(patient);
      expect(offer).toMatchObject({ date, time: '10:00' });

      const id = await take(patient, date);
      // No offer for a time the patient has already, and its key books nothing more.
      expect(await t.offersOf(patient)).toEqual([]);
      expect((await t.post('/waitlist/offer/accept', { key: offer?.key })).status).toBe(410);
      expect((await t.get('/waitlist/requests', patient.token)).body).toMatchObject({
        requests: [{ endReason: 'fulfilled' }],
      });
      const kept = await t.db
        .selectFrom('waitlist_offers')
        .select(['status', 'appointment_id'])
        .where('key', '=', offer?.key ?? '')
        .executeTakeFirstOrThrow();
      expect(kept).toEqual({ status: 'accepted', appointment_id: id });

      // Given up before the job's next pass: held for the next in line, hidden from everyone else.
      await t.tick(MINUTE, holder, patient, next);
      await t.cancel(patient, id);
      expect(await t.offersOf(patient)).toEqual([]);
      expect(await t.offersOf(next)).toMatchObject([{ date, time: '10:00' }]);
      expect(await t.shown(date)).not.toContain('10:00');
    },
  );

  it('an accept by the key and a move into the same held time at once: one takes it, the other is refused plainly', async () => {
    const date = '2030-01-17';
    const [holder, patient] = [await t.newClient(), await t.newClient()];
    const theirs = await t.book(holder, date, '10:00');
    const mine = await t.book(patient, '2030-01-30', '09:00');
    await t.tick(MINUTE, holder, patient);
    await t.ask(patient, date);
    await t.tick(MINUTE, holder, patient);
    await t.cancel(holder, theirs);
    const [offer] = await t.offersOf(patient);
    // The accept stands held once it marked the offer; the move runs meanwhile. Neither may wait on
    // the other while holding what the other waits on (PostgreSQL would end one as a deadlock, a 500).
    const [accepted, moved] = await hold.overlap(
      accepts,
      () => t.post('/waitlist/offer/accept', { key: offer?.key }),
      () =>
        t.post(
          '/clients/move-appointment',
          { appointmentId: mine, date, time: '10:00' },
          { token: patient.token },
        ),
      t,
    );
    expect([accepted.status, moved.status].sort()).toEqual([200, 409]);
    const held = await t.db
      .selectFrom('appointments')
      .select('client_id')
      .where('date', '=', date)
      .where('time', '=', '10:00')
      .where('status', '=', 2)
      .execute();
    expect(held).toEqual([{ client_id: patient.clientId }]);
  });
});
