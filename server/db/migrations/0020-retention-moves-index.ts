/**
 * The index the retention job finds past appointment moves by (server/auth/retention-bookings.ts): their
 * old day. The one on doctor and old day serves the waitlist's look at one doctor's days only; without
 * this, every hourly pass would read the moves whole. Ended waitlist requests and their offers are found
 * by the indexes the waitlist already has (requests by end, offers by request).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('appointment_moves_from_date_idx')
    .on('appointment_moves')
    .column('from_date')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointment_moves_from_date_idx').ifExists().execute();
}
