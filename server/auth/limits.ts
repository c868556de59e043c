/**
 * The accounts limits. Codes are 4 digits (10 000 values), so their safety rests on how many guesses
 * any number of addresses together can make against one phone; passwords are argon2id and the
 * 10 000 most common ones are refused, so online guessing is what these numbers slow down.
 *
 * Codes, per phone, whatever the addresses:
 *   - 5 wrong tries kill a code (per code, not per address), and only the request that asked for a code
 *     can try it; codes are single use, live 5 minutes;
 *   - at most 5 codes an hour; the first 6 in 24 hours come after the clinic's waitingTime, each
 *     further one after a doubling wait: 15 min, 30 min, 1 h, 2 h, then 4 h (the cap);
 *   - so at most about 15 codes, 75 guesses, a day: under 0.8 % a day to hit a code, and every code
 *     lands on the owner's phone. No right code is ever refused for earlier wrong ones.
 * Codes, paid messages: 20 an hour per address, 40 per IPv6 /48, 100 per number prefix (4 digits) and
 * 1 000 for the whole network (the prefix's budget and length and the network's set by the environment).
 * Passwords:
 *   - per (phone, address): 10 failed logins an hour, then 429 until the hour ends;
 *   - per address: 30 failed logins an hour, whatever the phones;
 *   - per phone, across all addresses: 20 failures free (more than one address may spend), then each
 *     failure delays the next checked attempt by 30 s, 1 min, 2 min, 4 min, 8 min, then 15 min (the
 *     cap): about 4 guesses an hour, ~120 a day, and the owner is slowed, never locked for a day. Failures fade 24 h after the last
 *     one; a password recovery by code resets them;
 *   - a device that has proven the phone (a right password or code, within 180 days) skips that delay
 *     until it fails 5 times in a row itself: the owner's own device is not held back by a stranger.
 * Answers that tell whether a phone has an account (a code send, registration, recovery): 30 an hour
 * per address, 100 per IPv6 /48, 3 000 from everyone together. Code checks that find no code: 30 an
 * hour per address, 100 per /48 (a check that finds its code is bounded by the code's tries).
 * Refused attempts are never counted and write nothing.
 * Sessions:
 *   - an access token lives 15 minutes, a refresh token 30 days from its last use, and a login at
 *     most 90 days (SESSION_LIFETIME_DAYS) whatever its refreshes;
 *   - a rotated refresh token answers the same new pair for 10 seconds (two tabs refreshing at once),
 *     and past that its use ends every session of the login.
 */
import { REFRESH_GRACE_MS, SESSION_LIFETIME_MS } from './token-lifetimes';

export interface AccountLimits {
  /** How long a code may be used. */
  codeTtlMs: number;
  /** Wrong tries a code survives, from whatever addresses its asker sends them. */
  codeAttempts: number;
  /** Codes sent per phone per clock hour. */
  messagesPerPhonePerHour: number;
  /** Codes sent per client address per clock hour. */
  messagesPerAddressPerHour: number;
  /** Codes sent by the whole network per clock hour (CODE_SENDS_PER_HOUR): the paid-message budget. */
  codeSendsPerHour: number;
  /** Codes sent to phones of one prefix per clock hour (CODE_SENDS_PER_PREFIX_PER_HOUR). */
  codeSendsPerPrefixPerHour: number;
  /** How many leading digits of a phone make its prefix (CODE_PREFIX_DIGITS): country code and range. */
  codePrefixDigits: number;
  /** Codes sent per IPv6 /48 of the senders per clock hour (an IPv4 address is its own). */
  codeSendsPerSubnetPerHour: number;
  /** Codes a phone gets in 24 hours at the clinic's waitingTime; each further one waits a doubling delay. */
  freeCodesPerPhonePerDay: number;
  /** The wait before the first code past the free ones; it doubles per code after that. */
  codeDelayBaseMs: number;
  /** The longest wait between codes. */
  codeDelayCapMs: number;
  /** Failed logins per (phone, client address) per clock hour. */
  failedLoginsPerPhoneAndAddressPerHour: number;
  /** Failed logins per client address per clock hour, whatever the phones. */
  failedLoginsPerAddressPerHour: number;
  /**
   * The same per IPv6 /48 (an IPv4 address is its own): one /48 holds 65 536 /64s, each an address of
   * its own, which would otherwise each get the address's failures.
   */
  failedLoginsPerSubnetPerHour: number;
  /** Failed logins of a phone (any address, within a day of each other) before each one delays the next. */
  freeFailedLoginsPerPhone: number;
  /** The delay after the first failure past the free ones; it doubles per failure after that. */
  loginDelayBaseMs: number;
  /** The longest delay between checked logins of one phone. */
  loginDelayCapMs: number;
  /** Failed logins in a row after which a device that proved the phone waits out its delay like any other. */
  knownDeviceFailures: number;
  /** How long after it last proved a phone a device still skips the phone's delay. */
  knownDeviceLifetimeMs: number;
  /** Answers that say whether a phone has an account (registration, recovery) per address per hour. */
  phoneLookupsPerAddressPerHour: number;
  /** The same per IPv6 /48 (an IPv4 address is its own), per hour. */
  phoneLookupsPerSubnetPerHour: number;
  /** The same from everyone together, per hour (PHONE_LOOKUPS_PER_HOUR). */
  phoneLookupsPerHour: number;
  /** Code checks that find no code (no code for that phone and request id) per address per hour. */
  codeCheckMissesPerAddressPerHour: number;
  /** The same per IPv6 /48, per hour. */
  codeCheckMissesPerSubnetPerHour: number;
  /** How long a login lasts at most, however often it refreshes. */
  sessionLifetimeMs: number;
  /** How long a rotated refresh token still answers the pair its rotation issued. */
  refreshGraceMs: number;
}

export const DEFAULT_LIMITS: AccountLimits = {
  codeTtlMs: 5 * 60_000,
  codeAttempts: 5,
  messagesPerPhonePerHour: 5,
  messagesPerAddressPerHour: 20,
  codeSendsPerHour: 1000,
  codeSendsPerPrefixPerHour: 100,
  codePrefixDigits: 4,
  codeSendsPerSubnetPerHour: 40,
  freeCodesPerPhonePerDay: 6,
  codeDelayBaseMs: 15 * 60_000,
  codeDelayCapMs: 4 * 3600_000,
  failedLoginsPerPhoneAndAddressPerHour: 10,
  failedLoginsPerAddressPerHour: 30,
  failedLoginsPerSubnetPerHour: 100,
  freeFailedLoginsPerPhone: 20,
  loginDelayBaseMs: 30_000,
  loginDelayCapMs: 15 * 60_000,
  knownDeviceFailures: 5,
  knownDeviceLifetimeMs: 180 * 24 * 3600_000,
  phoneLookupsPerAddressPerHour: 30,
  phoneLookupsPerSubnetPerHour: 100,
  phoneLookupsPerHour: 3000,
  codeCheckMissesPerAddressPerHour: 30,
  codeCheckMissesPerSubnetPerHour: 100,
  sessionLifetimeMs: SESSION_LIFETIME_MS,
  refreshGraceMs: REFRESH_GRACE_MS,
};

/** 0 for the first `free` events; then base, doubling per event, never past cap. */
export function growingDelayMs(count: number, free: number, baseMs: number, capMs: number): number {
  if (count <= free) return 0;
  return Math.min(capMs, baseMs * 2 ** Math.min(count - free - 1, 30));
}
