/**
 * Online password guessing: failed logins are counted per phone and per client address per clock
 * hour (the message counters' table); past the limit login answers 429 before spending an argon2
 * verification. A phone's limit can be used to lock its owner out for the rest of the hour; password
 * recovery still works then.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { AccountLimits } from './limits';
import { countMessage, readCount } from './message-counters';

export async function loginThrottled(
  db: Kysely<Database>,
  now: number,
  limits: AccountLimits,
  phone: string,
  address: string,
): Promise<boolean> {
  return (
    (await readCount(db, now, 'login-phone', phone)) >= limits.failedLoginsPerPhonePerHour ||
    (await readCount(db, now, 'login-address', address)) >= limits.failedLoginsPerAddressPerHour
  );
}

export async function countFailedLogin(
  db: Kysely<Database>,
  now: number,
  phone: string,
  address: string,
): Promise<void> {
  await countMessage(db, now, 'login-phone', phone);
  await countMessage(db, now, 'login-address', address);
}
