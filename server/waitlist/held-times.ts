/**
 * The times the waitlist holds for a client, as the schedule's busy keys: while an offer is held, nobody
 * but its client may see or book that time. A held offer counts until the job settles it (expired,
 * declined), so a hold may outlast its end by up to one pass of the job; accepting checks the end itself.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { slotKey } from '../schedule/schedule-engine';

export async function heldSlots(
  db: Kysely<Database>,
  doctorIds: readonly number[],
  fromDate: string,
  toDate: string,
  /** The client booking: times held for them stay free to them. */
  holder: number | null,
): Promise<string[]> {
  if (doctorIds.length === 0) return [];
  let query = db
    .selectFrom('waitlist_offers')
    .select(['doctor_id', 'date', 'time'])
    .where('status', '=', 'held')
    .where('doctor_id', 'in', [...doctorIds])
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate);
  if (holder !== null) query = query.where('client_id', '!=', holder);
  const rows = await query.execute();
  return rows.map((row) => slotKey(row.doctor_id, row.date, row.time));
}
