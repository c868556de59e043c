/**
 * The per-phone hold on sending a confirmation code: one row per phone, until when no other send may
 * start. Claimed in one statement before a code is delivered, so requests sent at the same moment get
 * one code between them, not one each (each code is five more guesses).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('code_send_slots')
    .addColumn('phone', 'text', (col) => col.primaryKey())
    .addColumn('held_until', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('code_send_slots').ifExists().execute();
}
