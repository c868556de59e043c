/** TTL sync on its own, with a short-lived fake resource and the real clock. */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { firstValueFrom } from 'rxjs';
import { filter } from 'rxjs/operators';
import { afterEach, expect, test } from 'vitest';
import { type PriyomDatabase, openDatabase } from '../../src/data/database';
import { createMemoryLocks } from '../../src/data/sync/locks';
import { type Resource, type SyncStatus, createResourceSync } from '../../src/data/sync/ttl';
import { uniqueDbName } from './support/worker';

let db: PriyomDatabase | null = null;
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await db?.close();
  db = null;
});

function probe(lifetimeMs: number, fail = false) {
  const fetches: number[] = [];
  const resource: Resource<number> = {
    key: 'probe',
    lifetimeMs,
    async fetch() {
      fetches.push(Date.now());
      return fail ? { ok: false, kind: 'offline' } : { ok: true, data: fetches.length };
    },
    async store() {},
  };
  return { resource, fetches };
}

test('a watched resource turns stale when its lifetime runs out, and is fetched again', async () => {
  db = await openDatabase({ name: uniqueDbName(), indexedDB, IDBKeyRange });
  const sync = createResourceSync({ db, now: Date.now, locks: createMemoryLocks() });
  cleanups.push(() => sync.close());
  const { resource, fetches } = probe(150);
  const states: SyncStatus[] = [];
  const subscription = sync.status$(resource).subscribe((status) => states.push(status));
  cleanups.push(() => subscription.unsubscribe());

  await expect.poll(() => fetches.length, { timeout: 3000 }).toBe(2);
  await expect.poll(() => states.at(-1)?.refreshing, { timeout: 3000 }).toBe(false);
  expect(states.some((state) => state.stale)).toBe(true);
  expect(states.at(-1)).toMatchObject({ stale: false, lastError: null });
  expect(states.at(-1)!.updatedAt).toBeGreaterThanOrEqual(fetches[1]!);
});

test('errors recorded before the worker started are not shown', async () => {
  const name = uniqueDbName();
  db = await openDatabase({ name, indexedDB, IDBKeyRange });
  const failing = createResourceSync({ db, now: () => 1000, locks: createMemoryLocks() });
  expect(await failing.ensureFresh(probe(60_000, true).resource)).toEqual({ ok: false, kind: 'offline' });
  await failing.close();

  const restarted = createResourceSync({
    db,
    now: () => 2000,
    locks: createMemoryLocks(),
    errorsSince: 2000,
  });
  cleanups.push(() => restarted.close());
  const { resource } = probe(60_000);
  const settled = await firstValueFrom(
    restarted.status$(resource).pipe(filter((status) => status.updatedAt !== null && !status.refreshing)),
  );
  expect(settled.lastError).toBeNull();

  const sameRun = createResourceSync({ db, now: () => 3000, locks: createMemoryLocks(), errorsSince: 0 });
  cleanups.push(() => sameRun.close());
  expect(await sameRun.refresh(probe(60_000, true).resource)).toEqual({ ok: false, kind: 'offline' });
  const failed = await firstValueFrom(
    sameRun.status$(probe(60_000).resource).pipe(filter((status) => status.lastError !== null)),
  );
  expect(failed).toMatchObject({ lastError: 'offline', updatedAt: 2000 });
});
