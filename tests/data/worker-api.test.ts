/** The worker API around the views: configuration view, hello, tabs' connections and their cleanup. */
import * as Comlink from 'comlink';
import { expect, test } from 'vitest';
import { createMemoryLocks } from '../../src/data/sync/locks';
import { tabLockName } from '../../src/data/tab-lock';
import { settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();
/** Each worker over a database of its own, as tabs of different browsers would be. */
const worker = (locks = createMemoryLocks()) => world.worker({ locks, ownDatabase: true });

test('configuration view: fetched once, served from the local document', async () => {
  const { api } = worker();
  const view = await watch(api, { view: 'configuration', params: {} });
  const loaded = await view.until(settled);
  const expected = await (await world.server.app.request('/api/configuration')).json();
  expect(loaded.data).toEqual(expected);
  expect(world.network.count('/api/configuration')).toBe(1);
});

test('hello: one id per worker instance, tabs counted by attachTab', async () => {
  const locks = createMemoryLocks();
  const first = worker(locks);
  const second = worker(locks);
  const a = await first.api.hello();
  expect(a).toMatchObject({ kind: 'test', tabs: 0 });
  expect((await second.api.hello()).workerId).not.toBe(a.workerId);

  const tab = first.openConnection();
  void locks.request(tabLockName('t1'), () => new Promise(() => {}));
  expect(await tab.api.attachTab({ tabId: 't1' })).toEqual({ tabs: 1 });
  expect(await first.api.hello()).toMatchObject({ workerId: a.workerId, tabs: 1 });

  // A tab whose lock is free is already gone: it is dropped at once.
  await openConnectionAndAttach(first, 'gone');
  // Waited for, not slept on: on a loaded machine the drop may take longer than any fixed pause.
  await expect.poll(async () => (await first.api.hello()).tabs, { timeout: 15_000 }).toBe(1);
});

async function openConnectionAndAttach(started: ReturnType<typeof worker>, tabId: string) {
  await started.openConnection().api.attachTab({ tabId });
}

test('a tab that dies (its Web Lock is released) loses its watches; other tabs keep theirs', async () => {
  const locks = createMemoryLocks();
  const { api, openConnection } = worker(locks);
  const tabs = [openConnection(), openConnection()];
  const deaths = tabs.map((_, index) => {
    let die = () => {};
    const dead = new Promise<void>((resolve) => {
      die = resolve;
    });
    // The tab holds its lock for its whole life, taken before it attaches (as src/app/live does).
    void locks.request(tabLockName(`tab-${index}`), () => dead);
    return die;
  });
  await tabs[0]!.api.attachTab({ tabId: 'tab-0' });
  await tabs[1]!.api.attachTab({ tabId: 'tab-1' });
  const views = await Promise.all(tabs.map((tab) => watch(tab.api, { view: 'clinics', params: {} })));
  await Promise.all(views.map((view) => view.until(settled)));
  expect((await api.hello()).tabs).toBe(2);

  deaths[0]!();
  await expect.poll(async () => (await api.hello()).tabs, { timeout: 15_000 }).toBe(1);

  const seen = views.map((view) => view.states.length);
  expect(await api.refresh({ view: 'clinics', params: {} })).toEqual({ ok: true, value: undefined });
  await views[1]!.until((state) => state.refreshing, 'tab 1 sees the refresh', seen[1]);
  await views[1]!.until((state) => !state.refreshing, 'tab 1 sees it end', seen[1]);
  expect(views[0]!.states.length).toBe(seen[0]);
});

test('unknown view is a bug: watch rejects', async () => {
  const { api } = worker();
  await expect(
    api.watch(
      { view: 'nope' as 'clinics', params: {} },
      Comlink.proxy(() => {}),
    ),
  ).rejects.toThrow(/unknown view/);
});

test('the tests reach the worker through a real Comlink channel: a bare function cannot cross it', async () => {
  const { api } = worker();
  // Only a Comlink.proxy callback crosses; structured clone refuses a plain one, as in the browser.
  await expect(api.watch({ view: 'clinics', params: {} }, () => {})).rejects.toThrow(/could not be cloned/);
});
