/**
 * The session's commands through the worker API (Comlink, fake-indexeddb, the real in-process server):
 * login, registration with a code from the dev outbox, recovery, change password, switching client and
 * logout, each with its failures as values in the spec's error-list shape.
 */
import { expect, test } from 'vitest';
import { indexedDB } from 'fake-indexeddb';
import { GENERIC_UNEXPECTED_ERROR, OFFLINE_ERROR, TRY_LATER_ERROR } from '../../src/api';
import { readTokenMirror, writeTokenMirror } from '../../src/data/account/token-mirror';
import { FAMILY, SINGLE, watchSession } from './support/session';
import { type RemoteApi, settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();

async function outboxCode(phone: string): Promise<string> {
  const answer = await world.server.app.request(`/api/dev/outbox?phone=${phone}`);
  const { messages } = (await answer.json()) as { messages: { code: string }[] };
  expect(messages.length).toBeGreaterThan(0);
  return messages[0]!.code;
}

/** One logout reached the server, and it ended every session there. */
async function expectRevokedOnce(): Promise<void> {
  expect(world.network.count('/api/auth/logout')).toBe(1);
  const live = await world.server.db
    .selectFrom('refresh_tokens')
    .select('id')
    .where('revoked_at', 'is', null)
    .execute();
  expect(live).toEqual([]);
}

async function loggedIn(api: RemoteApi) {
  const result = await api.login(FAMILY);
  expect(result.ok).toBe(true);
  return result;
}

test('login: tokens stored, personal data loaded and returned, every session sees who it is', async () => {
  const worker = world.worker();
  const tab = worker.openConnection();
  const session = await watchSession(tab.api);
  await session.until((state) => state.data?.loggedIn === false, 'logged out at first');

  const result = await loggedIn(worker.api);
  expect(result.ok && result.value.personalData?.personalInformation.fullName).toBe(
    'Соколова Анна Викторовна',
  );
  const shown = await session.until(
    (state) => state.data?.loggedIn === true && state.data.otherClients.length === 2,
    'the other tab knows the client and, from the server, the linked profiles',
  );
  expect(shown.data?.currentClient?.fullName).toBe('Соколова Анна Викторовна');
  expect(shown.data?.switching).toBe(false);
  const personal = await watch(tab.api, { view: 'personalData', params: {} });
  expect((await personal.until(settled)).data?.otherAvailableClients).toHaveLength(2);
});

test('login failures are values: wrong password, bad input, offline', async () => {
  const { api } = world.worker();
  expect(await api.login({ phone: FAMILY.phone, password: 'wrong-password' })).toMatchObject({
    ok: false,
    error: { kind: 'server', errors: { formErrors: ['errors.auth.invalid_login_or_password'] } },
  });
  const short = await api.login({ phone: '7999', password: '' });
  expect(short.ok).toBe(false);
  if (!short.ok) {
    expect(short.error.errors.phone).toContain('errors.phone.minimum_length');
    expect(short.error.errors.password?.length).toBeGreaterThan(0);
  }
  world.network.mode = 'offline';
  expect(await api.login(FAMILY)).toEqual({
    ok: false,
    error: { kind: 'offline', errors: { unexpectedErrors: [OFFLINE_ERROR] } },
  });
  world.network.mode = 'down';
  expect(await api.login(FAMILY)).toEqual({
    ok: false,
    error: { kind: 'server', errors: { unexpectedErrors: [TRY_LATER_ERROR] } },
  });
  world.network.mode = 'online';
  world.network.rewrite = () => ({ accessToken: 7 });
  expect(await api.login(FAMILY)).toEqual({
    ok: false,
    error: { kind: 'contract', errors: { unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] } },
  });
});

