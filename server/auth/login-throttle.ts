/**
 * Online password guessing, without handing anyone a way to lock a patient out:
 *
 * - per (phone, address) and per address: hourly caps (the message counters' table), so one source
 *   cannot hammer one phone or sweep many;
 * - per phone, across every address: no lock, a brake. The first failures are free; past them each
 *   further failure makes the phone wait a doubling delay (capped) before the next attempt is checked,
 *   answered 429 with Retry-After. Failures fade a day after the last one; a recovery by code resets them.
 *   A device that has proven the phone passes the brake on its own count of failures (known-devices.ts):
 *   its attempts neither wait for the phone's delay nor add to it.
 *
 * An attempt is counted *before* the argon2 check, atomically, so a burst of simultaneous guesses cannot
 * all read "0 so far"; a right password gives its count back. A refused attempt was never checked: it
 * counts nothing and writes nothing.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { subnetKey } from '../http/address-subnet';
import { claimKnownDevice, releaseKnownDevice } from './known-devices';
import { type AccountLimits, growingDelayMs } from './limits';
import { allUnder, type CounterLimit, giveBackAll, secondsToNextHour, takeAll } from './message-counters';

const DAY_MS = 24 * 3600_000;
const iso = (ms: number) => new Date(ms).toISOString();
/** The hourly count of one phone's failed logins from one address. */
const loginPairKey = (phone: string, address: string) => `${phone} ${address}`;

/** A reserved attempt: the caller reports how the check went. */
export interface LoginAttempt {
  /** The failures so far, this one included (the phone's, or a known device's own), and the delay it started (0: none). */
  failed(): Promise<{ failures: number; delayMs: number }>;
  succeeded(): Promise<void>;
}

const retryAfterOf = (now: number, retryAt: string) =>
  Math.max(1, Math.ceil((Date.parse(retryAt) - now) / 1000));

export async function reserveLoginAttempt(
  db: Kysely<Database>,
  now: number,
  limits: AccountLimits,
  phone: string,
  address: string,
  /** The caller's device token, when it has one (a device that proved the phone skips its delay). */
  device: string | null = null,
): Promise<LoginAttempt | { retryAfter: number }> {
  const at = iso(now);
  const counters: CounterLimit[] = [
    {
      scope: 'login-pair',
      key: loginPairKey(phone, address),
      max: limits.failedLoginsPerPhoneAndAddressPerHour,
    },
    { scope: 'login-address', key: address, max: limits.failedLoginsPerAddressPerHour },
    { scope: 'login-subnet', key: subnetKey(address), max: limits.failedLoginsPerSubnetPerHour },
  ];
  if (device !== null) {
    const known = await knownDeviceAttempt(db, now, limits, phone, device, counters);
    if (known) return known;
  }
  const delayed = async () => {
    const row = await db
      .selectFrom('login_delays')
      .select('retry_at')
      .where('phone', '=', phone)
      .executeTakeFirst();
    return row && row.retry_at > at ? row.retry_at : null;
  };
  const waiting = await delayed();
  if (waiting) return { retryAfter: retryAfterOf(now, waiting) };
  if (!(await allUnder(db, now, counters))) return { retryAfter: secondsToNextHour(now) };

  // Claims the phone's slot in one statement: concurrent attempts past the free ones find it held.
  const free = limits.freeFailedLoginsPerPhone;
  const next = sql<number>`case when login_delays.last_failure_at < ${iso(now - DAY_MS)} then 1 else login_delays.failures + 1 end`;
  const hold = iso(now + limits.loginDelayCapMs);
  const claimed = await db
    .insertInto('login_delays')
    .values({ phone, failures: 1, last_failure_at: at, retry_at: free >= 1 ? at : hold })
    .onConflict((oc) =>
      oc
        .column('phone')
        .doUpdateSet({
          failures: next,
          last_failure_at: at,
          retry_at: sql<string>`case when ${next} > ${free} then ${hold} else ${at} end`,
        })
        .where('login_delays.retry_at', '<=', at),
    )
    .returning('failures')
    .executeTakeFirst();
  const giveBackPhone = () =>
    db
      .updateTable('login_delays')
      .set({ failures: sql`case when failures > 0 then failures - 1 else 0 end`, retry_at: at })
      .where('phone', '=', phone)
      .execute();
  if (!claimed) return { retryAfter: retryAfterOf(now, (await delayed()) ?? hold) };
  if (!(await takeAll(db, now, counters))) {
    await giveBackPhone();
    return { retryAfter: secondsToNextHour(now) };
  }
  const failures = Number(claimed.failures);
  return {
    async failed() {
      const delayMs = growingDelayMs(failures, free, limits.loginDelayBaseMs, limits.loginDelayCapMs);
      await db
        .updateTable('login_delays')
        .set({ retry_at: iso(now + delayMs) })
        .where('phone', '=', phone)
        .execute();
      // Phones whose last failure is a day old limit nothing any more.
      await db
        .deleteFrom('login_delays')
        .where('last_failure_at', '<', iso(now - DAY_MS))
        .execute();
      return { failures, delayMs };
    },
    async succeeded() {
      await giveBackPhone();
      await giveBackAll(db, now, counters);
    },
  };
}

/**
 * An attempt from a device known for the phone: one of its own failures is taken (and the hourly
 * counters), never the phone's delay. Null when the device is not known for the phone or has failed too
 * often. The hourly limits refuse it like any attempt, its failure given back.
 */
async function knownDeviceAttempt(
  db: Kysely<Database>,
  now: number,
  limits: AccountLimits,
  phone: string,
  device: string,
  counters: CounterLimit[],
): Promise<LoginAttempt | { retryAfter: number } | null> {
  if (!(await allUnder(db, now, counters))) return { retryAfter: secondsToNextHour(now) };
  const failures = await claimKnownDevice(db, now, limits, device, phone);
  if (failures === null) return null;
  if (!(await takeAll(db, now, counters))) {
    await releaseKnownDevice(db, device, phone);
    return { retryAfter: secondsToNextHour(now) };
  }
  return {
    failed: async () => ({ failures, delayMs: 0 }),
    async succeeded() {
      await giveBackAll(db, now, counters);
    },
  };
}

/**
 * A recovery by code proves the owner: the phone's failed logins are forgotten, its delay and the hour's
 * count from the address the recovery came from (the owner's own guesses, which would otherwise refuse
 * the login with the new password until the hour ends). The address's count over every phone stays: one
 * phone's recovery must not clear a sweep of many.
 */
export async function resetLoginDelay(db: Kysely<Database>, phone: string, address: string): Promise<void> {
  await db.deleteFrom('login_delays').where('phone', '=', phone).execute();
  await db
    .deleteFrom('message_counters')
    .where('scope', '=', 'login-pair')
    .where('key', '=', loginPairKey(phone, address))
    .execute();
}
