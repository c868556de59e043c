/**
 * The logout token: every pair comes with one, logout takes it, and nothing else does (refresh,
 * change-user, a bearer header), so a logout kept for later can end the session but never renew it.
 * Its migration adds the digest's column to sessions that already exist, on both databases.
 */
import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256 } from '../../server/auth/secrets';
import { createMigrationProvider } from '../../server/db/migrations';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { accountErrorKeys as keys, type TokenPair } from '../../src/api';
import { type AccountsTest, lists, openAccountsTest, pairOf } from './accounts-kit';
import { DIALECTS, openTestDatabase, type TestDatabase } from './harness';

const FAMILY = '79990000001';
const INVALID_REFRESH = lists({ refreshErrors: [keys.auth.invalidRefreshToken] });

describe.each(DIALECTS)('logout tokens on %s', (dialect) => {
  let t: AccountsTest;
  beforeAll(async () => {
    t = await openAccountsTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const loginAs = async () => {
    const res = await t.post('/auth/login', { phone: FAMILY, password: DEMO_PASSWORD });
    expect(res.status).toBe(200);
    return pairOf(res.body);
  };
  const logoutTokenOf = (pair: TokenPair) => {
    expect(pair.logoutToken).toMatch(/^[\w-]{40,}$/);
    return pair.logoutToken ?? '';
  };
  const works = async (pair: TokenPair) => (await t.get('/clients/personal-data', pair.accessToken)).status;

  it('every pair comes with a logout token of its own, apart from its two tokens', async () => {
    const pair = await loginAs();
    const logoutToken = logoutTokenOf(pair);
    expect(logoutToken).not.toBe(pair.accessToken);
    expect(logoutToken).not.toBe(pair.refreshToken);
    const next = pairOf((await t.post('/auth/refresh', pair)).body);
    expect(logoutTokenOf(next)).not.toBe(logoutToken);
  });

  it('a logout token renews nothing and opens nothing', async () => {
    const pair = await loginAs();
    const logoutToken = logoutTokenOf(pair);
    const asRefresh = await t.post('/auth/refresh', {
      accessToken: pair.accessToken,
      refreshToken: logoutToken,
    });
    expect(asRefresh.status).toBe(401);
    expect(asRefresh.body).toEqual(INVALID_REFRESH);
    const switched = await t.post('/auth/change-user', { targetClientId: 1, refreshToken: logoutToken });
    expect(switched.body).toEqual(INVALID_REFRESH);
    expect((await t.get('/clients/personal-data', logoutToken)).status).toBe(401);
    // Trying it changed nothing: the session goes on.
    expect(await works(pair)).toBe(200);
    expect((await t.post('/auth/refresh', pair)).status).toBe(200);
  });

  it('logout with the logout token ends the family, also with the token of a pair since rotated', async () => {
    const first = await loginAs();
    const current = pairOf((await t.post('/auth/refresh', first)).body);
    const res = await t.post('/auth/logout', { logoutToken: logoutTokenOf(current) });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect(await works(current)).toBe(401);
    expect((await t.post('/auth/refresh', current)).body).toEqual(INVALID_REFRESH);

    const other = await loginAs();
    const rotated = pairOf((await t.post('/auth/refresh', other)).body);
    expect((await t.post('/auth/logout', { logoutToken: logoutTokenOf(other) })).status).toBe(200);
    expect(await works(rotated)).toBe(401);
    expect((await t.post('/auth/refresh', rotated)).body).toEqual(INVALID_REFRESH);
  });

  it('an unknown logout token is a quiet 200; a malformed one is bad input', async () => {
    const pair = await loginAs();
    expect((await t.post('/auth/logout', { logoutToken: 'unknown' })).status).toBe(200);
    expect((await t.post('/auth/logout', { logoutToken: pair.refreshToken })).status).toBe(200);
    // Neither ended the session: a refresh token is no logout token.
    expect(await works(pair)).toBe(200);
    for (const body of [{ logoutToken: '' }, { logoutToken: 7 }, { logoutToken: 'x'.repeat(201) }]) {
      const bad = await t.post('/auth/logout', body);
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual(lists({ formErrors: ['errors.basis.invalid_input'] }));
    }
  });
});

describe.each(DIALECTS)('the logout tokens migration on %s', (dialect) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await database?.close();
  });

  it('keeps the sessions already there, with no logout token, and one digest per pair', async () => {
    const { db } = database;
    const migrator = new Migrator({ db, provider: createMigrationProvider(dialect) });
    expect((await migrator.migrateTo('0009-waitlist')).error).toBeUndefined();
    const at = '2026-11-23T10:00:00.000Z';
    const user = await db
      .insertInto('users')
      .values({ phone: '70000000001', password_hash: 'x', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const client = await db
      .insertInto('clients')
      .values({ phone: null, surname: 'Иванова', name: 'Анна', created_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const row = (id: string) => ({
      id,
      family_id: id,
      user_id: user.id,
      client_id: client.id,
      token_hash: sha256(`refresh-${id}`),
      access_hash: sha256(`access-${id}`),
      access_expires_at: at,
      expires_at: at,
      created_at: at,
      session_expires_at: at,
    });
    // A session as the schema before held it: no logout_hash column yet.
    await db.insertInto('refresh_tokens').values(row('before')).execute();

    expect((await migrateToLatest(db, dialect)).map((result) => result.migrationName)).toContain(
      '0011-logout-tokens',
    );
    const kept = await db
      .selectFrom('refresh_tokens')
      .select(['token_hash', 'logout_hash'])
      .where('id', '=', 'before')
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ token_hash: sha256('refresh-before'), logout_hash: null });
    // Any number of rows hold none; a digest belongs to one pair.
    await db.insertInto('refresh_tokens').values(row('also-none')).execute();
    await db
      .insertInto('refresh_tokens')
      .values({ ...row('a'), logout_hash: sha256('logout') })
      .execute();
    await expect(
      db
        .insertInto('refresh_tokens')
        .values({ ...row('b'), logout_hash: sha256('logout') })
        .execute(),
    ).rejects.toThrow();
  });
});
