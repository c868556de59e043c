/**
 * The data worker adopts the services screens' page data (src/api/first-page-embed.ts): a clinic's
 * service categories and a services list's first page, each as its call's resource, so the screen's
 * first watches need no request of their own.
 */
import { describe, expect, test } from 'vitest';
import type { Service, ServiceCategory } from '../../src/api/browsing';
import { settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const CATEGORIES = '/api/clinics/1/service-categories/list';
const SERVICES = '/api/clinics/1/services/list';

const world = perTestWorld();
const { worker } = world;

const read = async <T>(path: string): Promise<T> =>
  (await world.server.app.request(path)).json() as Promise<T>;

describe('adopting the services screens’ page data', () => {
  test('a clinic’s categories show from the page, with no request of their own', async () => {
    const { api } = worker();
    const categories = await read<ServiceCategory[]>(CATEGORIES);
    expect(categories.length).toBeGreaterThan(0);
    const adopted = api.adoptFirstPage({
      at: world.clock.t - 1000,
      serviceCategories: { clinicId: 1, categories },
    });
    const view = await watch(api, { view: 'serviceCategories', params: { clinicId: 1 } });
    expect(await adopted).toEqual({ adopted: true });
    await view.until(settled);
    expect(view.states[0]?.data).toEqual(categories);
    expect(world.network.count(CATEGORIES)).toBe(0);
  });

  test('a category’s first page shows from the page at the size the watch asks for, with no request', async () => {
    const { api } = worker();
    // The server reads more rows than a tab's page holds; the tab's first page is their beginning.
    const services = await read<Service[]>(`${SERVICES}?offset=0&limit=6&categoryId=101`);
    expect(services).toHaveLength(6);
    const adopted = api.adoptFirstPage({
      at: world.clock.t - 1000,
      servicePage: { clinicId: 1, categoryId: 101, limit: 6, services },
    });
    const params = { clinicId: 1, categoryId: 101, doctorId: null, search: '', offset: 0, limit: 4 };
    const view = await watch(api, { view: 'servicePage', params });
    expect(await adopted).toEqual({ adopted: true });
    await view.until(settled);
    expect(view.states[0]?.data).toEqual(services.slice(0, 4));
    expect(world.network.count(SERVICES)).toBe(0);
  });
});
