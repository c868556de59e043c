/**
 * Whether a clinic may take bookings: it exists and the network has not closed it (hidden by an import).
 * The schedule's memo reads it with the clinic's hours (clinic-hours-memo.ts), and a booking or a move
 * reads it again inside its own transaction, since the memo, read before that, may still hold a clinic
 * an import has just hidden. On SQLite the transaction holds the one write lock from its start, so no
 * hide commits between this read and the booking's write; on PostgreSQL the read sees every hide
 * committed before it, and a hide committed during the booking's few statements orders after it, as if
 * the booking had come first. No row lock is taken: an import holds every clinic row it lists for its
 * whole transaction, and a shared lock would make each booking wait for it.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

export async function isClinicOpen(trx: Kysely<Database>, clinicId: number): Promise<boolean> {
  const row = await trx
    .selectFrom('clinics')
    .select('id')
    .where('id', '=', clinicId)
    .where('hidden', '=', 0)
    .executeTakeFirst();
  return row !== undefined;
}
