/** What the session suites share: the demo logins, a session watcher and server-side token tricks. */
import type { Kysely } from 'kysely';
import type { Database } from '../../../server/db/schema';
import { type RemoteApi, watch } from './worker';

/** Seeded (server/seed/demo-accounts.ts): the first reaches two linked family profiles. */
export const FAMILY = { phone: '79990000001', password: 'demo2026' } as const;
export const SINGLE = { phone: '79990000002', password: 'demo2026' } as const;

export const watchSession = (api: RemoteApi) => watch(api, { view: 'session', params: {} });

/** Every access token the server issued stops working now (as 15 minutes later). */
export async function expireAccessTokens(db: Kysely<Database>): Promise<void> {
  await db.updateTable('refresh_tokens').set({ access_expires_at: '2000-01-01T00:00:00.000Z' }).execute();
}

/** Every session the server knows is revoked (as after a logout elsewhere or a reuse). */
export async function revokeAllSessions(db: Kysely<Database>): Promise<void> {
  await db.updateTable('refresh_tokens').set({ revoked_at: new Date().toISOString() }).execute();
}
