/**
 * The job finds a time free, then holds it for the first in line; a booking of that time made in between
 * must not be held as well, or the line's patient is told by text of a time nobody can book.
 */
import { describe, expect, it } from 'vitest';
import { insertHold } from '../../server/waitlist/hold-freed';
import { DIALECTS } from './harness';
import { HOLD, waitlistTestPerBlock } from './waitlist-kit';

describe.each(DIALECTS)('holding a freed time on %s', (dialect) => {
  const t = waitlistTestPerBlock(dialect);

  it('holds nothing for a time booked since it was found free', async () => {
    const [waiting, booker] = [await t.newClient(), await t.newClient()];
    const requestId = await t.ask(waiting, '2030-01-10');
    const request = await t.db
      .selectFrom('waitlist_requests')
      .select(['id', 'client_id', 'clinic_id', 'doctor_id', 'service_id'])
      .where('id', '=', requestId)
      .executeTakeFirstOrThrow();
    // Found free by the job's read; booked by another patient before its hold.
    await t.book(booker, '2030-01-10', '10:00');
    const held = await insertHold(t.db, request, { date: '2030-01-10', time: '10:00' }, t.clock.now, {
      holdMs: HOLD,
      timeZone: 'Europe/Moscow',
    });
    expect(held).toBe(false);
    const offers = await t.db
      .selectFrom('waitlist_offers')
      .select('id')
      .where('request_id', '=', requestId)
      .execute();
    expect(offers).toEqual([]);
  });
});
