/**
 * A logout or a password change that ends sessions while one of them is being refreshed leaves no live
 * token behind. The refresh is held open after it marked its token rotated and before it commits the
 * next pair; the ending starts meanwhile (on PostgreSQL it then waits on the rotated row), and only
 * then does the refresh go on. Afterwards the pair the refresh answered must open and renew nothing.
 */
import { ColumnNode, type RootOperationNode, UpdateQueryNode } from 'kysely';
import { describe, expect, it } from 'vitest';
import { sha256 } from '../../server/auth/secrets';
import type { TokenPair } from '../../src/api';
import { pairOf, suiteAccountsTest } from './accounts-kit';
import { DIALECTS } from './harness';
import { HoldQuery } from './hold-query';

const PASSWORD = 'First2026';

/** The rotation's UPDATE: it marks the presented token rotated. */
const rotates = (node: RootOperationNode) =>
  UpdateQueryNode.is(node) &&
  (node.updates ?? []).some(
    (update) => ColumnNode.is(update.column) && update.column.column.name === 'rotated_at',
  );

describe.each(DIALECTS)('sessions ended during a refresh on %s', (dialect) => {
  const hold = new HoldQuery();
  const t = suiteAccountsTest(dialect, { plugin: hold });

  const newLogin = async () => {
    const phone = t.freshPhone();
    expect((await t.register(phone, PASSWORD)).status).toBe(200);
    return phone;
  };
  const login = async (phone: string) => {
    const res = await t.post('/auth/login', { phone, password: PASSWORD });
    expect(res.status).toBe(200);
    return pairOf(res.body);
  };

  /** Refreshes `pair` with its rotation held open while `end` starts; answers the refresh's pair. */
  async function refreshWhile(pair: TokenPair, end: () => Promise<{ status: number }>) {
    const [refreshed, ended] = await hold.overlap(rotates, () => t.post('/auth/refresh', pair), end, t);
    expect(ended.status).toBe(200);
    expect(refreshed.status).toBe(200);
    return pairOf(refreshed.body);
  }

  /** The live (neither rotated nor revoked) token rows of the family `pair` belongs to. */
  const liveInFamilyOf = async (pair: TokenPair) => {
    const family = t.db
      .selectFrom('refresh_tokens as presented')
      .select('presented.family_id')
      .where('presented.token_hash', '=', sha256(pair.refreshToken));
    const rows = await t.db
      .selectFrom('refresh_tokens')
      .select('id')
      .where('family_id', '=', family)
      .where('revoked_at', 'is', null)
      .where('rotated_at', 'is', null)
      .execute();
    return rows.length;
  };

  const isDead = async (pair: TokenPair) => {
    expect((await t.get('/clients/personal-data', pair.accessToken)).status).toBe(401);
    expect((await t.post('/auth/refresh', pair)).status).toBe(401);
    expect(await liveInFamilyOf(pair)).toBe(0);
  };

  it('a logout leaves nothing of the family live, the pair its refresh issued meanwhile included', async () => {
    const pair = await login(await newLogin());
    const next = await refreshWhile(pair, () => t.post('/auth/logout', { logoutToken: pair.logoutToken }));
    await isDead(next);
  });

  it('a password change ends another device session whose refresh was under way', async () => {
    const phone = await newLogin();
    const mine = await login(phone);
    const other = await login(phone);
    const next = await refreshWhile(other, () =>
      t.post(
        '/clients/change-password',
        { oldPassword: PASSWORD, newPassword: 'Second#2026', confirmNewPassword: 'Second#2026' },
        mine.accessToken,
      ),
    );
    await isDead(next);
    // The session that changed the password goes on.
    expect((await t.get('/clients/personal-data', mine.accessToken)).status).toBe(200);
  });
});
