import { indexedDB } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { readTokenMirror, writeTokenMirror } from '../../src/data/account/token-mirror';
import {
  FAMILY,
  expireAccessTokens,
  touchServer,
  renewAsServiceWorker as renewAsServiceWorkerOn,
  watchSession,
} from './support/session';
import { perTestWorld } from './support/world';

const world = perTestWorld();

const renewAsServiceWorker = () => renewAsServiceWorkerOn(world.network);

test('after two renewals by the service worker the data worker adopts the newest pair and stays logged in', async () => {
  const { api } = world.worker();
  expect((await api.login(FAMILY)).ok).toBe(true);
  const session = await watchSession(api);
  await session.until((state) => state.data?.loggedIn === true && state.data.currentClient !== null);

  // The data worker's access token has expired by then; each renewal brings a fresh one.
  await expireAccessTokens(world.server.db);
  await renewAsServiceWorker();
  await renewAsServiceWorker();
  // The renewals were long ago: a spent token presented now is past the server's grace for racing tabs.
  await world.server.db
    .updateTable('refresh_tokens')
    .set({ rotated_at: '2000-01-01T00:00:00.000Z' })
    .where('rotated_at', 'is not', null)
    .execute();

  const answer = await api.changePassword({
    oldPassword: 'notIt123',
    newPassword: 'other2028',
    confirmNewPassword: 'other2028',
  });
  // The call went through with the adopted pair: the server judged the (wrong) old password.
  expect(answer).toMatchObject({
    ok: false,
    error: { errors: { oldPassword: ['errors.password.old_password_is_incorrect'] } },
  });
  await session.until((state) => state.data?.loggedIn === true);
  const live = await world.server.db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  expect(Number(live.n)).toBeGreaterThan(0);
});

test("a service worker's copy left behind the stored pair is brought up to it at the worker's next start", async () => {
  const first = world.worker();
  expect((await first.api.login(FAMILY)).ok).toBe(true);
  const session = await watchSession(first.api);
  await session.until((state) => state.data?.loggedIn === true && state.data.currentClient !== null);
  const before = await readTokenMirror(indexedDB);
  // The data worker renews; its copy's write then is lost (the worker stopped between the two writes).
  await expireAccessTokens(world.server.db);
  await touchServer(first.api);
  const renewed = await readTokenMirror(indexedDB);
  expect(renewed?.refreshToken).not.toBe(before?.refreshToken);
  await writeTokenMirror(indexedDB, before);
  await first.close();

  world.worker();
  await expect
    .poll(async () => (await readTokenMirror(indexedDB))?.refreshToken, { timeout: 10_000 })
    .toBe(renewed?.refreshToken);
});
