/**
 * Video room passwords. A room is named by its call link's key; its password is an HMAC of the key under
 * the server's video-room secret, so the secret itself never reaches a browser, the app's source holds
 * no password, and knowing one room's password gives nothing for another. The secret is VIDEO_ROOM_SECRET
 * when set; otherwise one random secret is made on first use and kept in the database, so every server
 * instance over the same database and every restart give a room the same password.
 */
import { createHmac } from 'node:crypto';
import type { Kysely } from 'kysely';
import { randomToken } from '../auth/secrets';
import type { Database } from '../db/schema';

export const VIDEO_ROOM_SECRET_KEY = 'video-room-secret';

/** 24 base64url characters: 144 bits, short enough to type should someone join by hand. */
const PASSWORD_LENGTH = 24;

export function roomPassword(secret: string, key: string): string {
  return createHmac('sha256', secret)
    .update(`video-room:${key}`)
    .digest('base64url')
    .slice(0, PASSWORD_LENGTH);
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

/** The secret to derive passwords with: the configured one, else the stored one (read once). */
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
