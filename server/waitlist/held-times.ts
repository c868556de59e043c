/**
 * The times the waitlist holds for a client, as the schedule's busy keys: while an offer is held, nobody
 * but its client may see or book that time. A held offer counts until the job settles it (expired,
 * declined), so a hold may outlast its end by up to one pass of the job; accepting checks the end itself.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { OfferStatus } from '../db/waitlist-schema';

/** A hold ended now: run out, or declined when its patient declined it already (with that time). */
export const holdEnd = (stamp: string) => ({
  status: sql<OfferStatus>`case when decided_at is null then 'expired' else 'declined' end`,
  decided_at: sql<string>`coalesce(decided_at, ${stamp})`,
});

/**
 * The held times of the doctors over the dates as (doctor_id, date, time, 0) rows: a query, not its
 * rows, so the schedule reads them in the same statement as the booked times (schedule-store.ts).
 */
export function heldTimesQuery(
  db: Kysely<Database>,
  doctorIds: readonly number[],
  fromDate: string,
  toDate: string,
  /** The client booking: times held for them stay free to them. */
  holder: number | null,
) {
  let query = db
    .selectFrom('waitlist_offers')
    // No span: a held time is a slot of the grid it was freed from, taken by its exact start.
    .select(['doctor_id', 'date', 'time', sql<number>`0`.as('duration_minutes')])
    .where('status', '=', 'held')
    .where('doctor_id', 'in', [...doctorIds])
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate);
  if (holder !== null) query = query.where('client_id', '!=', holder);
  return query;
}
