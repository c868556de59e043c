/**
 * The service worker's offline queue renews the token pair itself when no tab is there to do it, in the
 * token mirror the data worker reads. Two such renewals before any worker runs again (two replays days
 * apart with the app closed) must still leave the data worker adopting the newest pair, never presenting
 * its own refresh token, which the server then sees spent twice over and takes for theft.
 */
import { indexedDB } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { refreshTokens } from '../../src/api/accounts';
import { readTokenMirror, renewedMirror, writeTokenMirror } from '../../src/data/account/token-mirror';
import { FAMILY, expireAccessTokens, watchSession } from './support/session';
import { perTestWorld } from './support/world';

const world = perTestWorld();

/** What the service worker does on a 401 at replay: refresh from the mirror, write the renewed mirror. */
async function renewAsServiceWorker(): Promise<void> {
  const session = await readTokenMirror(indexedDB);
  if (!session) throw new Error('no mirrored pair');
  const answer = await world.network.fetch(`/api${refreshTokens.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ accessToken: session.accessToken, refreshToken: session.refreshToken }),
  });
  expect(answer.status).toBe(200);
  const pair = (await answer.json()) as { accessToken: string; refreshToken: string };
  await writeTokenMirror(indexedDB, renewedMirror(session, pair));
}

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
