/**
 * Hourly message counters in the database (so rate limits hold across server instances). One atomic
 * upsert per (scope, key, clock hour) counts a send and answers the new count on both dialects.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Codes sent per phone and per address; password attempts per phone and per address; wrong codes per
 * phone (read over a day); phone lookups (does this phone have an account?) per address; link-key
 * lookups per address.
 */
export type CounterScope =
  | 'phone'
  | 'address'
  | 'login-phone'
  | 'login-address'
  | 'code-fail-phone'
  | 'lookup-address'
  | 'link-address';

/** Counters are kept this long: the daily limits sum the last 24 hourly windows. */
const KEPT_HOURS = 24;

const HOUR_MS = 3600_000;

export const hourStart = (now: number) => new Date(Math.floor(now / HOUR_MS) * HOUR_MS).toISOString();

/** The oldest window a day's sum counts (this hour and the 23 before it); older ones are pruned. */
const firstKeptWindow = (now: number) => hourStart(now - (KEPT_HOURS - 1) * HOUR_MS);

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

/** Drops the windows older than a day (they limit nothing any more). */
export async function pruneCounters(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('message_counters').where('window_start', '<', firstKeptWindow(now)).execute();
}

/** The sum over the last 24 clock hours, this one included. */
export async function readDailyCount(
  db: Kysely<Database>,
  now: number,
  scope: CounterScope,
  key: string,
): Promise<number> {
  const row = await db
    .selectFrom('message_counters')
    .select((eb) => eb.fn.sum<number | string | null>('count').as('total'))
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('window_start', '>=', firstKeptWindow(now))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
