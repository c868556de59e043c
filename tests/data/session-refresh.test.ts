/**
 * The session's token refresh: a 401 refreshes once and retries once; concurrent 401s share one
 * refresh request across connections of one worker and across workers (the dedicated-worker fallback,
 * through the shared lock); a refused refresh logs out every tab with its first error; an offline one
 * keeps the session.
 */
import { expect, test } from 'vitest';
import { createMemoryLocks } from '../../src/data/sync/locks';
import {
  expireAccessTokens,
  revokeAllSessions,
  signedIn,
  touchServer,
  watchSession,
} from './support/session';
import type { TestNetwork } from './support/server';
import { startWorker, uniqueDbName } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();

const REFRESH = '/api/auth/refresh';
const CHANGE_PASSWORD = '/api/clients/change-password';

/** Holds the network until `count` requests have gone out, so they overlap, then lets them through. */
async function overlapping(count: number, start: () => Promise<unknown>[]) {
  const release = world.network.hold();
  const before = world.network.requests.length;
  const running = start();
  while (world.network.requests.length < before + count)
    await new Promise((resolve) => setTimeout(resolve, 5));
  release();
  return Promise.all(running);
}

test('an expired access token: one refresh, one retry, the answer as if nothing happened', async () => {
  const { api } = world.worker();
  await signedIn(api);
  await expireAccessTokens(world.server.db);
  const calls = world.network.count(CHANGE_PASSWORD);

  const answer = await touchServer(api);
  expect(answer).toMatchObject({
    ok: false,
    error: { errors: { oldPassword: ['errors.password.old_password_is_incorrect'] } },
  });
  expect(world.network.count(REFRESH)).toBe(1);
  expect(world.network.count(CHANGE_PASSWORD)).toBe(calls + 2);
  // The new pair is in use: the next call needs no refresh.
  await touchServer(api);
  expect(world.network.count(REFRESH)).toBe(1);
  expect(world.network.count(CHANGE_PASSWORD)).toBe(calls + 3);
});

test('two tabs of one SharedWorker hit 401 together: one refresh request', async () => {
  const worker = world.worker();
  await signedIn(worker.api);
  const tabs = [worker.openConnection(), worker.openConnection()];
  await expireAccessTokens(world.server.db);

  const answers = await overlapping(2, () => tabs.map((tab) => touchServer(tab.api)));
  for (const answer of answers)
    expect(answer).toMatchObject({ ok: false, error: { errors: { oldPassword: [expect.any(String)] } } });
  expect(world.network.count(REFRESH)).toBe(1);
});

test('two dedicated workers (one per tab) over one database hit 401 together: one refresh request', async () => {
  const locks = createMemoryLocks();
  const first = world.worker({ locks });
  const second = world.worker({ locks, twin: true });
  await signedIn(first.api);
  // The second tab's worker reads the same stored pair.
  const follower = await watchSession(second.api);
  await follower.until((state) => state.data?.loggedIn === true, 'the second worker sees the login');
  await expireAccessTokens(world.server.db);

  const answers = await overlapping(2, () => [touchServer(first.api), touchServer(second.api)]);
  for (const answer of answers)
    expect(answer).toMatchObject({ ok: false, error: { errors: { oldPassword: [expect.any(String)] } } });
  expect(world.network.count(REFRESH)).toBe(1);
  // Neither presented a rotated refresh token (that would have revoked the family): both still work.
  await touchServer(second.api);
  await touchServer(first.api);
  expect(world.network.count(REFRESH)).toBe(1);
});

test('a refused refresh logs out every tab and says why, once, with its first error', async () => {
  const locks = createMemoryLocks();
  const first = world.worker({ locks });
  const second = world.worker({ locks, twin: true });
  const session = await signedIn(first.api);
  const follower = await watchSession(second.api);
  await follower.until((state) => state.data?.loggedIn === true);
  await revokeAllSessions(world.server.db);

  const answer = await touchServer(first.api);
  expect(answer.ok).toBe(false);
  expect(world.network.count(REFRESH)).toBe(1);
  for (const view of [session, follower]) {
    const ended = await view.until((state) => state.data?.loggedIn === false, 'logged out');
    expect(ended.data).toMatchObject({
      currentClient: null,
      otherClients: [],
      notice: { errors: ['errors.auth.invalid_refresh_token'] },
    });
  }
  // Logged out, the next call carries no token and refreshes nothing.
  await touchServer(second.api);
  expect(world.network.count(REFRESH)).toBe(1);
});

test('a refresh with no network keeps the session for the next try', async () => {
  let refreshOffline = false;
  const network: TestNetwork = {
    ...world.network,
    fetch: (input, init) =>
      refreshOffline && input.endsWith(REFRESH)
        ? Promise.reject(new TypeError('Failed to fetch'))
        : world.network.fetch(input, init),
  };
  const worker = startWorker(network, { dbName: uniqueDbName(), now: world.clock.now });
  try {
    const session = await signedIn(worker.api);
    await expireAccessTokens(world.server.db);
    refreshOffline = true;
    const seen = session.states.length;
    const answer = await touchServer(worker.api);
    expect(answer.ok).toBe(false);
    expect(session.states.slice(seen).every((state) => state.data?.loggedIn === true)).toBe(true);
    // Back online, the same stored pair refreshes fine.
    refreshOffline = false;
    expect(await touchServer(worker.api)).toMatchObject({
      error: { errors: { oldPassword: [expect.any(String)] } },
    });
  } finally {
    await worker.close();
  }
});
