/**
 * Hourly message counters in the database (DESIGN: rate limits hold across instances). One atomic
 * upsert per (scope, key, clock hour) counts a send and answers the new count on both dialects.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/** Codes sent per phone and per address; failed logins per phone and per address. */
export type CounterScope = 'phone' | 'address' | 'login-phone' | 'login-address';

const HOUR_MS = 3600_000;

export const hourStart = (now: number) => new Date(Math.floor(now / HOUR_MS) * HOUR_MS).toISOString();

export async function countMessage(
  db: Kysely<Database>,
  now: number,
  scope: CounterScope,
  key: string,
): Promise<number> {
  const row = await db
    .insertInto('message_counters')
    .values({ scope, key, window_start: hourStart(now), count: 1 })
    .onConflict((oc) =>
      oc.columns(['scope', 'key', 'window_start']).doUpdateSet({ count: sql`message_counters.count + 1` }),
    )
    .returning('count')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/** The count of the current hour, without counting. */
export async function readCount(
  db: Kysely<Database>,
  now: number,
  scope: CounterScope,
  key: string,
): Promise<number> {
  const row = await db
    .selectFrom('message_counters')
    .select('count')
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('window_start', '=', hourStart(now))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** Drops the windows of past hours (they limit nothing any more). */
export async function pruneCounters(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('message_counters').where('window_start', '<', hourStart(now)).execute();
}
