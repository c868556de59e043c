/**
 * The per-phone password-guessing brake: one row per phone with recent failed logins, how many and
 * when the next attempt may be checked. Rows are written only by attempts that were checked.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_delays')
    .addColumn('phone', 'text', (col) => col.primaryKey())
    .addColumn('failures', 'integer', (col) => col.notNull())
    .addColumn('last_failure_at', 'text', (col) => col.notNull())
    .addColumn('retry_at', 'text', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_delays').ifExists().execute();
}
