/**
 * The data worker adopts a doctor's, a service's or the specialties' page data (src/api/first-page-embed.ts) as the
 * resources of the calls it came from, so the page's first watches need no fetch; off-contract data is
 * ignored.
 */
import { describe, expect, test } from 'vitest';
import type { ScheduleDay } from '../../src/api/booking';
import type { Doctor, SpecialtyItem } from '../../src/api/browsing';
import type { FirstPage } from '../../src/api/first-page-embed';
import { clinicToday } from '../../src/domain/time-zone';
import { settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const DOCTORS = '/api/clinics/doctors/list';
const SCHEDULE = '/api/clinics/1/doctors-schedule';

const world = perTestWorld();
const { worker } = world;

async function doctorPage(at: number): Promise<FirstPage> {
  const { doctors } = (await (await world.server.app.request(DOCTORS)).json()) as { doctors: Doctor[] };
  const doctorId = doctors[0]!.id;
  const date = clinicToday(world.clock.t, 'Europe/Moscow');
  const answer = await world.server.app.request(SCHEDULE, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ doctorIds: [doctorId], entryTypeId: null, date }),
  });
  const days = (await answer.json()) as ScheduleDay[];
  return { at, doctors, schedule: { clinicId: 1, doctorIds: [doctorId], entryTypeId: null, date, days } };
}

describe('adopting a first page', () => {
  test('the doctors list and the schedule range show from the page, with no request of their own', async () => {
    const { api } = worker();
    const page = await doctorPage(world.clock.t - 1000);
    const before = world.network.count(SCHEDULE);
    const adopted = api.adoptFirstPage(page);
    const doctors = await watch(api, { view: 'doctors', params: {} });
    const { clinicId, doctorIds, entryTypeId, date } = page.schedule!;
    const schedule = await watch(api, {
      view: 'schedule',
      params: { clinicId, doctorIds, serviceId: entryTypeId, date },
    });
    expect(await adopted).toEqual({ adopted: true });
    await doctors.until(settled);
    await schedule.until(settled);
    expect(doctors.states[0]?.data).toEqual(page.doctors);
    expect(schedule.states[0]?.data).toEqual(page.schedule!.days);
    expect(world.network.count(DOCTORS)).toBe(0);
    expect(world.network.count(SCHEDULE)).toBe(before);
  });

  test("a clinic's specialties show from the page, with no request of their own", async () => {
    const { api } = worker();
    const path = '/api/clinics/1/specialties/list';
    const specialties = (await (await world.server.app.request(path)).json()) as SpecialtyItem[];
    expect(specialties.length).toBeGreaterThan(0);
    const before = world.network.count(path);
    const adopted = api.adoptFirstPage({
      at: world.clock.t - 1000,
      specialties: { clinicId: 1, specialties },
    });
    const view = await watch(api, { view: 'specialties', params: { clinicId: 1 } });
    expect(await adopted).toEqual({ adopted: true });
    await view.until(settled);
    expect(view.states[0]?.data).toEqual(specialties);
    expect(world.network.count(path)).toBe(before);
  });

  test("one clinic's doctors show from the page at once, and the whole list is fetched behind them, never marked stale", async () => {
    const { api } = worker();
    const { doctors } = (await (await world.server.app.request(DOCTORS)).json()) as { doctors: Doctor[] };
    const ofClinic = doctors.filter((doctor) => doctor.clinicIds.includes(1));
    expect(ofClinic.length).toBeLessThan(doctors.length);
    const adopted = api.adoptFirstPage({ at: world.clock.t - 1000, doctors: ofClinic, doctorsOf: 1 });
    const view = await watch(api, { view: 'doctors', params: {} });
    expect(await adopted).toEqual({ adopted: true });
    await view.until((state) => state.data?.length === doctors.length && !state.refreshing);
    expect(view.states[0]?.data).toEqual(ofClinic);
    expect(view.states.every((state) => !state.stale)).toBe(true);
    expect(view.states.at(-1)?.data).toEqual(doctors);
    expect(world.network.count(DOCTORS)).toBe(1);
  });

  test("one clinic's doctors never replace a stored list: it would lose the other clinics' rows", async () => {
    const { api } = worker();
    const full = await watch(api, { view: 'doctors', params: {} });
    await full.until(settled);
    const stored = full.states.at(-1)?.data ?? [];
    const ofClinic = stored.filter((doctor) => doctor.clinicIds.includes(1));
    world.clock.t += 10_000;
    expect(await api.adoptFirstPage({ at: world.clock.t, doctors: ofClinic, doctorsOf: 1 })).toEqual({
      adopted: false,
    });
    const again = await watch(api, { view: 'doctors', params: {} });
    await again.until(settled);
    expect(again.states.at(-1)?.data).toEqual(stored);
  });

  test("with one clinic's doctors stored and the whole list not come, another clinic's has nothing yet, not an empty list, until its page brings them", async () => {
    const { api } = worker();
    const { doctors } = (await (await world.server.app.request(DOCTORS)).json()) as { doctors: Doctor[] };
    const ofClinic = (id: number) => doctors.filter((doctor) => doctor.clinicIds.includes(id));
    expect(ofClinic(2).length).toBeGreaterThan(0);
    world.network.mode = 'offline';
    const at = world.clock.t - 1000;
    expect(await api.adoptFirstPage({ at, doctors: ofClinic(1), doctorsOf: 1 })).toEqual({ adopted: true });
    const second = await watch(api, { view: 'doctors', params: { clinicId: 2 } });
    await second.until((state) => state.updatedAt !== null && !state.refreshing);
    expect(second.states.at(-1)?.data).toBeNull();

    // The second clinic's page, opened meanwhile, brings its doctors: added to the first's.
    expect(await api.adoptFirstPage({ at, doctors: ofClinic(2), doctorsOf: 2 })).toEqual({ adopted: true });
    await second.until((state) => state.data !== null);
    expect(second.states.at(-1)?.data).toEqual(ofClinic(2));
    const first = await watch(api, { view: 'doctors', params: { clinicId: 1 } });
    await first.until((state) => state.data !== null);
    expect(first.states.at(-1)?.data).toEqual(ofClinic(1));
  });

  test('a block off the contract is ignored', async () => {
    const { api } = worker();
    const broken = { at: world.clock.t, doctors: [{ id: 'one' }] } as unknown as FirstPage;
    expect(await api.adoptFirstPage(broken)).toEqual({ adopted: false });
  });
});
