/**
 * The retention job: token rows of logins that ended a while ago go, while a live login keeps every
 * row, its spent tokens too, so presenting a spent one still ends the login; audit events go after
 * their keeping time; short links a while after their expiry, a late visitor told "expired" until then;
 * a run deletes a bounded number of rows and leaves the rest to the next.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRetentionJob } from '../../server/auth/retention';
import {
  AUDIT_RETENTION_MS,
  ENDED_LOGIN_KEPT_MS,
  EXPIRED_LINK_KEPT_MS,
} from '../../server/auth/retention-times';
import { REFRESH_TTL_MS } from '../../server/auth/token-lifetimes';
import { sha256 } from '../../server/auth/secrets';
import { resolveShortLink } from '../../server/links/short-links';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import type { TokenPair } from '../../src/api';
import { type AccountsTest, openAccountsTest, pairOf } from './accounts-kit';
import { DIALECTS } from './harness';

const SINGLE = '79990000002';
const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe.each(DIALECTS)('retention on %s', (dialect) => {
  let t: AccountsTest;
  beforeAll(async () => {
    t = await openAccountsTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const prune = (options: { batchSize?: number; maxBatches?: number } = {}) =>
    createRetentionJob({ db: t.db, now: () => t.clock.now, ...options }).runOnce();
  const loginAs = async (phone = SINGLE) => {
    const res = await t.post('/auth/login', { phone, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    return pairOf(res.body);
  };
  const refresh = async (pair: TokenPair) => {
    const res = await t.post('/auth/refresh', { refreshToken: pair.refreshToken });
    expect(res.status).toBe(200);
    return pairOf(res.body);
  };
  const familyOf = async (pair: TokenPair) =>
    (
      await t.db
        .selectFrom('refresh_tokens')
        .select('family_id')
        .where('token_hash', '=', sha256(pair.refreshToken))
        .executeTakeFirstOrThrow()
    ).family_id;
  const rowsOf = async (family: string) =>
    t.db.selectFrom('refresh_tokens').select(['id', 'revoked_at']).where('family_id', '=', family).execute();

  it("an ended login's rows stay while its last token expired within the kept time, then go", async () => {
    t.clock.now += DAY;
    const first = await loginAs();
    t.clock.now += 10 * DAY;
    const last = await refresh(first);
    const family = await familyOf(first);
    const lastExpiry = t.clock.now + REFRESH_TTL_MS;

    t.clock.now = lastExpiry + ENDED_LOGIN_KEPT_MS - 60_000;
    await prune();
    expect(await rowsOf(family)).toHaveLength(2);

    t.clock.now = lastExpiry + ENDED_LOGIN_KEPT_MS + 60_000;
    const run = await prune();
    expect(run.endedLoginTokens).toBeGreaterThanOrEqual(2);
    expect(await rowsOf(family)).toEqual([]);
    expect((await t.post('/auth/refresh', { refreshToken: last.refreshToken })).status).toBe(401);
  });

  it("a spent token of a login that ended within the kept time still ends the patient's newer login", async () => {
    t.clock.now += DAY;
    const spent = await loginAs();
    await refresh(spent);
    const ended = await familyOf(spent);
    t.clock.now += REFRESH_TTL_MS + ENDED_LOGIN_KEPT_MS / 2;
    const newer = await loginAs();
    await prune();
    expect(await rowsOf(ended)).toHaveLength(2);

    expect((await t.post('/auth/refresh', { refreshToken: spent.refreshToken })).status).toBe(401);
    expect((await t.post('/auth/refresh', { refreshToken: newer.refreshToken })).status).toBe(401);
  });

  it('a live login keeps every row, its long-expired spent tokens too: presenting one still ends it', async () => {
    t.clock.now += DAY;
    const first = await loginAs();
    const family = await familyOf(first);
    t.clock.now += 20 * DAY;
    const second = await refresh(first);
    t.clock.now += 25 * DAY;
    const third = await refresh(second);
    // The first pair expired more than the kept time ago; the third is valid for weeks yet.
    t.clock.now += 17 * DAY;
    const rows = await t.db
      .selectFrom('refresh_tokens')
      .select('expires_at')
      .where('token_hash', '=', sha256(first.refreshToken))
      .executeTakeFirstOrThrow();
    expect(rows.expires_at < iso(t.clock.now - ENDED_LOGIN_KEPT_MS)).toBe(true);

    await prune();
    expect(await rowsOf(family)).toHaveLength(3);

    const reuse = await t.post('/auth/refresh', { refreshToken: first.refreshToken });
    expect(reuse.status).toBe(401);
    expect((await rowsOf(family)).filter((row) => row.revoked_at === null)).toEqual([]);
    expect((await t.post('/auth/refresh', { refreshToken: third.refreshToken })).status).toBe(401);
  });

  it('audit events older than the keeping time go; newer ones stay', async () => {
    t.clock.now += DAY;
    const address = '10.77.0.1';
    const at = (ms: number) => ({ at: iso(ms), event: 'login', user_id: null, client_id: null, address });
    await t.db
      .insertInto('audit_events')
      .values([
        at(t.clock.now - AUDIT_RETENTION_MS - 60_000),
        at(t.clock.now - AUDIT_RETENTION_MS + 60_000),
        at(t.clock.now - DAY),
      ])
      .execute();
    await prune();
    const left = await t.db
      .selectFrom('audit_events')
      .select('at')
      .where('address', '=', address)
      .orderBy('at')
      .execute();
    expect(left.map((row) => row.at)).toEqual([
      iso(t.clock.now - AUDIT_RETENTION_MS + 60_000),
      iso(t.clock.now - DAY),
    ]);
  });

  it('short links go a while after their expiry; until then a late visitor is told they expired', async () => {
    t.clock.now += DAY;
    const link = (key: string, expiresAt: number) => ({
      key,
      url: `/appointment/${key}`,
      created_at: iso(expiresAt - 30 * DAY),
      expires_at: iso(expiresAt),
    });
    await t.db
      .insertInto('short_links')
      .values([
        link('retainOld1', t.clock.now - EXPIRED_LINK_KEPT_MS - 60_000),
        link('retainLate', t.clock.now - EXPIRED_LINK_KEPT_MS + 60_000),
        link('retainLive', t.clock.now + DAY),
      ])
      .execute();
    await prune();
    const left = await t.db
      .selectFrom('short_links')
      .select('key')
      .where('key', 'like', 'retain%')
      .orderBy('key')
      .execute();
    expect(left.map((row) => row.key)).toEqual(['retainLate', 'retainLive']);
    expect(await resolveShortLink(t.db, 'retainLate', t.clock.now)).toBe('expired');
  });

  it('a run deletes at most its batches over all the tables, and the next run goes on', async () => {
    t.clock.now += DAY;
    await prune();
    const old = t.clock.now - AUDIT_RETENTION_MS - DAY;
    await t.db
      .insertInto('audit_events')
      .values(
        Array.from({ length: 25 }, () => ({ at: iso(old), event: 'login', user_id: null, client_id: null })),
      )
      .execute();
    await t.db
      .insertInto('short_links')
      .values(
        Array.from({ length: 25 }, (_, n) => ({
          key: `batch${String(n).padStart(5, '0')}`,
          url: `/link-batch/${n}`,
          created_at: iso(old),
          expires_at: iso(old),
        })),
      )
      .execute();

    // One batch of each table in turn: tokens (none left), audit, links, the booking tables (none), then
    // audit again.
    const none = { endedLoginTokens: 0, waitlistOffers: 0, endedWaitlistRequests: 0, appointmentMoves: 0 };
    expect(await prune({ batchSize: 10, maxBatches: 7 })).toEqual({
      ...none,
      auditEvents: 20,
      shortLinks: 10,
    });
    expect(await prune({ batchSize: 10, maxBatches: 7 })).toEqual({
      ...none,
      auditEvents: 5,
      shortLinks: 15,
    });
    expect(await prune()).toEqual({ ...none, auditEvents: 0, shortLinks: 0 });
  });
});
