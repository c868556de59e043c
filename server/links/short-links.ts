/** Short links for text messages: a key standing for a path of the app, with the target's lifetime. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { iso, newLinkKey } from './link-keys';

/**
 * The short link to a path, made once per path: a resent message reuses it. Its lifetime grows to the
 * later of the two: a moved visit's path lives on past the old time, and the next reminder's link,
 * the same key, must open until the new one.
 */
export async function shortLinkTo(
  db: Kysely<Database>,
  url: string,
  { at, expiresAt }: { at: number; expiresAt: string },
): Promise<string> {
  await db
    .insertInto('short_links')
    .values({ key: newLinkKey(), url, created_at: iso(at), expires_at: expiresAt })
    .onConflict((oc) =>
      oc
        .column('url')
        .doUpdateSet({ expires_at: (eb) => eb.ref('excluded.expires_at') })
        .where('short_links.expires_at', '<', expiresAt),
    )
    .execute();
  const row = await db
    .selectFrom('short_links')
    .select('key')
    .where('url', '=', url)
    .executeTakeFirstOrThrow();
  return row.key;
}

/** The path behind a key: null when unknown, 'expired' past its lifetime. */
export async function resolveShortLink(
  db: Kysely<Database>,
  key: string,
  at: number,
): Promise<string | 'expired' | null> {
  const row = await db
    .selectFrom('short_links')
    .select(['url', 'expires_at'])
    .where('key', '=', key)
    .executeTakeFirst();
  if (!row) return null;
  return row.expires_at <= iso(at) ? 'expired' : row.url;
}

export const appointmentPath = (key: string) => `/appointment/${encodeURIComponent(key)}`;
export const feedbackPath = (key: string) => `/feedback/${encodeURIComponent(key)}`;
export const shortLinkPath = (key: string) => `/link/${encodeURIComponent(key)}`;
export const callPath = (key: string) => `/call/${encodeURIComponent(key)}`;