test('logout: every session logged out, private data gone, the refresh token revoked on the server', async () => {
  const worker = world.worker();
  const tab = worker.openConnection();
  await loggedIn(worker.api);
  const session = await watchSession(tab.api);
  await session.until((state) => state.data?.currentClient !== null && state.data?.loggedIn === true);

  // The service worker's copy of the pair (it never opens RxDB).
  const pair = await readTokenMirror(indexedDB);
  expect(pair?.accessToken).toMatch(/^[\w-]{20,}$/);
  expect(pair?.refreshToken).toMatch(/^[\w-]{20,}$/);

  expect(await tab.api.logout({})).toEqual({ ok: true, value: undefined });
  expect(await readTokenMirror(indexedDB)).toBeNull();
  const after = await session.until((state) => state.data?.loggedIn === false, 'logged out');
  expect(after.data).toMatchObject({ currentClient: null, otherClients: [], notice: null });
  const personal = await watch(worker.api, { view: 'personalData', params: {} });
  await personal.until((state) => state.data === null && !state.refreshing, 'no personal data');
  await expectRevokedOnce();

  // The next login whose personal data cannot load finds none of the previous client's.
  world.network.rewrite = (path, body) => (path === '/api/clients/personal-data' ? { nope: 1 } : body);
  const from = session.states.length;
  const next = await worker.api.login(SINGLE);
  expect(next).toEqual({ ok: true, value: { personalData: null } });
  const empty = await session.until((state) => state.data?.loggedIn === true, 'logged in again', from);
  expect(empty.data?.currentClient).toBeNull();
});

test('a pair an interrupted logout left in the service worker’s copy is emptied at the worker’s next start', async () => {
  const first = world.worker();
  await loggedIn(first.api);
  const pair = await readTokenMirror(indexedDB);
  expect(pair).not.toBeNull();
  expect(await first.api.logout({})).toEqual({ ok: true, value: undefined });
  // As a worker stopped between the logout's two writes leaves it: logged out here, the pair in the copy,
  // where the service worker's queue would go on sending and renewing it.
  await writeTokenMirror(indexedDB, pair);
  const next = world.worker({ twin: true });
  await next.ready;
  await expect.poll(() => readTokenMirror(indexedDB)).toBeNull();
});

