/**
 * The `network` view (src/data/sync/network.ts): whether the API answered the worker's last request,
 * so a screen whose data is still fresh (and fetches nothing) learns that the network is gone.
 */
import { expect, test } from 'vitest';
import { watch } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();

test('offline after a request that got no answer, reachable again after one that did', async () => {
  const { api } = world.worker();
  const network = await watch(api, { view: 'network', params: {} });
  await network.until((state) => state.data?.reachable !== undefined, 'a first state');

  world.network.mode = 'offline';
  expect((await api.refresh({ view: 'clinics', params: {} })).ok).toBe(false);
  const cut = await network.until((state) => state.data?.reachable === false, 'offline');
  expect(cut.lastError).toBe('offline');

  // A server that answers badly is still a network that works.
  world.network.mode = 'down';
  await api.refresh({ view: 'clinics', params: {} });
  const back = await network.until((state) => state.data?.reachable === true, 'reachable');
  expect(back.lastError).toBe(null);
});
