/**
 * The data worker adopts the clinics a page carried in index.html (src/api/first-screen-embed.ts)
 * when it has nothing as new, so a first visit needs no fetch; it never lets them overwrite newer data.
 */
import { describe, expect, test } from 'vitest';
import type { FirstScreen } from '../../src/api/first-screen-embed';
import { DAY, createClock, settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const CLINICS = '/api/clinics/list';
const clinicsView = { view: 'clinics', params: {} } as const;

const world = perTestWorld();
const { worker } = world;

async function pageClinics(at: number, rename?: string): Promise<FirstScreen> {
  const response = await world.server.app.request(CLINICS);
  const { clinics } = (await response.json()) as FirstScreen;
  if (rename) clinics[0]!.title = rename;
  return { at, clinics };
}

describe('adopting the first screen', () => {
  test('an empty database takes the page’s clinics; the view shows them and asks the server nothing', async () => {
    const { api } = worker();
    const first = await pageClinics(world.clock.t - 1000);
    expect(await api.adoptFirstScreen(first)).toEqual({ adopted: true });
    const view = await watch(api, clinicsView);
    const shown = await view.until(settled, 'adopted clinics');
    await new Promise((resolve) => setTimeout(resolve, 50));

    expect(shown.data).toEqual(first.clinics);
    expect(shown.updatedAt).toBe(first.at);
    expect(world.network.count(CLINICS)).toBe(0);
  });

  test('a watch asked for right after the adoption (not awaited, as the tab does) starts with the page’s clinics', async () => {
    const { api } = worker();
    const first = await pageClinics(world.clock.t - 1000);
    const adopted = api.adoptFirstScreen(first);
    const view = await watch(api, clinicsView);
    expect(await adopted).toEqual({ adopted: true });
    await view.until(settled);
    // Never an empty list in between: the tab, showing the page's list, would flash a skeleton.
    expect(view.states[0]?.data).toEqual(first.clinics);
  });

  test('older stored data is replaced by the page’s newer read', async () => {
    const first = worker();
    await (await watch(first.api, clinicsView)).until(settled);
    await first.close();

    const later = createClock(world.clock.t + 3 * DAY);
    const second = worker({ now: later.now });
    const page = await pageClinics(later.t - 10, 'Новое имя со страницы');
    expect(await second.api.adoptFirstScreen(page)).toEqual({ adopted: true });
    const view = await watch(second.api, clinicsView);
    const shown = await view.until((state) => state.data?.[0]?.title === 'Новое имя со страницы');
    expect(shown.updatedAt).toBe(later.t - 10);
    expect(world.network.count(CLINICS)).toBe(1);
  });

  test('an old page (the service worker’s copy) never overwrites what the worker fetched since', async () => {
    const { api } = worker();
    const view = await watch(api, clinicsView);
    const loaded = await view.until(settled);
    const stalePage = await pageClinics(world.clock.t - DAY, 'Старое имя');
    expect(await api.adoptFirstScreen(stalePage)).toEqual({ adopted: false });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(view.states.at(-1)?.data).toEqual(loaded.data);
  });

  test('a server clock ahead of the device counts the age from now, not from the future', async () => {
    const { api } = worker();
    expect(await api.adoptFirstScreen(await pageClinics(world.clock.t + DAY))).toEqual({ adopted: true });
    const shown = await (await watch(api, clinicsView)).until(settled);
    expect(shown.updatedAt).toBe(world.clock.t);
  });

  test('anything off the contract is ignored', async () => {
    const { api } = worker();
    const broken = { at: world.clock.t, clinics: [{ id: 'one' }] } as unknown as FirstScreen;
    expect(await api.adoptFirstScreen(broken)).toEqual({ adopted: false });
    const shown = await (await watch(api, clinicsView)).until(settled);
    expect(world.network.count(CLINICS)).toBe(1);
    expect(shown.data?.length).toBeGreaterThan(0);
  });

  test('a part of the list (a clinic page brings its clinic and the network’s size) is not stored as the list', async () => {
    const { api } = worker();
    const whole = await pageClinics(world.clock.t - 1000);
    expect(whole.clinics.length).toBeGreaterThan(1);
    const part: FirstScreen = {
      at: whole.at,
      clinics: whole.clinics.slice(0, 1),
      count: whole.clinics.length,
    };
    expect(await api.adoptFirstScreen(part)).toEqual({ adopted: false });
    const shown = await (await watch(api, clinicsView)).until(settled);
    expect(shown.data).toEqual(whole.clinics);
    expect(world.network.count(CLINICS)).toBe(1);
  });

  test('a count equal to the clinics brought is the whole list, and taken', async () => {
    const { api } = worker();
    const whole = await pageClinics(world.clock.t - 1000);
    expect(await api.adoptFirstScreen({ ...whole, count: whole.clinics.length })).toEqual({ adopted: true });
    await (await watch(api, clinicsView)).until(settled);
    expect(world.network.count(CLINICS)).toBe(0);
  });
});
