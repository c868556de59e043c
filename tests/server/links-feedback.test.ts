/** Feedback by link and short links, on both dialects: keys for visits, one feedback per key, the redirects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppointmentStatus as S, errorKeys, FEEDBACK_COMMENT_MAX, linkErrorKeys } from '../../src/api';
import { issueFeedbackKeys } from '../../server/links/feedback';
import { FEEDBACK_KEY_TTL_MS } from '../../server/links/link-keys';
import { shortLinkTo } from '../../server/links/short-links';
import { T0 } from './booking-kit';
import { DIALECTS } from './harness';
import { type LinksTest, openLinksTest } from './links-kit';

const FEEDBACK = '/clients/feedback';
const CREATE = '/clients/create-feedback';
const REDIRECT = '/short_links/fetch-redirect-url';
const gone = {
  unexpectedErrors: [],
  formErrors: [],
  createClientFeedbackErrors: [linkErrorKeys.feedbackNotAvailable],
};

describe.each(DIALECTS)('feedback and short links on %s', (dialect) => {
  let t: LinksTest;
  beforeAll(async () => {
    t = await openLinksTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  /** A visit of a new client marked serviced (or paid), and the feedback key the job makes for it. */
  async function visitKey(status: number = S.SERVICED): Promise<string> {
    t.clock.now = T0;
    const row = await t.bookAny();
    await t.db.updateTable('appointments').set({ status }).where('id', '=', row.id).execute();
    await issueFeedbackKeys(t.db, t.clock.now, { since: '2030-01-01' });
    const key = await t.db
      .selectFrom('feedback_keys')
      .select('key')
      .where('appointment_id', '=', row.id)
      .executeTakeFirstOrThrow();
    return key.key;
  }

  const feedback = (key: string, fields: Record<string, unknown> = {}, idempotencyKey?: string) =>
    t.send(
      'POST',
      CREATE,
      { key, generalAssessmentOfAdmission: 9, netPromoterScore: 10, comment: '  Спасибо  ', ...fields },
      { key: idempotencyKey },
    );

  it('makes one key per serviced or paid visit, listed as reversed base64, and none for others', async () => {
    const key = await visitKey(S.PAID);
    expect(key).toMatch(/^[A-Za-z0-9]{10}$/);
    const row = await t.db
      .selectFrom('feedback_keys')
      .innerJoin('appointments', 'appointments.id', 'feedback_keys.appointment_id')
      .select(['appointments.feedback_key', 'feedback_keys.expires_at'])
      .where('feedback_keys.key', '=', key)
      .executeTakeFirstOrThrow();
    const listed = row.feedback_key as string;
    expect(Buffer.from(listed.split('').reverse().join(''), 'base64').toString()).toBe(key);
    expect(row.expires_at).toBe(new Date(T0 + FEEDBACK_KEY_TTL_MS).toISOString());
    // A second pass makes nothing more; a visit still ahead gets none.
    expect(await issueFeedbackKeys(t.db, T0, { since: '2030-01-01' })).toBe(0);
    const ahead = await t.bookAny();
    await issueFeedbackKeys(t.db, T0, { since: '2030-01-01' });
    const none = await t.db
      .selectFrom('feedback_keys')
      .select('key')
      .where('appointment_id', '=', ahead.id)
      .execute();
    expect(none).toEqual([]);
    // A visit before the given date is not asked about.
    await t.db.updateTable('appointments').set({ status: S.SERVICED }).where('id', '=', ahead.id).execute();
    expect(await issueFeedbackKeys(t.db, T0, { since: '2030-02-01' })).toBe(0);
    expect(await issueFeedbackKeys(t.db, T0, { since: '2030-01-01' })).toBe(1);
  });

  it('answers the doctor of a key; 404 unknown; 400 bad input', async () => {
    const key = await visitKey();
    const found = await t.send('POST', FEEDBACK, { key });
    expect([found.status, found.body]).toEqual([200, { doctorFullName: 'Тестов9001 Тест' }]);
    const unknown = await t.send('POST', FEEDBACK, { key: 'Zz9Zz9Zz9Z' });
    expect([unknown.status, unknown.body]).toEqual([
      404,
      { unexpectedErrors: [], formErrors: [errorKeys.notFound] },
    ]);
    expect((await t.send('POST', FEEDBACK, { key: 'a b' })).status).toBe(400);
    expect((await t.send('POST', FEEDBACK, {})).status).toBe(400);
  });

  it('takes one feedback, trimmed; then feedback_is_no_longer_available for the load and a resend', async () => {
    const key = await visitKey();
    const sent = await feedback(key);
    expect([sent.status, sent.body]).toEqual([200, { sent: true }]);
    const stored = await t.db.selectFrom('feedbacks').selectAll().where('feedback_key', '=', key).execute();
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ general_assessment: 9, net_promoter_score: 10, comment: 'Спасибо' });
    const again = await feedback(key, { comment: 'другой' });
    expect([again.status, again.body]).toEqual([410, gone]);
    const load = await t.send('POST', FEEDBACK, { key });
    expect([load.status, load.body]).toEqual([410, gone]);
    expect((await feedback('Zz9Zz9Zz9Z')).status).toBe(404);
  });

  it('checks the half-step scale and the comment cap after trimming', async () => {
    const key = await visitKey();
    for (const bad of [0, 11, 2.5, -1, '8', null]) {
      expect((await feedback(key, { generalAssessmentOfAdmission: bad })).status).toBe(400);
      expect((await feedback(key, { netPromoterScore: bad })).status).toBe(400);
    }
    const long = await feedback(key, { comment: 'я'.repeat(FEEDBACK_COMMENT_MAX + 1) });
    expect([long.status, long.body]).toEqual([
      400,
      { unexpectedErrors: [], formErrors: [], comment: [linkErrorKeys.commentTooLong] },
    ]);
    // Nothing was taken by the refusals; the cap counts after trimming.
    const fits = await feedback(key, {
      comment: `  ${'я'.repeat(FEEDBACK_COMMENT_MAX)}\n`,
      netPromoterScore: 1,
    });
    expect(fits.status).toBe(200);
    const withoutComment = await visitKey();
    const { comment: _, ...noComment } = {
      key: withoutComment,
      generalAssessmentOfAdmission: 1,
      netPromoterScore: 10,
      comment: '',
    };
    expect((await t.send('POST', CREATE, noComment)).status).toBe(200);
  });

  it('refuses an expired key with feedback_is_no_longer_available', async () => {
    const key = await visitKey();
    t.clock.now = T0 + FEEDBACK_KEY_TTL_MS;
    expect(await t.send('POST', FEEDBACK, { key }).then((r) => [r.status, r.body])).toEqual([410, gone]);
    expect(await feedback(key).then((r) => [r.status, r.body])).toEqual([410, gone]);
    t.clock.now = T0;
  });

  it('keeps exactly one feedback when many sends of one key race', async () => {
    const key = await visitKey();
    const answers = await Promise.all(
      Array.from({ length: 12 }, (_, i) => feedback(key, { comment: `attempt ${i}` })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 410)).toHaveLength(11);
    const rows = await t.db
      .selectFrom('feedbacks')
      .select('comment')
      .where('feedback_key', '=', key)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('replays a retried send with the same Idempotency-Key', async () => {
    const key = await visitKey();
    const first = await feedback(key, {}, 'fb-1');
    const retry = await feedback(key, {}, 'fb-1');
    expect([retry.status, retry.body]).toEqual([first.status, first.body]);
    expect(first.status).toBe(200);
    expect(retry.res.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await feedback(key, {}, 'fb-2')).status).toBe(410);
  });

  it('concurrent retries of one Idempotency-Key store one feedback and all get the first answer', async () => {
    const key = await visitKey();
    const answers = await Promise.all(Array.from({ length: 8 }, () => feedback(key, {}, 'fb-race')));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((answer) => JSON.stringify(answer.body))).size).toBe(1);
    const replayed = answers.filter((answer) => answer.res.headers.get('Idempotent-Replayed') === 'true');
    expect(replayed).toHaveLength(7);
    const rows = await t.db.selectFrom('feedbacks').select('id').where('feedback_key', '=', key).execute();
    expect(rows).toHaveLength(1);
  });

  it('resolves a short link to its path once per target; 404 unknown, 410 expired', async () => {
    const expiresAt = new Date(T0 + 3600_000).toISOString();
    const key = await shortLinkTo(t.db, '/feedback/Abc123Def4', { at: T0, expiresAt });
    expect(key).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(await shortLinkTo(t.db, '/feedback/Abc123Def4', { at: T0, expiresAt })).toBe(key);
    t.clock.now = T0;
    const found = await t.send('POST', REDIRECT, { key });
    expect([found.status, found.body]).toEqual([200, { url: '/feedback/Abc123Def4' }]);
    expect((await t.send('POST', REDIRECT, { key: 'Zz9Zz9Zz9Z' })).status).toBe(404);
    expect((await t.send('POST', REDIRECT, { key: 'not a key' })).status).toBe(400);
    t.clock.now = T0 + 3600_000;
    const expired = await t.send('POST', REDIRECT, { key });
    expect([expired.status, expired.body]).toEqual([
      410,
      { unexpectedErrors: [], formErrors: [linkErrorKeys.outdated] },
    ]);
    t.clock.now = T0;
  });
});
