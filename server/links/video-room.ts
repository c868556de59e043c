/**
 * Video rooms. A call link's key is issued by the server with its appointment (`appointments.call_key`)
 * and opens a room only while that appointment stands: an unknown or wrong key answers 404 like the
 * other links, a cancelled, removed or past one 410. The room's name and its password are both HMACs of
 * the key under the server's video-room secret, under different labels: the video service never sees
 * the link's key (its room list and logs hold names that give the key back to no one), the secret never
 * reaches a browser, the app's source holds no password, and knowing one room gives nothing for
 * another. The secret is VIDEO_ROOM_SECRET when set; otherwise one random secret is made on first use
 * and kept in the database, so every server instance over the same database and every restart give a
 * room the same name and password.
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { randomToken } from '../auth/secrets';
import type { Database } from '../db/schema';
import { FREEING_STATUSES } from '../appointments/statuses';
import { iso } from './link-keys';

export const VIDEO_ROOM_SECRET_KEY = 'video-room-secret';

/** 24 base64url characters: 144 bits, short enough to type should someone join by hand. */
const PASSWORD_LENGTH = 24;
/**
 * 32 hex digits: 128 bits. Lower-case letters and digits only, since the video service may fold a
 * room's name to lower case and reads a '/' as a path.
 */
const ROOM_NAME_LENGTH = 32;

const hmac = (secret: string, label: string, key: string) =>
  createHmac('sha256', secret).update(`${label}:${key}`);

export function roomPassword(secret: string, key: string): string {
  return hmac(secret, 'video-room', key).digest('base64url').slice(0, PASSWORD_LENGTH);
}

export function roomName(secret: string, key: string): string {
  return hmac(secret, 'video-room-name', key).digest('hex').slice(0, ROOM_NAME_LENGTH);
}

/** What a call key opens: null for a key never issued, 'outdated' once its appointment cannot be held. */
export async function findCallKey(
  db: Kysely<Database>,
  key: string,
  at: number,
): Promise<'open' | 'outdated' | null> {
  const row = await db
    .selectFrom('appointments')
    .select(['status', 'deleted_at', 'call_key_expires_at'])
    .where('call_key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  const ended = row.call_key_expires_at !== null && row.call_key_expires_at <= iso(at);
  return row.deleted_at !== null || FREEING_STATUSES.includes(row.status) || ended ? 'outdated' : 'open';
}

/** The stored secret, made first if missing (a concurrent first use keeps whichever was written first). */
export async function storedVideoRoomSecret(db: Kysely<Database>): Promise<string> {
  await db
    .insertInto('settings')
    .values({ key: VIDEO_ROOM_SECRET_KEY, value: JSON.stringify(randomToken()) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', VIDEO_ROOM_SECRET_KEY)
    .executeTakeFirstOrThrow();
  return JSON.parse(row.value) as string;
}

/** The secret to derive names and passwords with: the configured one, else the stored one (read once). */
export function videoRoomSecret(db: Kysely<Database>, configured: string | null): () => Promise<string> {
  if (configured !== null) return () => Promise.resolve(configured);
  let stored: Promise<string> | null = null;
  return () => {
    stored ??= storedVideoRoomSecret(db).catch((error: unknown) => {
      // A failed read (the database was down) is tried again by the next request.
      stored = null;
      throw error;
    });
    return stored;
  };
}
