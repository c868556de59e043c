/**
 * Hourly counters in the database (so rate limits hold across server instances), one row per
 * (scope, key, clock hour). A request past a limit is refused by a read alone: a refused request
 * writes nothing, so floods of refused requests cannot grow the database or keep a window busy.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Codes sent per phone and per address; password attempts per (phone, address), per address and per /48;
 * phone lookups (does this phone have an account?) per address, per /48 and in all; code checks that
 * find no code per address and per /48; the budget of code sends in all, per number prefix and per /48
 * (and which budget ran out this hour); link-key lookups per address and per /48; the routes' own limits.
 */
export type CounterScope =
  | 'phone'
  | 'address'
  | 'login-pair'
  | 'login-address'
  | 'login-subnet'
  | 'lookup-address'
  | 'lookup-subnet'
  | 'lookup-all'
  | 'check-address'
  | 'check-subnet'
  | 'send-all'
  | 'send-prefix'
  | 'send-subnet'
  | 'send-tripped'
  | 'link-address'
  | 'link-subnet'
  | 'waitlist-client';

/** Counters are kept this long: the daily reads sum the last 24 hourly windows. */
const KEPT_HOURS = 24;

const HOUR_MS = 3600_000;

export const hourStart = (now: number) => new Date(Math.floor(now / HOUR_MS) * HOUR_MS).toISOString();

/** The oldest window a day's sum counts (this hour and the 23 before it); older ones are pruned. */
const firstKeptWindow = (now: number) => hourStart(now - (KEPT_HOURS - 1) * HOUR_MS);

/** Seconds until the current clock hour ends: when an hourly limit opens again. */
export const secondsToNextHour = (now: number) => Math.ceil((HOUR_MS - (now % HOUR_MS)) / 1000);

export interface CounterLimit {
  scope: CounterScope;
  key: string;
  /** At most this many counted per clock hour. */
  max: number;
}

/** Counts one unconditionally (a look-up already answered) and answers the new count. */
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

/** Counts one against each limit unconditionally (answers already given). */
export async function countEach(db: Kysely<Database>, now: number, limits: readonly CounterLimit[]) {
  for (const limit of limits) await countMessage(db, now, limit.scope, limit.key);
}

/** This hour's count (0 without a row); a read only. */
export const readCount = (db: Kysely<Database>, now: number, scope: CounterScope, key: string) =>
  sumOver(db, now, scope, key, 1);

/** Counts one if still under `max`, in one statement (a burst cannot overshoot); false: nothing written. */
async function takeOne(db: Kysely<Database>, now: number, { scope, key, max }: CounterLimit) {
  const row = await db
    .insertInto('message_counters')
    .values({ scope, key, window_start: hourStart(now), count: 1 })
    .onConflict((oc) =>
      oc
        .columns(['scope', 'key', 'window_start'])
        .doUpdateSet({ count: sql`message_counters.count + 1` })
        .where('message_counters.count', '<', max),
    )
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/** Gives one back (an attempt that turned out to be no failure). */
export async function giveBack(db: Kysely<Database>, now: number, { scope, key }: CounterLimit) {
  await db
    .updateTable('message_counters')
    .set({ count: sql`count - 1` })
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('window_start', '=', hourStart(now))
    .where('count', '>', 0)
    .execute();
}

/** Gives back each of `limits` taken this hour (a request that turned out not to count). */
export async function giveBackAll(db: Kysely<Database>, now: number, limits: readonly CounterLimit[]) {
  for (const limit of limits) await giveBack(db, now, limit);
}

/** The first limit with no room left, or null: a read only, for refusing before anything is written. */
export async function firstFull(
  db: Kysely<Database>,
  now: number,
  limits: readonly CounterLimit[],
): Promise<CounterLimit | null> {
  for (const limit of limits) {
    if ((await readCount(db, now, limit.scope, limit.key)) >= limit.max) return limit;
  }
  return null;
}

/** True when every limit still has room: a read only, for refusing before anything is written. */
export async function allUnder(db: Kysely<Database>, now: number, limits: readonly CounterLimit[]) {
  return (await firstFull(db, now, limits)) === null;
}

/**
 * Marks `key` once for this clock hour: true for the one call that made the mark (of any number, on
 * any instance), false for the rest, which write nothing.
 */
export async function firstThisHour(db: Kysely<Database>, now: number, scope: CounterScope, key: string) {
  const row = await db
    .insertInto('message_counters')
    .values({ scope, key, window_start: hourStart(now), count: 1 })
    .onConflict((oc) => oc.columns(['scope', 'key', 'window_start']).doNothing())
    .returning('count')
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Counts one against every limit, or none: the limits are read first (a refusal writes nothing), then
 * taken one by one; a limit filled by a concurrent request in between gives the earlier ones back.
 */
export async function takeAll(
  db: Kysely<Database>,
  now: number,
  limits: readonly CounterLimit[],
): Promise<boolean> {
  if (!(await allUnder(db, now, limits))) return false;
  for (const [index, limit] of limits.entries()) {
    if (await takeOne(db, now, limit)) continue;
    for (const taken of limits.slice(0, index)) await giveBack(db, now, taken);
    return false;
  }
  return true;
}

/** Drops the windows older than a day (they limit nothing any more). */
export async function pruneCounters(db: Kysely<Database>, now: number): Promise<void> {
  await db.deleteFrom('message_counters').where('window_start', '<', firstKeptWindow(now)).execute();
}

/** The sum over the last 24 clock hours, this one included. */
export const readDailyCount = (db: Kysely<Database>, now: number, scope: CounterScope, key: string) =>
  sumOver(db, now, scope, key, KEPT_HOURS);

/** The sum over the last `hours` clock hours, this one included. */
async function sumOver(
  db: Kysely<Database>,
  now: number,
  scope: CounterScope,
  key: string,
  hours: number,
): Promise<number> {
  const row = await db
    .selectFrom('message_counters')
    .select((eb) => eb.fn.sum<number | string | null>('count').as('total'))
    .where('scope', '=', scope)
    .where('key', '=', key)
    .where('window_start', '>=', hourStart(now - (hours - 1) * HOUR_MS))
    .executeTakeFirst();
  return Number(row?.total ?? 0);
}
