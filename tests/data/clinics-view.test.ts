/**
 * The clinics view end to end inside the data worker: fake-indexeddb for storage, the real in-process
 * server (SQLite, demo seed) behind a network wrapper that counts requests and injects faults.
 */
import { describe, expect, test } from 'vitest';
import { listClinics } from '../../src/api';
import { Subject } from 'rxjs';
import { createMemoryLocks } from '../../src/data/sync/locks';
import { retryDelayMs } from '../../src/data/sync/resource-sync';
import { DAY, createClock, settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const CLINICS = '/api/clinics/list';
const clinicsView = { view: 'clinics', params: {} } as const;

const world = perTestWorld();
const { worker } = world;

async function serverClinics() {
  const response = await world.server.app.request('/api/clinics/list');
  return ((await response.json()) as { clinics: { id: number; title: string }[] }).clinics;
}

describe('clinics view', () => {
  test('first load: empty database → one request → the server’s clinics, in its order, with updatedAt', async () => {
    const { api } = worker();
    const view = await watch(api, clinicsView);
    const loaded = await view.until(settled, 'loaded clinics');

    expect(view.states[0]).toMatchObject({ data: null, updatedAt: null });
    expect(world.network.count(CLINICS)).toBe(1);
    expect(loaded.updatedAt).toBe(world.clock.t);
    expect(loaded).toMatchObject({ stale: false, refreshing: false, lastError: null });
    const expected = await serverClinics();
    expect(loaded.data).toEqual(expected);
    // Plain wire-shaped JSON: numeric ids, no RxDB fields, nothing of ours.
    const first = loaded.data![0]!;
    expect(typeof first.id).toBe('number');
    expect(
      Object.keys(first).filter((key) => key.startsWith('_') || key === 'order' || key === 'clinicId'),
    ).toEqual([]);
  });

  test('no refetch within the lifetime: a new worker over the same database 13 days later asks nothing', async () => {
    const first = worker();
    const view = await watch(first.api, clinicsView);
    const loaded = await view.until(settled);
    await first.close();

    const later = createClock(world.clock.t + 13 * DAY);
    const second = worker({ now: later.now });
    const again = await watch(second.api, clinicsView);
    const cached = await again.until((state) => state.data !== null, 'cached clinics');
    // Give a wrongly started fetch the chance to show up.
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(world.network.count(CLINICS)).toBe(1);
    expect(cached).toMatchObject({ updatedAt: world.clock.t, stale: false, lastError: null });
    expect(cached.data).toEqual(loaded.data);
    expect(again.states.every((state) => !state.refreshing)).toBe(true);
  });

  test('refetch when stale: past 14 days the stored list shows at once, then one request brings the new one', async () => {
    const first = worker();
    await (await watch(first.api, clinicsView)).until(settled);
    await first.close();

    await world.server.db
      .updateTable('clinics')
      .set({ title: 'Клиника «Приём» — новое имя' })
      .where('id', '=', 1)
      .execute();
    const later = createClock(world.clock.t + 14 * DAY + 1000);
    const second = worker({ now: later.now });
    const view = await watch(second.api, clinicsView);
    const fresh = await view.until(
      (state) => settled(state) && state.updatedAt === later.t,
      'refetched clinics',
    );

    expect(view.states[0]).toMatchObject({ updatedAt: world.clock.t, stale: true });
    expect(view.states[0]!.data).not.toBeNull();
    expect(world.network.count(CLINICS)).toBe(2);
    expect(fresh.stale).toBe(false);
    expect(fresh.data!.find((clinic) => clinic.id === 1)?.title).toBe('Клиника «Приём» — новое имя');
  });

  test.each([
    ['offline', 'offline'],
    ['down', 'server'],
  ] as const)(
    'server unreachable (%s): stored data still shown with its age and lastError %s',
    async (mode, kind) => {
      const first = worker();
      const loaded = await (await watch(first.api, clinicsView)).until(settled);
      await first.close();

      world.network.mode = mode;
      const later = createClock(world.clock.t + 20 * DAY);
      const second = worker({ now: later.now });
      const view = await watch(second.api, clinicsView);
      const failed = await view.until(
        (state) => state.lastError !== null && !state.refreshing,
        'a failed refresh',
      );

      expect(world.network.count(CLINICS)).toBe(2);
      expect(failed).toMatchObject({ updatedAt: world.clock.t, stale: true, lastError: kind });
      expect(failed.data).toEqual(loaded.data);
      expect(await second.api.refresh(clinicsView)).toMatchObject({ ok: false, error: { kind } });

      // Back online, a refresh clears the error.
      world.network.mode = 'online';
      const from = view.states.length;
      expect(await second.api.refresh(clinicsView)).toEqual({ ok: true, value: undefined });
      await view.until(
        (state) => state.lastError === null && state.updatedAt === later.t && !state.refreshing,
        'recovered',
        from,
      );
    },
  );

  test('first load offline: no data, lastError offline', async () => {
    world.network.mode = 'offline';
    const { api } = worker();
    const view = await watch(api, clinicsView);
    const failed = await view.until((state) => state.lastError !== null && !state.refreshing);
    expect(failed).toMatchObject({ data: null, updatedAt: null, stale: false, lastError: 'offline' });
  });

  test('a failing first load is tried again on its own when the network comes back', async () => {
    world.network.mode = 'offline';
    const online$ = new Subject<void>();
    const started = world.worker({ online$ });
    const view = await watch(started.api, clinicsView);
    await view.until((state) => state.lastError === 'offline' && !state.refreshing, 'the failure');
    expect(world.network.count(CLINICS)).toBe(1);

    world.network.mode = 'online';
    const cameBack = performance.now();
    online$.next();
    const loaded = await view.until((state) => state.data !== null && !state.refreshing, 'the clinics');
    expect(loaded.lastError).toBeNull();
    expect(loaded.data?.map((clinic) => clinic.id)).toEqual(
      (await serverClinics()).map((clinic) => clinic.id),
    );
    expect(world.network.count(CLINICS)).toBe(2);
    // The online event, not the 2 s backoff timer, brought it.
    expect(performance.now() - cameBack).toBeLessThan(retryDelayMs(1));
  });

  test('retry backoff: 2 s doubling, at most 5 minutes', () => {
    expect([1, 2, 3, 4, 8, 9, 50].map(retryDelayMs)).toEqual([
      2000, 4000, 8000, 16000, 256000, 300000, 300000,
    ]);
  });

  test('contract: a malformed answer → lastError contract, stored data untouched', async () => {
    const { api } = worker();
    const view = await watch(api, clinicsView);
    const loaded = await view.until(settled);

    world.network.rewrite = (path, body) => {
      if (path !== CLINICS) return body;
      const { clinics } = body as { clinics: Record<string, unknown>[] };
      const [broken, ...rest] = clinics;
      const { title: _title, ...withoutTitle } = broken!;
      return { clinics: [{ ...withoutTitle, id: String(broken!.id) }, ...rest] };
    };
    const from = view.states.length;
    expect(await api.refresh(clinicsView)).toMatchObject({ ok: false, error: { kind: 'contract' } });
    const failed = await view.until(
      (state) => state.lastError === 'contract' && !state.refreshing,
      'contract error',
      from,
    );

    expect(failed.data).toEqual(loaded.data);
    expect(failed.updatedAt).toBe(loaded.updatedAt);
  });

  test('rows the server no longer returns are dropped; the rest keep the server’s order', async () => {
    const { api } = worker();
    const view = await watch(api, clinicsView);
    const loaded = await view.until(settled);
    expect(loaded.data!.length).toBeGreaterThan(2);

    const goneId = loaded.data![1]!.id;
    await world.server.db.deleteFrom('clinics').where('id', '=', goneId).execute();
    world.clock.t += 1000;
    expect(await api.refresh(clinicsView)).toEqual({ ok: true, value: undefined });
    const after = await view.until(
      (state) => settled(state) && state.updatedAt === world.clock.t,
      'refreshed list',
    );

    expect(after.data!.map((clinic) => clinic.id)).toEqual(
      (await serverClinics()).map((clinic) => clinic.id),
    );
    expect(after.data!.some((clinic) => clinic.id === goneId)).toBe(false);
    expect(after.data!.length).toBe(loaded.data!.length - 1);
  });

  test('concurrent watchers in one worker share one request', async () => {
    const { api } = worker();
    const release = world.network.hold();
    const views = await Promise.all([
      watch(api, clinicsView),
      watch(api, clinicsView),
      watch(api, clinicsView),
    ]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const loaded = await Promise.all(views.map((view) => view.until(settled)));

    expect(world.network.count(CLINICS)).toBe(1);
    expect(loaded[1]!.data).toEqual(loaded[0]!.data);
    expect(loaded[2]!.data).toEqual(loaded[0]!.data);
  });

  test('two workers over one database (two tabs without SharedWorker) share one request through the lock', async () => {
    const locks = createMemoryLocks();
    const tabA = worker({ locks, twin: true });
    const tabB = worker({ locks, twin: true });
    const release = world.network.hold();
    const [viewA, viewB] = await Promise.all([watch(tabA.api, clinicsView), watch(tabB.api, clinicsView)]);
    await new Promise((resolve) => setTimeout(resolve, 20));
    release();
    const [a, b] = await Promise.all([viewA.until(settled, 'tab A'), viewB.until(settled, 'tab B')]);

    expect(world.network.count(CLINICS)).toBe(1);
    expect(b.data).toEqual(a.data);
  });

  test('refresh fetches regardless of age', async () => {
    const { api } = worker();
    const view = await watch(api, clinicsView);
    await view.until(settled);
    expect(await api.refresh(clinicsView)).toEqual({ ok: true, value: undefined });
    expect(world.network.count(CLINICS)).toBe(2);
  });

  test('unwatch stops the callbacks', async () => {
    const { api } = worker();
    const view = await watch(api, clinicsView);
    await view.until(settled);
    await api.unwatch({ id: view.id });
    const seen = view.states.length;
    world.clock.t += 1000;
    await api.refresh(clinicsView);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.states.length).toBe(seen);
  });

  test('the request is the contract’s call under the API base', async () => {
    const { api } = worker();
    await (await watch(api, clinicsView)).until(settled);
    expect(world.network.requests).toContain(`/api${listClinics.path}`);
  });
});
