/**
 * Phones in logs as keyed digests. A plain hash of a phone number gives the number back by trying the
 * few billion numbers of a country; an HMAC under a random key kept in the database does not, and every
 * instance over the same database tags a phone alike, so one phone's events can be followed in the logs.
 * The key is made once (the first instance to need it writes it; a concurrent one reads the winner's).
 */
import { createHmac, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

const KEY_SETTING = 'log-digest-key';

async function readOrCreateKey(db: Kysely<Database>): Promise<Buffer> {
  await db
    .insertInto('settings')
    .values({ key: KEY_SETTING, value: randomBytes(32).toString('base64') })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', KEY_SETTING)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64');
}

/** A phone's tag for the logs: 16 hex characters of HMAC-SHA-256 under the database's key. */
export function createPhoneDigest(db: Kysely<Database>): (phone: string) => Promise<string> {
  let key: Promise<Buffer> | null = null;
  return async (phone) => {
    key ??= readOrCreateKey(db).catch((error: unknown) => {
      key = null;
      throw error;
    });
    return createHmac('sha256', await key)
      .update(phone)
      .digest('hex')
      .slice(0, 16);
  };
}
