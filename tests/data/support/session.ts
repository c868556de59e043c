/** What the session suites share: the demo logins, a session watcher and server-side token tricks. */
import { indexedDB } from 'fake-indexeddb';
import type { Kysely } from 'kysely';
import { expect } from 'vitest';
import type { Database } from '../../../server/db/schema';
import { refreshTokens } from '../../../src/api/accounts';
import { readTokenMirror, renewedMirror, writeTokenMirror } from '../../../src/data/account/token-mirror';
import type { TestNetwork } from './server';
import { type RemoteApi, watch } from './worker';

/** Seeded (server/seed/demo-accounts.ts): the first reaches two linked family profiles. */
export const FAMILY = { phone: '79990000001', password: 'demo2026' } as const;
export const SINGLE = { phone: '79990000002', password: 'demo2026' } as const;

export const watchSession = (api: RemoteApi) => watch(api, { view: 'session', params: {} });

/** The family logged in, its session watched until its two linked profiles show. */
export async function signedIn(api: RemoteApi) {
  expect((await api.login(FAMILY)).ok).toBe(true);
  const session = await watchSession(api);
  await session.until((state) => state.data?.loggedIn === true && state.data.otherClients.length === 2);
  return session;
}

/** An authenticated call that changes nothing: the old password is wrong, so it answers 400. */
export const touchServer = (api: RemoteApi) =>
  api.changePassword({ oldPassword: 'notIt123', newPassword: 'other2028', confirmNewPassword: 'other2028' });

/** Every access token the server issued stops working now (as 15 minutes later). */
export async function expireAccessTokens(db: Kysely<Database>): Promise<void> {
  await db.updateTable('refresh_tokens').set({ access_expires_at: '2000-01-01T00:00:00.000Z' }).execute();
}

/** Every session the server knows is revoked (as after a logout elsewhere or a reuse). */
export async function revokeAllSessions(db: Kysely<Database>): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: new Date().toISOString() }).execute();
}

/** What the service worker does on a 401 at replay: refresh from the token mirror, write the renewed mirror. */
export async function renewAsServiceWorker(network: TestNetwork): Promise<void> {
  const session = await readTokenMirror(indexedDB);
  if (!session) throw new Error('no mirrored pair');
  const answer = await network.fetch(`/api${refreshTokens.path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify({ accessToken: session.accessToken, refreshToken: session.refreshToken }),
  });
  expect(answer.status).toBe(200);
  const pair = (await answer.json()) as { accessToken: string; refreshToken: string };
  await writeTokenMirror(indexedDB, renewedMirror(session, pair));
}
