/**
 * Every issued pair gets a logout token beside it: a separate random value whose digest is kept here
 * and which the server takes at logout only. The offline queue can then keep a logout that can end the
 * session but never renew it. Rows from before have none: their sessions log out by refresh token.
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('refresh_tokens').addColumn('logout_hash', 'text').execute();
  await db.schema
    .createIndex('refresh_tokens_logout_idx')
    .unique()
    .on('refresh_tokens')
    .column('logout_hash')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('refresh_tokens_logout_idx').execute();
  await db.schema.alterTable('refresh_tokens').dropColumn('logout_hash').execute();
}
