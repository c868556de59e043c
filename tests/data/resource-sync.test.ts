/** TTL sync on its own, with a short-lived fake resource and a controlled clock. */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { firstValueFrom } from 'rxjs';
import { filter } from 'rxjs/operators';
import { afterEach, expect, test, vi } from 'vitest';
import { type PriyomDatabase, openDatabase } from '../../src/data/database';
import { createMemoryLocks } from '../../src/data/sync/locks';
import { type Resource, type SyncStatus, createResourceSync } from '../../src/data/sync/ttl';
import { T0, uniqueDbName } from './support/worker';

let db: PriyomDatabase | null = null;
const cleanups: Array<() => unknown> = [];
afterEach(async () => {
  vi.useRealTimers();
  for (const cleanup of cleanups.splice(0)) await cleanup();
  await db?.close();
  db = null;
});

/**
 * Waits for work that takes no time on the clock (storage, RxDB's events) by turns of the event loop,
 * not milliseconds: a loaded machine only makes it slower, and the fake clock stays where it is
 * (expect.poll would move it).
 */
async function until(condition: () => boolean): Promise<void> {
  for (let turn = 0; turn < 100_000; turn++) {
    if (condition()) return;
    await new Promise((resolve) => setImmediate(resolve));
  }
  throw new Error(`still false: ${condition}`);
}

function probe(lifetimeMs: number, fail = false) {
  const fetches: number[] = [];
  const resource: Resource<number> = {
    key: 'probe',
    lifetimeMs,
    async fetch() {
      fetches.push(Date.now());
      return fail ? { ok: false, error: { kind: 'offline' } } : { ok: true, value: fetches.length };
    },
    async store() {},
  };
  return { resource, fetches };
}

test('a watched resource turns stale when its lifetime runs out, and is fetched again', async () => {
  // One controlled clock for both `now` and the expiry timer (RxJS's timer runs on setInterval): nothing
  // here waits on real time, so a loaded machine cannot make the resource expire twice between looks.
  // setTimeout stays real: RxDB's own housekeeping runs on it and closing the database waits for it.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(T0);
  db = await openDatabase({ name: uniqueDbName(), indexedDB, IDBKeyRange });
  const sync = createResourceSync({ db, now: () => Date.now(), locks: createMemoryLocks() });
  cleanups.push(() => sync.close());
  const { resource, fetches } = probe(150);
  const states: SyncStatus[] = [];
  const subscription = sync.status$(resource).subscribe((status) => states.push(status));
  cleanups.push(() => subscription.unsubscribe());
  const settled = () => states.at(-1)?.refreshing === false && states.at(-1)?.updatedAt !== null;

  await until(settled);
  expect(fetches).toEqual([T0]);
  expect(states.at(-1)).toMatchObject({ updatedAt: T0, stale: false, lastError: null });

  await vi.advanceTimersByTimeAsync(149);
  expect(fetches).toHaveLength(1);
  expect(states.at(-1)).toMatchObject({ stale: false });

  await vi.advanceTimersByTimeAsync(1);
  await until(() => states.at(-1)?.updatedAt === T0 + 150);
  await until(settled);
  expect(fetches).toEqual([T0, T0 + 150]);
  expect(states.some((state) => state.stale)).toBe(true);
  expect(states.at(-1)).toMatchObject({ updatedAt: T0 + 150, stale: false, lastError: null });
});

test('errors recorded before the worker started are not shown', async () => {
  const name = uniqueDbName();
  db = await openDatabase({ name, indexedDB, IDBKeyRange });
  const failing = createResourceSync({ db, now: () => 1000, locks: createMemoryLocks() });
  expect(await failing.ensureFresh(probe(60_000, true).resource)).toEqual({ ok: false, error: 'offline' });
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
  expect(await sameRun.refresh(probe(60_000, true).resource)).toEqual({ ok: false, error: 'offline' });
  const failed = await firstValueFrom(
    sameRun.status$(probe(60_000).resource).pipe(filter((status) => status.lastError !== null)),
  );
  expect(failed).toMatchObject({ lastError: 'offline', updatedAt: 2000 });
});

test('a request that throws (one that would break the contract) is a failure the view shows, not a fetch without end', async () => {
  db = await openDatabase({ name: uniqueDbName(), indexedDB, IDBKeyRange });
  const logged: unknown[] = [];
  const sync = createResourceSync({
    db,
    now: () => 1000,
    locks: createMemoryLocks(),
    onError: (error) => logged.push(error),
  });
  cleanups.push(() => sync.close());
  const resource: Resource<number> = {
    key: 'broken',
    lifetimeMs: 60_000,
    async fetch() {
      throw new TypeError('GET /clinics/1/services/list payload: limit above 200');
    },
    async store() {},
  };
  expect(await sync.ensureFresh(resource)).toEqual({ ok: false, error: 'contract' });
  const shown = await firstValueFrom(sync.status$(resource).pipe(filter((status) => !status.refreshing)));
  expect(shown).toMatchObject({ refreshing: false, lastError: 'contract', updatedAt: null });
  expect(logged).toHaveLength(1);
});
