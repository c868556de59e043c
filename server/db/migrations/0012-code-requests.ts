/**
 * A confirmation code answers only the request that asked for it: `request_hash` is the SHA-256 of an
 * id handed to that request's sender alone, and a check must bring the id back. Codes sent before this
 * migration have none and can no longer be checked (they live five minutes).
 */
import type { Kysely } from 'kysely';

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('confirmation_codes').addColumn('request_hash', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('confirmation_codes').dropColumn('request_hash').execute();
}
