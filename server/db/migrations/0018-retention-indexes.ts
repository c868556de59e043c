/**
 * The indexes the retention job's deletes read by (server/auth/retention.ts): token rows by their expiry,
 * and a login's rows by family and expiry, so asking whether any token of a login is still recent is one
 * index probe; audit events by their time; short links by their expiry. Without them every hourly pass
 * would read these tables whole. The family index takes the place of the one on the family alone,
 * which it serves as well: one index less to write on every refresh.
 */
import type { Kysely } from 'kysely';

const INDEXES = [
  ['refresh_tokens_expires_idx', 'refresh_tokens', ['expires_at']],
  ['refresh_tokens_family_expires_idx', 'refresh_tokens', ['family_id', 'expires_at']],
  ['audit_events_at_idx', 'audit_events', ['at']],
  ['short_links_expires_idx', 'short_links', ['expires_at']],
] as const;

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [name, table, columns] of INDEXES)
    await db.schema
      .createIndex(name)
      .on(table)
      .columns([...columns])
      .execute();
  await db.schema.dropIndex('refresh_tokens_family_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('refresh_tokens_family_idx').on('refresh_tokens').column('family_id').execute();
  for (const [name] of INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}
