/**
 * Link keys and their lifetimes. A key is 10 letters or digits drawn from crypto random bytes (about
 * 59 bits): the link format also allows '+', '/' and a trailing '=', but those need escaping in a URL
 * or a text message, so the server never makes them. Lookups accept the whole format.
 */
import { randomBytes } from 'node:crypto';
import { instantOf } from '../../src/domain/time-zone';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const KEY_LENGTH = 10;
/** Bytes at or above this would favour the first letters: 248 = 4 × 62. */
const UNBIASED_BELOW = 248;

export function newLinkKey(): string {
  let key = '';
  while (key.length < KEY_LENGTH) {
    for (const byte of randomBytes(16)) {
      if (byte < UNBIASED_BELOW && key.length < KEY_LENGTH) key += ALPHABET[byte % ALPHABET.length];
    }
  }
  return key;
}

/** The appointment list's feedbackKey: the key in base64, reversed (the screen undoes both). */
export const listedFeedbackKey = (key: string) =>
  Buffer.from(key).toString('base64').split('').reverse().join('');

/** A client access key lives until the appointment ends. */
export function accessKeyExpiry(
  appointment: { date: string; time: string; duration_minutes: number },
  timeZone: string,
): string {
  const start = instantOf(appointment.date, appointment.time, timeZone);
  return new Date(start + appointment.duration_minutes * 60_000).toISOString();
}

/**
 * A call key opens its room until an hour after the appointment's end: a consultation that runs late
 * can still be joined again after a dropped connection.
 */
export const CALL_KEY_GRACE_MS = 3600_000;

export function callKeyExpiry(
  appointment: { date: string; time: string; duration_minutes: number },
  timeZone: string,
): string {
  return new Date(Date.parse(accessKeyExpiry(appointment, timeZone)) + CALL_KEY_GRACE_MS).toISOString();
}

/** How long a feedback key may be used after the visit. */
export const FEEDBACK_KEY_TTL_MS = 30 * 86_400_000;

export const iso = (ms: number) => new Date(ms).toISOString();
