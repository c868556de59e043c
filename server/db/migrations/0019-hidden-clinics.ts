/**
 * A clinic the network's file no longer lists but appointments still point at cannot be deleted: its
 * name and address stay in the patients' history. `hidden` takes it out of every public list and out
 * of booking instead, until a later file lists it again. Existing clinics stay shown.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('clinics')
    .addColumn('hidden', 'integer', (col) => col.notNull().defaultTo(0).check(sql`hidden in (0, 1)`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('clinics').dropColumn('hidden').execute();
}
