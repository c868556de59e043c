/**
 * A client's bookings of a day, counted against the network's daily limit: a new booking and a move
 * each take one. A move takes one because it is a new time in the clinic's schedule like a booking, and
 * each one sends the patient a new reminder and may offer the freed time to the waitlist by text: with
 * nothing counting them, one confirmation link moving a visit back and forth sent a message a minute.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Counts one against the client's day; false when the day's bookings are used up. */
export async function countBooking(
  trx: Kysely<Database>,
  clientId: number,
  date: string,
  limit: number,
): Promise<boolean> {
  const row = await trx
    .insertInto('client_booking_counters')
    .values({ client_id: clientId, date, count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'date'])
        .doUpdateSet((eb) => ({ count: eb('client_booking_counters.count', '+', 1) }))
        .where('client_booking_counters.count', '<', limit),
    )
    .returning('count')
    .executeTakeFirst();
  return row !== undefined && limit > 0;
}
