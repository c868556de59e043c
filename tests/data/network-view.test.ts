/**
 * The `network` view (src/data/sync/network.ts): whether the API answered the worker's last request,
 * so a screen whose data is still fresh (and fetches nothing) learns that the network is gone.
 */
import { Subject } from 'rxjs';
import type { FetchLike } from '../../src/data/api-client';
import { FETCH_HEADERS } from '../../src/domain/runtime-messages';
import { watchNetwork } from '../../src/data/sync/network';
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

test('a worker started with the browser offline says so before any request', async () => {
  const { api } = world.worker({ onLine: () => false });
  const network = await watch(api, { view: 'network', params: {} });
  const first = await network.until((state) => state.data !== undefined, 'a first state');
  expect([first.data?.reachable, first.lastError]).toEqual([false, 'offline']);
});

test("the browser's offline event says offline at once; online makes it unknown until a request tells", async () => {
  const offline$ = new Subject<void>();
  const online$ = new Subject<void>();
  const { api } = world.worker({ offline$, online$ });
  const network = await watch(api, { view: 'network', params: {} });
  await network.until((state) => state.data !== undefined, 'a first state');

  offline$.next();
  await network.until((state) => state.data?.reachable === false, 'offline on the event');
  online$.next();
  const back = await network.until((state) => state.data?.reachable !== false, 'no longer offline');
  expect(back.lastError).toBe(null);
});

test('no answer while the browser says online is a silent server, and the next answer clears it at once', async () => {
  const { api } = world.worker({ onLine: () => true });
  const clinics = await watch(api, { view: 'clinics', params: {} });
  await clinics.until((state) => state.data !== null && !state.refreshing, 'the clinics stored');
  const network = await watch(api, { view: 'network', params: {} });

  // The device's network is up; the server is gone for a moment (its requests get no answer).
  world.network.mode = 'offline';
  expect((await api.refresh({ view: 'clinics', params: {} })).ok).toBe(false);
  const silent = await network.until((state) => state.data?.reachable === false, 'no answer');
  expect([silent.data?.failure, silent.lastError]).toEqual(['server', 'server']);
  const failing = await clinics.until((state) => state.lastError !== null, 'the failed refresh');
  expect(failing.lastError).toBe('server');

  // The first answer the worker gets, to any request, ends it for every view at once.
  world.network.mode = 'online';
  const from = clinics.states.length;
  await api.refresh({ view: 'configuration', params: {} });
  expect((await network.until((state) => state.data?.reachable === true, 'an answer')).lastError).toBe(null);
  await clinics.until((state) => state.lastError === null, 'the failure cleared', from);
});

test("the service worker's reply that it queued a request is no answer: the network stays unreachable", async () => {
  let queueing = true;
  // A service worker in front: with its own fetch failed, it answers 202 with the queued mark.
  const fetch: FetchLike = async () =>
    queueing
      ? new Response('{"queued":true}', { status: 202, headers: { [FETCH_HEADERS.queued]: 'intent-1' } })
      : new Response('[]', { status: 200 });
  const network = watchNetwork(fetch, { onLine: () => false });
  const seen: (boolean | null)[] = [];
  const subscription = network.state$.subscribe((state) => seen.push(state.reachable));
  await network.fetch('/api/clients/feedback', { method: 'POST' });
  expect(seen).toEqual([false]);
  queueing = false;
  await network.fetch('/api/clinics/list');
  expect(seen).toEqual([false, true]);
  subscription.unsubscribe();
});
