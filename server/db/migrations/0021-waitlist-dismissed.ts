/**
 * A request that ended by itself (its date passed, the patient booked, the doctor left, the clinic
 * closed) stays on the patient's list for a while with its reason; `dismissed_at` is when the patient
 * took it off, so the reason stays for a question about a missed offer. Null for rows from before.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('waitlist_requests').addColumn('dismissed_at', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('waitlist_requests').dropColumn('dismissed_at').execute();
}
