/**
 * Sessions get an absolute end and a refresh grace: `session_expires_at` is the family's last moment
 * whatever its refreshes (every row of a family carries the same), `successor_sealed` is the pair a
 * rotation issued, encrypted with a key only the rotated refresh token gives, so a second tab that
 * refreshed with the same token a moment later gets the same pair. Existing sessions end when their
 * current refresh token would have.
 */
import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('session_expires_at', 'text').execute();
  await db.schema.alterTable('refresh_tokens').addColumn('successor_sealed', 'text').execute();
  await sql`update refresh_tokens set session_expires_at = expires_at`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').dropColumn('successor_sealed').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('session_expires_at').execute();
}
