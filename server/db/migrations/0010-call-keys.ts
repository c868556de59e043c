/**
 * Call keys: each appointment gets the key of its video-call link (/call/{key}) from the server, with the
 * moment it stops opening the room, so a key the server never issued, or one of a cancelled or past
 * appointment, opens nothing. Appointments booked before have none: their calls have no link.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('appointments').addColumn('call_key', 'text').execute();
  await db.schema.alterTable('appointments').addColumn('call_key_expires_at', 'text').execute();
  // A column added to a table cannot carry UNIQUE on SQLite: the index says it, and finds a key's row.
  await db.schema
    .createIndex('appointments_call_key_uq')
    .on('appointments')
    .column('call_key')
    .unique()
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('appointments_call_key_uq').execute();
  await db.schema.alterTable('appointments').dropColumn('call_key_expires_at').execute();
  await db.schema.alterTable('appointments').dropColumn('call_key').execute();
}
