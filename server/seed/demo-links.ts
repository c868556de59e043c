/**
 * Working demo links of every kind for the demo logins: a confirmation link on each of their upcoming
 * appointments, a feedback key for each serviced or paid one (the key the list's feedbackKey encodes),
 * a short link to the first feedback, and a video call key on an upcoming appointment the confirmation
 * link does not change. Once per database behind their own markers (the call's is apart, so a demo
 * database seeded before call keys existed gets one), after the demo appointments; `demoLinks` finds
 * them again for the start-up message.
 */
import type { Kysely } from 'kysely';
import { AppointmentStatus as S } from '../../src/api';
import type { Database } from '../db/schema';
import { accessKeyExpiry, iso } from '../links/link-keys';
import { appointmentPath, callPath, feedbackPath, shortLinkPath } from '../links/short-links';
import { findCallKey } from '../links/video-room';
import { claimSeedMarker } from './seed-marker';
import { DEMO_CONFIGURATION } from './demo-configuration';

export const LINKS_SEED_MARKER_KEY = 'seed.demo.links';
const CALL_SEED_MARKER_KEY = 'seed.demo.call';

/** The call key of a demo appointment: the server opens a room only for a key it issued. */
export const DEMO_CALL_KEY = 'democall01';
export const DEMO_SHORT_LINK_KEY = 'demolink01';
/** Demo keys outlive the demo run; the server's own feedback keys live 30 days. */
const DEMO_KEY_TTL_MS = 365 * 86_400_000;

const UPCOMING = [S.NEED_APPROVAL, S.CONFIRMED_BY_ADMINISTRATOR, S.APPROVED];

/** The list's feedbackKey back to the link key: reversed, then base64-decoded. */
const feedbackLinkKey = (listed: string) =>
  Buffer.from(listed.split('').reverse().join(''), 'base64').toString();

export async function seedDemoLinks(db: Kysely<Database>, now = Date.now()): Promise<boolean> {
  const seeded = await db.transaction().execute(async (trx) => {
    if (!(await claimSeedMarker(trx, LINKS_SEED_MARKER_KEY, iso(now).slice(0, 10)))) return false;
    const rows = await trx
      .selectFrom('appointments')
      .select(['id', 'date', 'time', 'duration_minutes', 'status', 'feedback_key', 'client_access_key'])
      .where('deleted_at', 'is', null)
      .orderBy('id')
      .execute();
    let n = 0;
    let firstFeedback: string | null = null;
    for (const row of rows) {
      n++;
      if ((UPCOMING as readonly number[]).includes(row.status) && row.client_access_key === null) {
        await trx
          .updateTable('appointments')
          .set({
            client_access_key: `democa${String(n).padStart(4, '0')}`,
            client_access_key_expires_at: accessKeyExpiry(row, DEMO_CONFIGURATION.timeZone),
          })
          .where('id', '=', row.id)
          .execute();
      }
      if ((row.status === S.SERVICED || row.status === S.PAID) && row.feedback_key !== null) {
        const key = feedbackLinkKey(row.feedback_key);
        firstFeedback ??= key;
        await trx
          .insertInto('feedback_keys')
          .values({
            key,
            appointment_id: row.id,
            created_at: iso(now),
            expires_at: iso(now + DEMO_KEY_TTL_MS),
          })
          .onConflict((oc) => oc.doNothing())
          .execute();
      }
    }
    if (firstFeedback !== null) {
      await trx
        .insertInto('short_links')
        .values({
          key: DEMO_SHORT_LINK_KEY,
          url: feedbackPath(firstFeedback),
          created_at: iso(now),
          expires_at: iso(now + DEMO_KEY_TTL_MS),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
    }
    return true;
  });
  await seedDemoCall(db, now);
  return seeded;
}

/**
 * The demo call key, on the demo logins' first upcoming appointment that needs no approval (the demo
 * confirmation link, which may cancel its appointment, is on one that does), else on the first one.
 */
async function seedDemoCall(db: Kysely<Database>, now: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    if (!(await claimSeedMarker(trx, CALL_SEED_MARKER_KEY, iso(now).slice(0, 10)))) return;
    const upcoming = await trx
      .selectFrom('appointments')
      .select(['id', 'status'])
      .where('deleted_at', 'is', null)
      .where('status', 'in', UPCOMING)
      .where('call_key', 'is', null)
      .orderBy('date')
      .orderBy('id')
      .execute();
    const row = upcoming.find((one) => one.status !== S.NEED_APPROVAL) ?? upcoming[0];
    if (!row) return;
    await trx
      .updateTable('appointments')
      .set({ call_key: DEMO_CALL_KEY, call_key_expires_at: iso(now + DEMO_KEY_TTL_MS) })
      .where('id', '=', row.id)
      .execute();
  });
}

/** One demo link of each kind that is still usable, as paths of the app. */
export async function demoLinks(db: Kysely<Database>, now = Date.now()): Promise<Record<string, string>> {
  const at = iso(now);
  const confirmation = await db
    .selectFrom('appointments')
    .select('client_access_key')
    .where('client_access_key', 'like', 'democa%')
    .where('status', '=', S.NEED_APPROVAL)
    .where('client_access_key_expires_at', '>', at)
    .orderBy('date')
    .executeTakeFirst();
  const feedback = await db
    .selectFrom('feedback_keys')
    .select('key')
    .where('key', 'like', 'demofb%')
    .where('used_at', 'is', null)
    .where('expires_at', '>', at)
    .orderBy('key')
    .executeTakeFirst();
  const short = await db
    .selectFrom('short_links')
    .select('key')
    .where('key', '=', DEMO_SHORT_LINK_KEY)
    .where('expires_at', '>', at)
    .executeTakeFirst();
  return {
    ...(confirmation?.client_access_key
      ? { confirmation: appointmentPath(confirmation.client_access_key) }
      : {}),
    ...(feedback ? { feedback: feedbackPath(feedback.key) } : {}),
    ...(short ? { 'short link': shortLinkPath(short.key) } : {}),
    ...((await findCallKey(db, DEMO_CALL_KEY, now)) === 'open' ? { call: callPath(DEMO_CALL_KEY) } : {}),
  };
}
