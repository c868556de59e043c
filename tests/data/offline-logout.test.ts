/**
 * A logout made with no network waits in the service worker's queue until the network returns, and
 * the queue's copy outlives the logout in a database anyone holding the device can read. Neither that
 * copy nor any other IndexedDB record may renew the session: every string they hold is looked up among
 * the server's refresh tokens and presented to POST /api/auth/refresh, and none is one.
 */
import { indexedDB } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { sha256 } from '../../server/auth/secrets';
import type { FetchLike } from '../../src/data/api-client';
import { FETCH_HEADERS } from '../../src/domain/runtime-messages';
import { signedIn, watchSession } from './support/session';
import { startWorker } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();

/** Every string in a stored value, JSON text within it read as JSON too. */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') {
    try {
      const parsed: unknown = JSON.parse(value);
      if (typeof parsed === 'object' && parsed !== null) return [value, ...stringsIn(parsed)];
    } catch {}
    return [value];
  }
  if (value instanceof ArrayBuffer) return stringsIn(new TextDecoder().decode(value));
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(stringsIn);
  return [];
}

/** Every string in every record of every IndexedDB database. */
async function everyStoredString(): Promise<string[]> {
  const found: string[] = [];
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open(name);
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    for (const storeName of Array.from(db.objectStoreNames)) {
      const records = await new Promise<unknown[]>((resolve, reject) => {
        const request = db.transaction(storeName).objectStore(storeName).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      found.push(...stringsIn(records));
    }
    db.close();
  }
  return found;
}

/** A worker behind a service worker that, with no network, keeps what it queues and says it did. */
function behindQueue() {
  const kept: string[] = [];
  const fetch: FetchLike = async (input, init) => {
    const key = new Headers(init?.headers).get('Idempotency-Key');
    if (world.network.mode !== 'offline' || !key) return world.network.fetch(input, init);
    kept.push(String(init?.body ?? ''));
    return new Response(JSON.stringify({ queued: true }), {
      status: 202,
      headers: { 'Content-Type': 'application/json', [FETCH_HEADERS.queued]: key },
    });
  };
  const worker = startWorker(world.network, { dbName: world.dbName, now: world.clock.now, fetch });
  return { worker, kept };
}

const liveSessions = () =>
  world.server.db.selectFrom('refresh_tokens').select('id').where('revoked_at', 'is', null).execute();

test('a logout queued offline leaves nothing on the device that renews the session; replayed, it ends it', async () => {
  const { worker, kept } = behindQueue();
  try {
    await signedIn(worker.api);
    world.network.mode = 'offline';
    expect(await worker.api.logout({})).toEqual({ ok: true, value: undefined });
    expect(kept, 'the logout waits in the queue').toHaveLength(1);

    const stored = new Set([...kept.flatMap(stringsIn), ...(await everyStoredString())]);
    const issued = new Set(
      (await world.server.db.selectFrom('refresh_tokens').select('token_hash').execute()).map(
        (row) => row.token_hash,
      ),
    );
    expect([...stored].filter((text) => issued.has(sha256(text)))).toEqual([]);
    for (const text of stored) {
      const answer = await world.server.app.request('/api/auth/refresh', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ refreshToken: text }),
      });
      expect(answer.status, text).not.toBe(200);
    }
    expect(await liveSessions()).toHaveLength(1);

    // The network returns: what waited, sent as it was kept, ends the session on the server.
    const replay = await world.server.app.request('/api/auth/logout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'Idempotency-Key': crypto.randomUUID() },
      body: kept[0] ?? '',
    });
    expect(replay.status).toBe(200);
    expect(await liveSessions()).toEqual([]);
  } finally {
    await worker.close();
  }
});

test('a pair stored before the server issued logout tokens is logged out with nothing queued', async () => {
  const { worker, kept } = behindQueue();
  try {
    world.network.rewrite = (path, body) => {
      if (path !== '/api/auth/login' || typeof body !== 'object' || body === null) return body;
      const { logoutToken: _, ...pair } = body as Record<string, unknown>;
      return pair;
    };
    await signedIn(worker.api);
    world.network.mode = 'offline';
    expect(await worker.api.logout({})).toEqual({ ok: true, value: undefined });
    const session = await watchSession(worker.api);
    await session.until((state) => state.data?.loggedIn === false, 'logged out here');
    expect(kept).toEqual([]);
  } finally {
    await worker.close();
  }
});
