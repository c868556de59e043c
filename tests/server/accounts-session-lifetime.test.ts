import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REFRESH_GRACE_MS, SESSION_LIFETIME_MS } from '../../server/auth/token-lifetimes';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { accountErrorKeys as keys, type TokenPair } from '../../src/api';
import { type AccountsTest, lists, openAccountsTest, pairOf } from './accounts-kit';
import { DIALECTS } from './harness';

const SINGLE = '79990000002';
const FAMILY = '79990000001';
const DAY_MS = 24 * 3600_000;
const INVALID_REFRESH = lists({ refreshErrors: [keys.auth.invalidRefreshToken] });

describe.each(DIALECTS)('session lifetime and refresh grace on %s', (dialect) => {
  let t: AccountsTest;
  beforeAll(async () => {
    t = await openAccountsTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const loginAs = async (phone = SINGLE) => {
    const res = await t.post('/auth/login', { phone, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    return pairOf(res.body);
  };
  const refresh = (pair: Pick<TokenPair, 'refreshToken'>) =>
    t.post('/auth/refresh', { refreshToken: pair.refreshToken });
  const personal = (pair: TokenPair) => t.get('/clients/personal-data', pair.accessToken);

  it('a login lasts at most 90 days however often it refreshes', async () => {
    expect(SESSION_LIFETIME_MS).toBe(90 * DAY_MS);
    // The clock only moves forward here: a login's counters are taken at the clock's time.
    const started = t.clock.now;
    let pair = await loginAs();
    // A refresh every 20 days keeps the sliding 30-day refresh token alive, up to day 80.
    for (let day = 20; day <= 80; day += 20) {
      t.clock.now = started + day * DAY_MS;
      const res = await refresh(pair);
      expect(res.status).toBe(200);
      pair = pairOf(res.body);
    }
    // The access token issued on day 80 lives 15 minutes; one issued near the end stops at the end.
    t.clock.now = started + 90 * DAY_MS - 60_000;
    const last = await refresh(pair);
    expect(last.status).toBe(200);
    pair = pairOf(last.body);
    expect((await personal(pair)).status).toBe(200);
    t.clock.now = started + 90 * DAY_MS;
    expect((await personal(pair)).status).toBe(401);
    const ended = await refresh(pair);
    expect(ended.status).toBe(401);
    expect(ended.body).toEqual(INVALID_REFRESH);
    // A fresh login starts a fresh 90 days.
    expect((await personal(await loginAs())).status).toBe(200);
  });

  it('two tabs refreshing with the same token at once both get the same new pair', async () => {
    const pair = await loginAs();
    const [a, b] = await Promise.all([refresh(pair), refresh(pair)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(pairOf(a.body)).toEqual(pairOf(b.body));
    const next = pairOf(a.body);
    expect((await personal(next)).status).toBe(200);
    // A third presentation a few seconds later: the same pair again, and nothing revoked.
    t.clock.now += REFRESH_GRACE_MS - 1000;
    try {
      const again = await refresh(pair);
      expect(again.status).toBe(200);
      expect(pairOf(again.body)).toEqual(next);
      expect((await personal(next)).status).toBe(200);
      const onward = await refresh(next);
      expect(onward.status).toBe(200);
      expect((await personal(pairOf(onward.body))).status).toBe(200);
    } finally {
      t.clock.now -= REFRESH_GRACE_MS - 1000;
    }
  });

  it('past the grace window the rotated token is reuse once its successor was used: every session of the login ends', async () => {
    const pair = await loginAs();
    const otherDevice = await loginAs();
    const family = await loginAs(FAMILY);
    const next = pairOf((await refresh(pair)).body);
    expect((await personal(next)).status).toBe(200); // the rightful client has its new pair
    t.clock.now += REFRESH_GRACE_MS;
    try {
      const reuse = await refresh(pair);
      expect(reuse.status).toBe(401);
      expect(reuse.body).toEqual(INVALID_REFRESH);
      expect((await personal(next)).status).toBe(401);
      expect((await refresh(next)).status).toBe(401);
      expect((await personal(otherDevice)).status).toBe(401);
      expect((await refresh(otherDevice)).status).toBe(401);
      // Another login is not touched.
      expect((await personal(family)).status).toBe(200);
    } finally {
      t.clock.now -= REFRESH_GRACE_MS;
    }
  });

  it('past the grace window, a successor never used (its answer lost on the way) is handed out again, and nothing ends', async () => {
    const pair = await loginAs();
    const otherDevice = await loginAs();
    const next = pairOf((await refresh(pair)).body);
    // The phone's request timed out after the server rotated: it presents the same token half a minute on.
    t.clock.now += 3 * REFRESH_GRACE_MS;
    try {
      const again = await refresh(pair);
      expect(again.status).toBe(200);
      expect(pairOf(again.body)).toEqual(next);
      expect((await personal(next)).status).toBe(200);
      expect((await personal(otherDevice)).status).toBe(200);
      // Used now: the rotated token presented once more is reuse, and the login's sessions end.
      expect((await refresh(pair)).status).toBe(401);
      expect((await personal(next)).status).toBe(401);
      expect((await personal(otherDevice)).status).toBe(401);
    } finally {
      t.clock.now -= 3 * REFRESH_GRACE_MS;
    }
  });

  it('a successor rotated onward counts as used: its predecessor past the window is reuse', async () => {
    const pair = await loginAs();
    const next = pairOf((await refresh(pair)).body);
    const onward = pairOf((await refresh(next)).body);
    t.clock.now += REFRESH_GRACE_MS;
    try {
      expect((await refresh(pair)).status).toBe(401);
      expect((await personal(onward)).status).toBe(401);
    } finally {
      t.clock.now -= REFRESH_GRACE_MS;
    }
  });

  it('the grace copy opens only with the rotated token itself: the stored seal is no pair', async () => {
    const pair = await loginAs();
    const next = pairOf((await refresh(pair)).body);
    const rows = await t.db
      .selectFrom('refresh_tokens')
      .select(['successor_sealed'])
      .where('successor_sealed', 'is not', null)
      .execute();
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      expect(row.successor_sealed).not.toContain(next.refreshToken);
      expect(row.successor_sealed).not.toContain(next.accessToken);
    }
  });

  it('change-user with a token another tab just rotated is refused without ending the session', async () => {
    const pair = await loginAs(FAMILY);
    const next = pairOf((await refresh(pair)).body);
    const data = (await personal(next)).body as { otherAvailableClients: { id: number }[] };
    const target = data.otherAvailableClients[0]!.id;
    const refused = await t.post('/auth/change-user', {
      targetClientId: target,
      refreshToken: pair.refreshToken,
    });
    expect(refused.status).toBe(401);
    expect((await personal(next)).status).toBe(200);
    const switched = await t.post('/auth/change-user', {
      targetClientId: target,
      refreshToken: next.refreshToken,
    });
    expect(switched.status).toBe(200);
  });
});