test('a logout whose service-worker copy cannot be written still logs out, wipes and revokes', async () => {
  let refuseCopy = false;
  // fake-indexeddb's factory, but for the service worker's copy once told to refuse it.
  const refusing = new Proxy(indexedDB, {
    get(target, name) {
      if (name === 'open')
        return (database: string, version?: number) => {
          if (refuseCopy && database === 'priyom-session') throw new DOMException('refused', 'UnknownError');
          return target.open(database, version);
        };
      const value = Reflect.get(target, name, target) as unknown;
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const { api } = world.worker({ indexedDB: refusing });
  await loggedIn(api);
  const session = await watchSession(api);
  await session.until((state) => state.data?.loggedIn === true && state.data.currentClient !== null);
  refuseCopy = true;
  await api.logout({});
  await session.until((state) => state.data?.loggedIn === false, 'logged out');
  const personal = await watch(api, { view: 'personalData', params: {} });
  await personal.until((state) => state.data === null && !state.refreshing, 'no personal data');
  await expectRevokedOnce();
});

test('logout offline still logs out here', async () => {
  const { api } = world.worker();
  await loggedIn(api);
  world.network.mode = 'offline';
  expect(await api.logout({})).toEqual({ ok: true, value: undefined });
  const session = await watchSession(api);
  await session.until((state) => state.data?.loggedIn === false);
});

test('changeUser: tokens for the linked client, its personal data, the switch shown while it runs', async () => {
  const worker = world.worker();
  const first = await loggedIn(worker.api);
  const target = first.ok ? first.value.personalData?.otherAvailableClients[0] : undefined;
  expect(target).toBeDefined();
  const session = await watchSession(worker.api);

  const switched = await worker.api.changeUser({ clientId: target!.id });
  expect(switched.ok && switched.value.personalData?.personalInformation.id).toBe(target!.id);
  await session.until((state) => state.data?.switching === true, 'switching shown');
  const after = await session.until(
    (state) => state.data?.switching === false && state.data.currentClient?.id === target!.id,
    'the new client shown',
  );
  expect(after.data?.otherClients.map((client) => client.id)).not.toContain(target!.id);

  // A client this login does not reach: a value, and still the same client.
  const refused = await worker.api.changeUser({ clientId: 999_999 });
  expect(refused.ok).toBe(false);
  if (!refused.ok) expect(Object.values(refused.error.errors).flat().length).toBeGreaterThan(0);
  await session.until(
    (state) => state.data?.loggedIn === true && state.data.currentClient?.id === target!.id,
  );
});

test('changeUser with no network: the same client, with its name, linked clients and stored list', async () => {
  const { api } = world.worker();
  await loggedIn(api);
  const session = await watchSession(api);
  const before = await session.until(
    (state) => state.data?.loggedIn === true && state.data.otherClients.length > 0,
    'the linked clients',
  );
  const list = await watch(api, { view: 'appointmentPage', params: { offset: 0, limit: 20 } });
  const stored = await list.until((state) => settled(state) && (state.data?.length ?? 0) > 0, 'the list');

  world.network.mode = 'offline';
  const from = session.states.length;
  const refused = await api.changeUser({ clientId: before.data!.otherClients[0]!.id });
  expect(refused).toMatchObject({ ok: false, error: { kind: 'offline' } });
  const after = await session.until((state) => state.data?.switching === false, 'the switch over', from);
  expect(after.data).toMatchObject({
    loggedIn: true,
    currentClient: before.data!.currentClient,
    otherClients: before.data!.otherClients,
  });
  const kept = await watch(api, { view: 'appointmentPage', params: { offset: 0, limit: 20 } });
  expect((await kept.until((state) => state.data !== null, 'the stored list')).data).toEqual(stored.data);
});

test('registration: a code from the outbox, checked, then registered and logged in', async () => {
  const { api } = world.worker();
  const phone = '79991234567';
  const sent = await api.sendCode({ phone, type: 'registration', transport: 'sms' });
  expect(sent).toEqual({ ok: true, value: { codeRequestId: expect.any(String) } });
  const codeRequestId = sent.ok ? sent.value.codeRequestId : '';
  // Asked again at once (as another tab would): refused, with the seconds still to wait.
  const early = await api.sendCode({ phone, type: 'registration', transport: 'sms' });
  expect(early.ok).toBe(false);
  if (!early.ok) {
    expect(early.error.errors.formErrors).toEqual(['errors.sms.request_timeout']);
    expect(early.error.retryAfter).toBeGreaterThan(0);
    expect(early.error.retryAfter).toBeLessThanOrEqual(60);
  }
  const code = await outboxCode(phone);
  const wrong = code === '0000' ? '1111' : '0000';
  const refused = await api.checkCode({ phone, code: wrong, codeRequestId });
  expect(refused.ok).toBe(false);
  if (!refused.ok) expect(refused.error.errors.code?.length).toBeGreaterThan(0);
  // Only the request that asked for the code finds it.
  expect((await api.checkCode({ phone, code })).ok).toBe(false);
  expect(await api.checkCode({ phone, code, codeRequestId })).toEqual({ ok: true, value: undefined });

  const registered = await api.register({
    name: 'Ольга',
    surname: 'Новая',
    phone,
    code,
    newPassword: 'secret123',
    codeRequestId,
  });
  expect(registered.ok).toBe(true);
  if (registered.ok) {
    expect(registered.value.registration).toBe(true);
    expect(registered.value.personalData?.personalInformation.surname).toBe('Новая');
  }
  const session = await watchSession(api);
  await session.until((state) => state.data?.loggedIn === true && state.data.currentClient !== null);
});

/** A recovery code asked for and read from the outbox, and the new password 'fresh2027' set with it. */
async function recoverSingle(api: RemoteApi) {
  const sent = await api.sendCode({ phone: SINGLE.phone, type: 'password_recovery', transport: 'sms' });
  expect(sent.ok).toBe(true);
  const code = await outboxCode(SINGLE.phone);
  return api.recoverPassword({
    phone: SINGLE.phone,
    code,
    newPassword: 'fresh2027',
    codeRequestId: sent.ok ? sent.value.codeRequestId : '',
  });
}

/** Answers to these paths are lost after the server acted on them, as on a dropped connection. */
function loseAnswers(...paths: string[]) {
  world.network.rewrite = (path, body) => {
    if (paths.includes(path)) throw new TypeError('Failed to fetch');
    return body;
  };
}

test('a registration whose answer was lost is taken as made: logged in with the password just chosen, at once or when the retry hears the phone is registered', async () => {
  const { api } = world.worker();
  const register = async (phone: string) => {
    const sent = await api.sendCode({ phone, type: 'registration', transport: 'sms' });
    const codeRequestId = sent.ok ? sent.value.codeRequestId : '';
    const code = await outboxCode(phone);
    const payload = { name: 'Ольга', surname: 'Новая', phone, code, newPassword: 'secret123', codeRequestId };
    return { payload, first: await api.register(payload) };
  };
  loseAnswers('/api/clients/registration');
  const once = await register('79991234501');
  expect(once.first).toMatchObject({ ok: true, value: { registration: true } });
  expect(once.first.ok && once.first.value.personalData?.personalInformation.surname).toBe('Новая');

  // The login tried at once is lost too: the patient is told to try again, and that retry signs in.
  expect((await api.logout()).ok).toBe(true);
  loseAnswers('/api/clients/registration', '/api/auth/login');
  const twice = await register('79991234502');
  expect(twice.first.ok).toBe(false);
  world.network.rewrite = null;
  const retried = await api.register(twice.payload);
  expect(retried).toMatchObject({ ok: true, value: { registration: true } });
  const session = await watchSession(api);
  await session.until((state) => state.data?.loggedIn === true && state.data.currentClient !== null);
  expect(retried.ok && retried.value.personalData?.personalInformation.surname).toBe('Новая');
});

test('a recovery whose answer was lost is taken as made when the new password signs in', async () => {
  const { api } = world.worker();
  loseAnswers('/api/clients/password-recovery');
  const recovered = await recoverSingle(api);
  expect(recovered.ok && recovered.value.loggedIn).toBe(true);
  // A phone this device lost no answer for: a refusal stays a refusal, and no login is tried for it.
  world.network.rewrite = null;
  const logins = world.network.count('/api/auth/login');
  const other = await api.recoverPassword({ phone: FAMILY.phone, code: '0000', newPassword: 'fresh2027' });
  expect(other.ok).toBe(false);
  expect(world.network.count('/api/auth/login')).toBe(logins);
});

test('recovery: new password set, then logged in with it; change password checks the old one', async () => {
  const { api } = world.worker();
  const recovered = await recoverSingle(api);
  expect(recovered.ok && recovered.value.loggedIn).toBe(true);
  expect(recovered.ok && recovered.value.personalData?.personalInformation.surname).toBe('Петров');

  const wrongOld = await api.changePassword({
    oldPassword: 'notIt123',
    newPassword: 'other2028',
    confirmNewPassword: 'other2028',
  });
  expect(wrongOld).toMatchObject({
    ok: false,
    error: { errors: { oldPassword: ['errors.password.old_password_is_incorrect'] } },
  });
  expect(
    await api.changePassword({
      oldPassword: 'fresh2027',
      newPassword: 'other2028',
      confirmNewPassword: 'other2028',
    }),
  ).toEqual({ ok: true, value: undefined });
  await api.logout({});
  expect((await api.login({ phone: SINGLE.phone, password: 'other2028' })).ok).toBe(true);
});
