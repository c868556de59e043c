/**
 * Online password guessing: password attempts are counted per phone and per client address per clock
 * hour (the message counters' table). The attempt is counted *before* the argon2 check, in one atomic
 * upsert, so a burst of simultaneous guesses cannot all read "0 so far" and slip past the limit; a
 * successful login gives its count back. Past the limit the answer is 429 without spending an argon2
 * verification. A phone's limit can be used to lock its owner out for the rest of the hour; password
 * recovery still works then.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AccountLimits } from './limits';
import { countMessage, hourStart } from './message-counters';

/** Counts one attempt; false when the phone or the address is past its hourly limit. */
export async function reserveLoginAttempt(
  db: Kysely<Database>,
  now: number,
  limits: AccountLimits,
  phone: string,
  address: string,
): Promise<boolean> {
  const byPhone = await countMessage(db, now, 'login-phone', phone);
  const byAddress = await countMessage(db, now, 'login-address', address);
  return byPhone <= limits.failedLoginsPerPhonePerHour && byAddress <= limits.failedLoginsPerAddressPerHour;
}

/** A successful attempt is not a failure: its count (taken at `now`, the same hour) is given back. */
export async function releaseLoginAttempt(
  db: Kysely<Database>,
  now: number,
  phone: string,
  address: string,
): Promise<void> {
  for (const [scope, key] of [
    ['login-phone', phone],
    ['login-address', address],
  ] as const) {
    await db
      .updateTable('message_counters')
      .set({ count: sql`count - 1` })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('window_start', '=', hourStart(now))
      .where('count', '>', 0)
      .execute();
  }
}
