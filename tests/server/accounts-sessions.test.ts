import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TTL_MS, REFRESH_GRACE_MS } from '../../server/auth/token-lifetimes';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { accountErrorKeys as keys, PersonalDataSchema, parseWith } from '../../src/api';
import { type AccountsTest, lists, openAccountsTest, pairOf } from './accounts-kit';
import { DIALECTS, requestApi } from './harness';

const FAMILY = '79990000001';
const SINGLE = '79990000002';
const INVALID_REFRESH = lists({ refreshErrors: [keys.auth.invalidRefreshToken] });

describe.each(DIALECTS)('accounts sessions on %s', (dialect) => {
  let t: AccountsTest;
  beforeAll(async () => {
    t = await openAccountsTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const loginAs = async (phone = SINGLE, password = DEMO_PASSWORD) => {
    const res = await t.post('/auth/login', { phone, password });
    expect(res.status).toBe(200);
    return pairOf(res.body);
  };
  const personal = async (accessToken: string) => t.get('/clients/personal-data', accessToken);
  /** Runs `body` from `address` at the start of the next clock hour (fresh hourly counters). */
  const inNextHour = async (address: string, body: () => Promise<void>) => {
    t.clock.now = (Math.floor(t.clock.now / 3600_000) + 1) * 3600_000 + 1000;
    t.address.value = address;
    try {
      await body();
    } finally {
      t.address.value = '10.0.0.1';
    }
  };

  it('logs the demo account in and reads its personal data with the family profiles', async () => {
    const pair = await loginAs(FAMILY);
    expect(pair.accessToken).not.toBe(pair.refreshToken);
    const res = await personal(pair.accessToken);
    expect(res.status).toBe(200);
    expect(res.res.headers.get('cache-control')).toBe('no-store');
    const data = parseWith(PersonalDataSchema, res.body, 'test');
    expect(data.personalInformation).toMatchObject({
      surname: 'Соколова',
      name: 'Анна',
      fullName: 'Соколова Анна Викторовна',
      phone: FAMILY,
      birthdate: '1988-04-12',
      sex: 0,
      // The demo seed's upcoming booking and its history of 10, less the one an administrator deleted.
      appointmentsCount: 10,
    });
    expect(data.otherAvailableClients.map((client) => client.fullName)).toEqual([
      'Соколов Миша Андреевич',
      'Белова Вера Ильинична',
    ]);
    const single = parseWith(
      PersonalDataSchema,
      (await personal((await loginAs()).accessToken)).body,
      'test',
    );
    expect(single.personalInformation.fullName).toBe('Петров Игорь Сергеевич');
    expect(single.otherAvailableClients).toEqual([]);
  });

  it.each([
    [
      'a wrong password',
      { phone: SINGLE, password: 'wrong2026' },
      401,
      lists({ formErrors: [keys.auth.invalidLoginOrPassword] }),
    ],
    [
      'an unknown phone',
      { phone: '79990009999', password: DEMO_PASSWORD },
      401,
      lists({ formErrors: [keys.auth.invalidLoginOrPassword] }),
    ],
    [
      'no phone and no password',
      { phone: '', password: '' },
      400,
      lists({ phone: [keys.phone.isRequired], password: [keys.password.isRequired] }),
    ],
    ['a short phone', { phone: '7999000', password: 'x' }, 400, lists({ phone: [keys.phone.minimumLength] })],
    [
      'a long phone',
      { phone: '7'.repeat(21), password: 'x' },
      400,
      lists({ phone: [keys.phone.maximumLength] }),
    ],
    [
      'a phone with a plus',
      { phone: '+79990000002', password: 'x' },
      400,
      lists({ phone: [keys.phone.invalidFormat] }),
    ],
  ])('login with %s answers its error keys', async (_label, body, status, expected) => {
    const res = await t.post('/auth/login', body);
    expect(res.status).toBe(status);
    expect(res.body).toEqual(expected);
  });

  it('a profile unlinked from the login stops working for its session: no call, no refresh', async () => {
    const pair = await loginAs(FAMILY);
    const before = parseWith(PersonalDataSchema, (await personal(pair.accessToken)).body, 'test');
    const target = before.otherAvailableClients[0]!;
    const switched = pairOf(
      (await t.post('/auth/change-user', { targetClientId: target.id, refreshToken: pair.refreshToken }))
        .body,
    );
    expect((await personal(switched.accessToken)).status).toBe(200);
    const link = await t.db
      .selectFrom('user_clients')
      .innerJoin('users', 'users.id', 'user_clients.user_id')
      .select(['user_clients.user_id', 'user_clients.client_id', 'user_clients.position'])
      .where('users.phone', '=', FAMILY)
      .where('user_clients.client_id', '=', target.id)
      .executeTakeFirstOrThrow();
    // The clinic takes the child's profile off the mother's login.
    await t.db
      .deleteFrom('user_clients')
      .where('user_id', '=', link.user_id)
      .where('client_id', '=', link.client_id)
      .execute();
    try {
      // Refused as a token that opens no session, before any call reads the profile's records.
      expect((await personal(switched.accessToken)).status).toBe(401);
      expect((await t.post('/auth/refresh', switched)).body).toEqual(INVALID_REFRESH);
    } finally {
      await t.db.insertInto('user_clients').values(link).execute();
    }
  });

  it('a blocked login is refused with account_access_restricted, and its tokens stop working', async () => {
    const pair = await loginAs();
    await t.db.updateTable('users').set({ blocked: 1 }).where('phone', '=', SINGLE).execute();
    try {
      const res = await t.post('/auth/login', { phone: SINGLE, password: DEMO_PASSWORD });
      expect(res.status).toBe(403);
      expect(res.body).toEqual(lists({ formErrors: [keys.auth.accessRestricted] }));
      expect((await personal(pair.accessToken)).status).toBe(401);
      const refresh = await t.post('/auth/refresh', pair);
      expect(refresh.body).toEqual(lists({ refreshErrors: [keys.auth.accessRestricted] }));
    } finally {
      await t.db.updateTable('users').set({ blocked: 0 }).where('phone', '=', SINGLE).execute();
    }
  });

  it('rotates the pair on every refresh; the old access token stops working', async () => {
    const first = await loginAs();
    const res = await t.post('/auth/refresh', first);
    expect(res.status).toBe(200);
    const second = pairOf(res.body);
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await personal(second.accessToken)).status).toBe(200);
    expect((await personal(first.accessToken)).status).toBe(401);
    const third = pairOf((await t.post('/auth/refresh', { refreshToken: second.refreshToken })).body);
    expect((await personal(third.accessToken)).status).toBe(200);
  });

  it('reusing a rotated refresh token past the grace window ends every session of the login', async () => {
    const first = await loginAs();
    const second = pairOf((await t.post('/auth/refresh', first)).body);
    expect((await personal(second.accessToken)).status).toBe(200); // in the rightful client's hands
    const other = await loginAs();
    const stranger = await loginAs(FAMILY);
    t.clock.now += REFRESH_GRACE_MS;
    const reuse = await t.post('/auth/refresh', first);
    expect(reuse.status).toBe(401);
    expect(reuse.body).toEqual(INVALID_REFRESH);
    // The thief's pair, the rightful one and the login's other sessions are all gone; another login's stays.
    expect((await personal(second.accessToken)).status).toBe(401);
    expect((await t.post('/auth/refresh', second)).status).toBe(401);
    expect((await personal(other.accessToken)).status).toBe(401);
    expect((await personal(stranger.accessToken)).status).toBe(200);
    const events = await t.db
      .selectFrom('audit_events')
      .select('event')
      .where('event', '=', 'refresh_reuse')
      .execute();
    expect(events.length).toBeGreaterThan(0);
  });

  it('refuses unknown, malformed and expired refresh tokens', async () => {
    expect((await t.post('/auth/refresh', { refreshToken: 'nope' })).body).toEqual(INVALID_REFRESH);
    expect((await t.post('/auth/refresh', { refreshToken: '' })).status).toBe(400);
    expect((await t.post('/auth/refresh', { refreshToken: 42 })).status).toBe(400);
    const pair = await loginAs();
    t.clock.now += 31 * 24 * 3600_000;
    try {
      const res = await t.post('/auth/refresh', pair);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(INVALID_REFRESH);
    } finally {
      t.clock.now -= 31 * 24 * 3600_000;
    }
  });

  it('an access token expires after its lifetime; the refresh token still works', async () => {
    const pair = await loginAs();
    t.clock.now += ACCESS_TTL_MS;
    try {
      const res = await personal(pair.accessToken);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(
        lists({
          formErrors: ['errors.basis.unauthorized'],
          personalDataErrors: ['errors.basis.unauthorized'],
        }),
      );
      const next = pairOf((await t.post('/auth/refresh', pair)).body);
      expect((await personal(next.accessToken)).status).toBe(200);
    } finally {
      t.clock.now -= ACCESS_TTL_MS;
    }
  });

  it('personal data without a token, or with a malformed one, is a 401', async () => {
    expect((await t.get('/clients/personal-data')).status).toBe(401);
    expect((await personal('not a token!')).status).toBe(401);
    expect((await personal('x'.repeat(500))).status).toBe(401);
  });

  it('logout revokes the family: its tokens no longer work; unknown tokens are a quiet 200', async () => {
    const pair = await loginAs();
    const refreshed = pairOf((await t.post('/auth/refresh', pair)).body);
    const res = await t.post('/auth/logout', { refreshToken: refreshed.refreshToken });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect((await personal(refreshed.accessToken)).status).toBe(401);
    expect((await t.post('/auth/refresh', refreshed)).body).toEqual(INVALID_REFRESH);
    expect((await t.post('/auth/logout', { refreshToken: 'unknown' })).status).toBe(200);
    expect((await t.post('/auth/logout', {})).status).toBe(400);
  });

  it('a logout sent again and again, even at once, revokes the family once and answers {} each time', async () => {
    const pair = await loginAs();
    const logouts = async () =>
      (await t.db.selectFrom('audit_events').select('event').where('event', '=', 'logout').execute()).length;
    const before = await logouts();
    const logoutOnce = () =>
      requestApi(t.accounts, 'POST', '/auth/logout', {
        body: { refreshToken: pair.refreshToken },
        headers: { 'idempotency-key': 'logout-race' },
      });
    const answers = await Promise.all(Array.from({ length: 6 }, logoutOnce));
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual(answers.map(() => [200, {}]));
    expect((await t.post('/auth/refresh', pair)).body).toEqual(INVALID_REFRESH);
    expect((await logouts()) - before).toBe(1);
  });

  it('change-user switches to a linked profile with a new pair and refuses any other client', async () => {
    const pair = await loginAs(FAMILY);
    const before = parseWith(PersonalDataSchema, (await personal(pair.accessToken)).body, 'test');
    const target = before.otherAvailableClients[0]!;
    const res = await t.post('/auth/change-user', {
      targetClientId: target.id,
      refreshToken: pair.refreshToken,
    });
    expect(res.status).toBe(200);
    const switched = pairOf(res.body);
    const after = parseWith(PersonalDataSchema, (await personal(switched.accessToken)).body, 'test');
    expect(after.personalInformation.id).toBe(target.id);
    expect(after.otherAvailableClients.map((client) => client.id)).toContain(before.personalInformation.id);
    // The presented refresh token was rotated by the switch.
    expect((await personal(pair.accessToken)).status).toBe(401);

    const stranger = await loginAs();
    const strangerData = parseWith(PersonalDataSchema, (await personal(stranger.accessToken)).body, 'test');
    const refused = await t.post('/auth/change-user', {
      targetClientId: strangerData.personalInformation.id,
      refreshToken: switched.refreshToken,
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toEqual(lists({ formErrors: [keys.auth.clientNotAvailable] }));
    // A refusal rotates nothing: the pair still works.
    expect((await personal(switched.accessToken)).status).toBe(200);
    expect((await t.post('/auth/change-user', { targetClientId: 999999, refreshToken: 'x' })).body).toEqual(
      INVALID_REFRESH,
    );
    expect((await t.post('/auth/change-user', { targetClientId: 'a', refreshToken: 'x' })).status).toBe(400);
  });

  it('bad bodies are 400 with the invalid-input list, never 500', async () => {
    for (const body of ['{', 'null', '[]', '"x"', JSON.stringify({ phone: 1, password: 2 })]) {
      const res = await t.accounts.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ unexpectedErrors: [], formErrors: ['errors.basis.invalid_input'] });
    }
    const huge = await t.post('/auth/login', { phone: '7'.repeat(20_000), password: 'x' });
    expect(huge.status).toBe(413);
    const nul = await t.post('/auth/login', { phone: '7999\u00000000001', password: 'x\u0000' });
    expect(nul.status).toBe(400);
  });

  it('ten failed logins of a phone from one address stop that address for the hour; elsewhere the owner logs in', async () => {
    const phone = '79990000002';
    await inNextHour('10.7.7.7', async () => {
      for (let i = 0; i < 10; i++) {
        expect((await t.post('/auth/login', { phone, password: `wrong${i}` })).status).toBe(401);
      }
      const stopped = await t.post('/auth/login', { phone, password: DEMO_PASSWORD });
      expect(stopped.status).toBe(429);
      expect(stopped.body).toEqual(lists({ formErrors: ['errors.basis.requested_too_often'] }));
      expect(Number(stopped.res.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect((await t.post('/auth/login', { phone: FAMILY, password: DEMO_PASSWORD })).status).toBe(200);
      t.address.value = '10.7.7.8';
      expect((await t.post('/auth/login', { phone, password: DEMO_PASSWORD })).status).toBe(200);
    });
  });

  it('a burst of simultaneous guesses gets no more than the hourly ten (each attempt is counted before the check)', async () => {
    const phone = t.freshPhone();
    await inNextHour('10.5.5.5', async () => {
      const answers = await Promise.all(
        Array.from({ length: 16 }, (_, i) => t.post('/auth/login', { phone, password: `burst${i}` })),
      );
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses.filter((status) => status === 401)).toHaveLength(10);
      expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    });
  });

  it('a right password gives its attempt back: logins that succeed never lock anyone out', async () => {
    await inNextHour('10.4.4.4', async () => {
      for (let i = 0; i < 12; i++)
        expect((await t.post('/auth/login', { phone: SINGLE, password: DEMO_PASSWORD })).status).toBe(200);
    });
  });

  it('thirty failed logins from one address lock that address for the hour', async () => {
    await inNextHour('10.6.6.6', async () => {
      for (let i = 0; i < 30; i++) {
        expect(
          (await t.post('/auth/login', { phone: `7990555${String(i).padStart(4, '0')}`, password: 'x' }))
            .status,
        ).toBe(401);
      }
      expect((await t.post('/auth/login', { phone: SINGLE, password: DEMO_PASSWORD })).status).toBe(429);
      t.address.value = '10.6.6.7';
      expect((await t.post('/auth/login', { phone: SINGLE, password: DEMO_PASSWORD })).status).toBe(200);
    });
  });

  it('the default app serves the accounts calls under /api', async () => {
    const res = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: SINGLE, password: DEMO_PASSWORD }),
    });
    expect(res.status).toBe(200);
    const get = await t.app.request('/api/auth/login');
    expect(get.status).toBe(405);
  });
});
