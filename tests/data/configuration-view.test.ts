/**
 * The configuration view's cache: the stored copy is served while fresh (no request), refetched once
 * stale, and served at any age when the server cannot be reached, with its age and the failure shown.
 * Same set-up as the clinics view: fake clock, the real in-process server behind a faulty network.
 */
import { expect, test } from 'vitest';
import { DEMO_CONFIGURATION } from '../../server/seed/demo-configuration';
import { CONFIGURATION_KEY } from '../../server/settings/configuration-store';
import type { Configuration } from '../../src/api';
import { lifetimeMs } from '../../src/data/sync/ttl';
import { DAY, createClock, settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const CONFIGURATION = '/api/configuration';
const configurationView = { view: 'configuration', params: {} } as const;
const LIFETIME = lifetimeMs('configuration');

const world = perTestWorld();
const worker = (now: () => number = world.clock.now) => world.worker({ now });

/** Loads the configuration into this test's database at clock.t, then closes that worker. */
async function loadOnce() {
  const first = worker();
  const loaded = await (await watch(first.api, configurationView)).until(settled, 'the first load');
  await first.close();
  expect(loaded).toMatchObject({ updatedAt: world.clock.t, stale: false, lastError: null });
  expect(loaded.data).toEqual(DEMO_CONFIGURATION);
  expect(world.network.count(CONFIGURATION)).toBe(1);
  return loaded;
}

/** Changes the server's configuration, so a refetch shows in the data and a cached copy does not. */
async function editServerConfiguration(change: Partial<Configuration>): Promise<Configuration> {
  const edited = { ...DEMO_CONFIGURATION, ...change };
  await world.server.db
    .updateTable('settings')
    .set({ value: JSON.stringify(edited) })
    .where('key', '=', CONFIGURATION_KEY)
    .execute();
  return edited;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test('fresh: a second before the lifetime ends the stored copy is served and nothing is asked', async () => {
  const loaded = await loadOnce();
  await editServerConfiguration({ waitingTime: 90 });

  const later = createClock(world.clock.t + LIFETIME - 1000);
  const view = await watch(worker(later.now).api, configurationView);
  const cached = await view.until((state) => state.data !== null, 'the cached configuration');
  // Give a wrongly started fetch the chance to show up.
  await pause(50);

  expect(world.network.count(CONFIGURATION)).toBe(1);
  expect(cached).toMatchObject({ updatedAt: world.clock.t, stale: false, lastError: null });
  expect(cached.data).toEqual(loaded.data);
  expect(view.states.every((state) => !state.refreshing && state.data?.waitingTime !== 90)).toBe(true);
});

test('stale: past the lifetime the stored copy shows at once, then one request brings the new one', async () => {
  await loadOnce();
  const edited = await editServerConfiguration({ waitingTime: 90, currencySymbol: '€' });

  const later = createClock(world.clock.t + LIFETIME + 1000);
  const view = await watch(worker(later.now).api, configurationView);
  const fresh = await view.until(
    (state) => settled(state) && state.updatedAt === later.t,
    'the refetched configuration',
  );

  expect(view.states[0]).toMatchObject({ updatedAt: world.clock.t, stale: true, lastError: null });
  expect(view.states[0]!.data).toEqual(DEMO_CONFIGURATION);
  expect(world.network.count(CONFIGURATION)).toBe(2);
  expect(fresh).toMatchObject({ stale: false, lastError: null });
  expect(fresh.data).toEqual(edited);
});

test.each([
  ['offline', 'offline'],
  ['down', 'server'],
] as const)(
  'server unreachable (%s): a month-old copy is still served, stale, with its age and lastError %s',
  async (mode, kind) => {
    const loaded = await loadOnce();
    world.network.mode = mode;

    const later = createClock(world.clock.t + 30 * DAY);
    const started = worker(later.now);
    const view = await watch(started.api, configurationView);
    const failed = await view.until(
      (state) => state.lastError !== null && !state.refreshing,
      'the failed refresh',
    );

    expect(world.network.count(CONFIGURATION)).toBe(2);
    expect(failed).toMatchObject({ updatedAt: world.clock.t, stale: true, lastError: kind });
    expect(failed.data).toEqual(loaded.data);
    // Every state along the way showed the stored copy: it is never dropped for age or failure.
    expect(view.states.every((state) => JSON.stringify(state.data) === JSON.stringify(loaded.data))).toBe(
      true,
    );
    expect(await started.api.refresh(configurationView)).toMatchObject({ ok: false, error: { kind } });

    world.network.mode = 'online';
    const from = view.states.length;
    expect(await started.api.refresh(configurationView)).toEqual({ ok: true, value: undefined });
    const recovered = await view.until(
      (state) => state.lastError === null && state.updatedAt === later.t && !state.refreshing,
      'the recovery',
      from,
    );
    expect(recovered.stale).toBe(false);
  },
);

test('server down while the copy is fresh: served as it is, no request, no error', async () => {
  const loaded = await loadOnce();
  world.network.mode = 'down';

  const later = createClock(world.clock.t + LIFETIME / 2);
  const view = await watch(worker(later.now).api, configurationView);
  const cached = await view.until((state) => state.data !== null, 'the cached configuration');
  await pause(50);

  expect(world.network.count(CONFIGURATION)).toBe(1);
  expect(cached).toMatchObject({
    updatedAt: world.clock.t,
    stale: false,
    lastError: null,
    refreshing: false,
  });
  expect(cached.data).toEqual(loaded.data);
  expect(view.latest()).toEqual(cached);
});
