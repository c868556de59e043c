/**
 * A logout or a password change that ends sessions while one of them is being refreshed leaves no live
 * token behind. The refresh is held open after it marked its token rotated and before it commits the
 * next pair; the ending starts meanwhile (on PostgreSQL it then waits on the rotated row), and only
 * then does the refresh go on. Afterwards the pair the refresh answered must open and renew nothing.
 */
import {
  ColumnNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryId,
  UpdateQueryNode,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/auth/secrets';
import type { TokenPair } from '../../src/api';
import { type AccountsTest, openAccountsTest, pairOf } from './accounts-kit';
import { DIALECTS } from './harness';
import { untilSettledOrWaiting } from './lock-waits';

const PASSWORD = 'First2026';

/** Holds the next rotation's transaction open right after its UPDATE, until released. */
class HoldRotation implements KyselyPlugin {
  readonly #held = new WeakSet<QueryId>();
  #armed = false;
  #reached = () => {};
  #gate: Promise<void> = Promise.resolve();

  /** Arms the hold; `reached` settles once a rotation stands held, `release` lets it go on. */
  arm(): { reached: Promise<void>; release: () => void } {
    this.#armed = true;
    let release = () => {};
    this.#gate = new Promise((resolve) => {
      release = resolve;
    });
    const reached = new Promise<void>((resolve) => {
      this.#reached = resolve;
    });
    return { reached, release };
  }

  transformQuery({ node, queryId }: PluginTransformQueryArgs) {
    const rotates =
      UpdateQueryNode.is(node) &&
      (node.updates ?? []).some(
        (update) => ColumnNode.is(update.column) && update.column.column.name === 'rotated_at',
      );
    if (this.#armed && rotates) {
      this.#armed = false;
      this.#held.add(queryId);
    }
    return node;
  }

  async transformResult({ queryId, result }: PluginTransformResultArgs) {
    if (this.#held.has(queryId)) {
      this.#reached();
      await this.#gate;
    }
    return result;
  }
}

describe.each(DIALECTS)('sessions ended during a refresh on %s', (dialect) => {
  const hold = new HoldRotation();
  let t: AccountsTest;
  beforeAll(async () => {
    t = await openAccountsTest(dialect, { plugin: hold });
  });
  afterAll(async () => {
    await t?.close();
  });

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
    const { reached, release } = hold.arm();
    const refresh = t.post('/auth/refresh', pair);
    await reached;
    let settled = false;
    const ending = end().finally(() => {
      settled = true;
    });
    await untilSettledOrWaiting(t.db, dialect, () => settled);
    release();
    const [refreshed, ended] = await Promise.all([refresh, ending]);
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
