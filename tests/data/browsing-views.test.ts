/**
 * The browsing views end to end inside the data worker: fake-indexeddb for storage, the real
 * in-process server (SQLite, demo seed: 42 doctors, 12 categories, clinic 3 without services) behind
 * the counting, fault-injecting network of ./support/server.ts, and a fake clock.
 */
import { describe, expect, test } from 'vitest';
import type { ServicePageParams } from '../../src/data/browsing/view-types';
import { DAY, type RemoteApi, createClock, settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();
const { worker } = world;

const DOCTORS = '/api/clinics/doctors/list';
const CATEGORIES = '/api/clinics/1/service-categories/list';
const SPECIALTIES = '/api/clinics/1/specialties/list';
const SERVICES = '/api/clinics/1/services/list';
const page = (over: Partial<ServicePageParams> = {}): ServicePageParams => ({
  clinicId: 1,
  categoryId: null,
  doctorId: null,
  search: '',
  offset: 0,
  limit: 20,
  ...over,
});
const pause = (ms = 50) => new Promise((resolve) => setTimeout(resolve, ms));
const WHOLE_LIST = `${SERVICES}?offset=0&limit=200`;

/** The whole list of clinic 1 (or a category of it) once the worker holds it. */
const wholeListHeld = async (api: RemoteApi, categoryId: number | null = null) =>
  (await watch(api, { view: 'servicePage', params: page({ categoryId, limit: 200 }) })).until(settled);

/** What the server answers for a page, straight from it (not through the counted network). */
async function fromServer(asked: ServicePageParams): Promise<unknown> {
  const query = new URLSearchParams({ offset: String(asked.offset), limit: String(asked.limit) });
  if (asked.categoryId !== null) query.set('categoryId', String(asked.categoryId));
  if (asked.search !== '') query.set('serviceTitle', asked.search);
  if (asked.doctorId !== null) query.set('doctorId', String(asked.doctorId));
  const res = await world.server.app.request(`/api/clinics/${asked.clinicId}/services/list?${query}`);
  return res.json();
}

describe('doctors view', () => {
  test('one request brings the network’s doctors; a worker 2 days later asks nothing, 3 days later asks again', async () => {
    const first = worker();
    const loaded = await (await watch(first.api, { view: 'doctors', params: {} })).until(settled);
    expect(loaded.data).toHaveLength(42);
    expect(typeof loaded.data![0]!.id).toBe('number');
    expect(Object.keys(loaded.data![0]!)).not.toContain('doctorId');
    await first.close();

    const later = createClock(world.clock.t + 2 * DAY);
    const second = worker({ now: later.now });
    const cached = await (await watch(second.api, { view: 'doctors', params: {} })).until(
      (state) => state.data !== null,
    );
    await pause();
    expect(cached.data).toEqual(loaded.data);
    expect(world.network.count(DOCTORS)).toBe(1);
    await second.close();

    const stale = createClock(world.clock.t + 3 * DAY + 1000);
    const third = worker({ now: stale.now });
    await (await watch(third.api, { view: 'doctors', params: {} })).until(
      (state) => settled(state) && state.updatedAt === stale.t,
    );
    expect(world.network.count(DOCTORS)).toBe(2);
  });

  test('a clinic’s watch gets the doctors who work there, in the network’s order, from the one list', async () => {
    const { api } = worker();
    const network = (await (await watch(api, { view: 'doctors', params: {} })).until(settled)).data!;
    const clinic = (await (await watch(api, { view: 'doctors', params: { clinicId: 2 } })).until(settled))
      .data!;
    const expected = network.filter((doctor) => doctor.clinicIds.includes(2));
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(network.length);
    expect(clinic).toEqual(expected);
    expect(world.network.count(DOCTORS)).toBe(1);
  });
});

describe('categories and specialties', () => {
  test('within 60 s a new watch asks nothing; after 60 s it shows the stored list at once and refreshes in the background', async () => {
    const clock = createClock();
    const { api } = worker({ now: clock.now });
    const first = await watch(api, { view: 'serviceCategories', params: { clinicId: 1 } });
    const loaded = await first.until(settled);
    expect(loaded.data!.length).toBeGreaterThan(5);
    expect(loaded.data!.every((category) => category.description.length <= 513)).toBe(true);

    clock.t += 30_000;
    const again = await watch(api, { view: 'serviceCategories', params: { clinicId: 1 } });
    await again.until((state) => state.data !== null);
    await pause();
    expect(world.network.count(CATEGORIES)).toBe(1);

    clock.t += 31_000;
    const later = await watch(api, { view: 'serviceCategories', params: { clinicId: 1 } });
    expect((await later.until((state) => state.data !== null)).data).toEqual(loaded.data);
    await later.until((state) => settled(state) && state.updatedAt === clock.t, 'the background refresh');
    expect(world.network.count(CATEGORIES)).toBe(2);
  });

  test('specialties per clinic, kept apart: clinic 1 and clinic 2 each one request', async () => {
    const { api } = worker();
    const one = await (await watch(api, { view: 'specialties', params: { clinicId: 1 } })).until(settled);
    const two = await (await watch(api, { view: 'specialties', params: { clinicId: 2 } })).until(settled);
    expect(one.data!.length).toBeGreaterThan(0);
    expect(one.data![0]).toHaveProperty('specialtyTitle');
    expect(one.data).not.toEqual(two.data);
    expect(world.network.count(SPECIALTIES)).toBe(1);
    expect(world.network.count('/api/clinics/2/specialties/list')).toBe(1);
  });

  test('clinic 3 has no services: its categories view is an empty list, not "nothing stored"', async () => {
    const { api } = worker();
    const loaded = await (await watch(api, { view: 'serviceCategories', params: { clinicId: 3 } })).until(
      settled,
    );
    expect(loaded.data).toEqual([]);
  });
});

describe('services pages', () => {
  test('only the pages watched are fetched; the last page is shorter than the limit', async () => {
    const { api } = worker();
    const first = await (await watch(api, { view: 'servicePage', params: page() })).until(settled);
    expect(first.data).toHaveLength(20);
    await wholeListHeld(api);
    // The clinic's whole list comes beside the first page, once, for the searches.
    expect(world.network.requests.filter((path) => path.startsWith(SERVICES)).sort()).toEqual([
      `${SERVICES}?offset=0&limit=20`,
      WHOLE_LIST,
    ]);

    const second = await (await watch(api, { view: 'servicePage', params: page({ offset: 20 }) })).until(
      settled,
    );
    expect(second.data).toHaveLength(20);
    expect(second.data!.map((service) => service.id)).not.toContain(first.data![0]!.id);
    expect(world.network.count(SERVICES)).toBe(3);

    const last = await (await watch(api, { view: 'servicePage', params: page({ offset: 220 }) })).until(
      settled,
    );
    expect(last.data!.length).toBeLessThan(20);
    expect(world.network.count(SERVICES)).toBe(4);
  });

  test('a search answers from the clinic’s whole list the worker holds, with no request, as the server would', async () => {
    const { api } = worker();
    const all = await (await watch(api, { view: 'servicePage', params: page() })).until(settled);
    const whole = await wholeListHeld(api);
    const word = all.data![0]!.title.split(' ')[0]!;
    const asked = page({ search: word.toUpperCase().replace(/Е/g, 'Ё'), limit: 5 });
    const found = await (await watch(api, { view: 'servicePage', params: asked })).until(settled);
    expect(found.data!.length).toBeGreaterThan(0);
    expect(found.data).toEqual(await fromServer(asked));
    expect(found.updatedAt).toBe(whole.updatedAt);
    const next = await (
      await watch(api, { view: 'servicePage', params: { ...asked, offset: 5, doctorId: 17 } })
    ).until(settled);
    expect(next.data).toEqual(await fromServer({ ...asked, offset: 5, doctorId: 17 }));
    const none = await (await watch(api, { view: 'servicePage', params: page({ search: 'щщщ' }) })).until(
      settled,
    );
    expect(none.data).toEqual([]);
    expect(world.network.requests.filter((path) => path.includes('serviceTitle'))).toEqual([]);
  });

  test('before the whole list is there, a search asks the server with the text trimmed by the caller', async () => {
    const { api } = worker();
    const found = await (await watch(api, { view: 'servicePage', params: page({ search: 'Анализ' }) })).until(
      settled,
    );
    expect(found.data!.length).toBeGreaterThan(0);
    expect(world.network.requests).toContain(
      `${SERVICES}?offset=0&limit=20&serviceTitle=${encodeURIComponent('Анализ')}`,
    );
    await wholeListHeld(api);
    const later = await (
      await watch(api, { view: 'servicePage', params: page({ search: 'Анализы' }) })
    ).until(settled);
    expect(later.data).toEqual(await fromServer(page({ search: 'Анализы' })));
    expect(world.network.requests.filter((path) => path.includes('serviceTitle'))).toHaveLength(1);
  });

  test('a list longer than one whole-list page is searched by the server', async () => {
    // The clinic's whole list comes back as long as a request may ask for: more may follow.
    world.network.rewrite = (_path, body) =>
      Array.isArray(body) && body.length > 50
        ? Array.from({ length: 200 }, (_, index) => ({ ...body[index % body.length], id: 10_000 + index }))
        : body;
    const { api } = worker();
    await (await watch(api, { view: 'servicePage', params: page() })).until(settled);
    await wholeListHeld(api);
    const found = await (await watch(api, { view: 'servicePage', params: page({ search: 'Анализ' }) })).until(
      settled,
    );
    expect(found.data!.length).toBeGreaterThan(0);
    expect(world.network.requests.filter((path) => path.includes('serviceTitle'))).toHaveLength(1);

    // Past its lifetime, the page the patient reads next is fetched, the long list's page is not again.
    world.clock.t += 301_000;
    await (await watch(api, { view: 'servicePage', params: page({ offset: 20 }) })).until(settled);
    expect(world.network.requests).toContain(`${SERVICES}?offset=20&limit=20`);
    expect(world.network.requests.filter((path) => path === WHOLE_LIST)).toHaveLength(1);
  });

  test('a category keeps its own whole list, which answers its searches', async () => {
    const { api } = worker();
    const categories = await (await watch(api, { view: 'serviceCategories', params: { clinicId: 1 } })).until(
      settled,
    );
    const category = categories.data![0]!;
    const inCategory = await (
      await watch(api, { view: 'servicePage', params: page({ categoryId: category.id }) })
    ).until(settled);
    expect(world.network.requests).toContain(`${SERVICES}?offset=0&limit=20&categoryId=${category.id}`);
    const whole = await wholeListHeld(api, category.id);
    expect(whole.data).toHaveLength(category.servicesCount);
    expect(world.network.requests).toContain(`${SERVICES}?offset=0&limit=200&categoryId=${category.id}`);
    const asked = page({ categoryId: category.id, search: inCategory.data![0]!.title.slice(0, 4) });
    const found = await (await watch(api, { view: 'servicePage', params: asked })).until(settled);
    expect(found.data!.length).toBeGreaterThan(0);
    expect(found.data).toEqual(await fromServer(asked));
    expect(world.network.requests.filter((path) => path.includes('serviceTitle'))).toEqual([]);
  });

  test('offline: a page seen before shows from the cache with lastError offline; an unseen one says offline', async () => {
    const clock = createClock();
    const first = worker({ now: clock.now });
    const loaded = await (await watch(first.api, { view: 'servicePage', params: page() })).until(settled);
    await first.close();

    world.network.mode = 'offline';
    clock.t += 600_000;
    const second = worker({ now: clock.now });
    const cached = await (await watch(second.api, { view: 'servicePage', params: page() })).until(
      (state) => state.lastError === 'offline' && !state.refreshing,
    );
    expect(cached.data).toEqual(loaded.data);
    expect(cached.stale).toBe(true);
    const unseen = await (
      await watch(second.api, { view: 'servicePage', params: page({ offset: 20 }) })
    ).until((state) => state.lastError === 'offline' && !state.refreshing);
    expect(unseen.data).toBeNull();
  });
});

describe('service view', () => {
  test('a service a list brought shows with no request of its own', async () => {
    const { api } = worker();
    const listed = await (await watch(api, { view: 'servicePage', params: page() })).until(settled);
    const wanted = listed.data![3]!;
    const before = world.network.requests.length;
    const one = await (
      await watch(api, { view: 'service', params: { clinicId: 1, serviceId: wanted.id } })
    ).until(settled);
    expect(one.data).toEqual(wanted);
    expect(world.network.requests.length).toBe(before);
  });

  test('a service the refetched list no longer holds is asked of the server again, not shown from the device', async () => {
    const { api } = worker();
    const held = await wholeListHeld(api);
    const gone = held.data![2]!;
    const path = `/api/clinics/1/service/${gone.id}`;
    const kept = await (
      await watch(api, { view: 'service', params: { clinicId: 1, serviceId: gone.id } })
    ).until(settled);
    expect(kept.data).toEqual(gone);
    expect(world.network.count(path)).toBe(0);
    // An import takes the service out of the clinic; the list, fetched again, no longer holds it.
    await world.server.db.updateTable('services').set({ clinic_id: 2 }).where('id', '=', gone.id).execute();
    try {
      expect((await api.refresh({ view: 'servicePage', params: page({ limit: 200 }) })).ok).toBe(true);
      const again = await (
        await watch(api, { view: 'service', params: { clinicId: 1, serviceId: gone.id } })
      ).until((state) => settled(state) && state.data === null);
      expect(again.data).toBeNull();
      expect(world.network.count(path)).toBe(1);
    } finally {
      await world.server.db.updateTable('services').set({ clinic_id: 1 }).where('id', '=', gone.id).execute();
    }
  });

  test('a service missing from the cache comes from the server; an unknown one settles with no data', async () => {
    const { api } = worker();
    const listed = await (await watch(api, { view: 'servicePage', params: page({ limit: 1 }) })).until(
      settled,
    );
    const id = listed.data![0]!.id;
    const { api: other } = worker({ ownDatabase: true });
    const one = await (await watch(other, { view: 'service', params: { clinicId: 1, serviceId: id } })).until(
      settled,
    );
    expect(one.data).toEqual(listed.data![0]);
    expect(world.network.count(`/api/clinics/1/service/${id}`)).toBe(1);

    const unknown = await (
      await watch(other, { view: 'service', params: { clinicId: 1, serviceId: 999_999 } })
    ).until(settled);
    expect(unknown).toMatchObject({ data: null, lastError: null });
    expect(unknown.updatedAt).not.toBeNull();
  });
});
