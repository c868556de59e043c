/**
 * When each issued pair was first used (its access token let a request in, or its refresh token was
 * rotated). A rotated refresh token presented again after the grace window gets its successor back
 * while that successor was never used: the answer that carried it was lost on the way (a stalled
 * phone's timeout), and nobody, thief or patient, has it. Rows from before count as used.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('used_at', 'text').execute();
  await sql`update refresh_tokens set used_at = created_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('used_at').execute();
}
