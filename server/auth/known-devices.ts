/**
 * Devices that have proven a phone. A stranger who knows a phone can arm its login delay with wrong
 * passwords from a few addresses; a delay for everyone would then hold the owner back too. A device the
 * owner used to prove the phone (a right password or a right code) carries a random token in a cookie,
 * and its logins to that phone skip the phone's delay. Its own failures are counted: after a few in a
 * row it waits like any other device, so a stolen cookie buys only those few guesses. The hourly limits
 * per (phone, address) and per address still hold for it.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import type { AccountLimits } from './limits';
import { randomToken, sha256 } from './secrets';

const iso = (ms: number) => new Date(ms).toISOString();

/** A token as this server makes them (256 bits, URL-safe): anything else is no device token. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The device's token when it carries a well-formed one, else a fresh one (kept only once it proves a phone). */
export const deviceToken = (cookie: string | undefined): string =>
  cookie !== undefined && TOKEN_PATTERN.test(cookie) ? cookie : randomToken();

type DeviceLimits = Pick<AccountLimits, 'knownDeviceFailures' | 'knownDeviceLifetimeMs'>;

/**
 * Takes one of the known device's failures for a login to `phone`, in one statement (simultaneous
 * guesses cannot all pass): the failures since it last proved the phone, this one included, or null
 * when the device is not known for the phone, has proven it too long ago or has failed too often.
 */
export async function claimKnownDevice(
  db: Kysely<Database>,
  now: number,
  limits: DeviceLimits,
  token: string,
  phone: string,
): Promise<number | null> {
  const row = await db
    .updateTable('known_devices')
    .set({ failures: sql`failures + 1` })
    .where('token_hash', '=', sha256(token))
    .where('phone', '=', phone)
    .where('failures', '<', limits.knownDeviceFailures)
    .where('proven_at', '>', iso(now - limits.knownDeviceLifetimeMs))
    .returning('failures')
    .executeTakeFirst();
  return row ? Number(row.failures) : null;
}

/** Gives a claimed failure back (the attempt was refused before its password was checked). */
export async function releaseKnownDevice(db: Kysely<Database>, token: string, phone: string) {
  await db
    .updateTable('known_devices')
    .set({ failures: sql`case when failures > 0 then failures - 1 else 0 end` })
    .where('token_hash', '=', sha256(token))
    .where('phone', '=', phone)
    .execute();
}

/** The device proved the phone: it is known for it from now, with no failures; stale rows are dropped. */
export async function rememberDevice(
  db: Kysely<Database>,
  now: number,
  limits: DeviceLimits,
  token: string,
  phone: string,
): Promise<void> {
  await db
    .insertInto('known_devices')
    .values({ token_hash: sha256(token), phone, failures: 0, proven_at: iso(now) })
    .onConflict((oc) => oc.columns(['token_hash', 'phone']).doUpdateSet({ failures: 0, proven_at: iso(now) }))
    .execute();
  await db
    .deleteFrom('known_devices')
    .where('proven_at', '<=', iso(now - limits.knownDeviceLifetimeMs))
    .execute();
}
