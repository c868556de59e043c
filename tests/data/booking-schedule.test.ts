/**
 * The schedule view inside the data worker against the real in-process server (demo schedules seeded
 * relative to now): one range per (clinic, service, doctors, first day), cached 60 s, the same range
 * whatever the order of the doctor ids; and the stored-range edit that removes a booked time.
 */
import { describe, expect, test } from 'vitest';
import { toScheduleDays, withoutTakenTime } from '../../src/data/schedule/schedule-ranges';
import { settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();
const SCHEDULE = '/api/clinics/1/doctors-schedule';
const today = new Date().toISOString().slice(0, 10);

async function serverDays(doctorIds: number[]) {
  const response = await world.server.app.request(SCHEDULE, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ doctorIds, entryTypeId: null, date: today }),
  });
  return (await response.json()) as unknown[];
}

describe('schedule view', () => {
  test('fetches a range once, serves it from the cache for 60 s, then fetches it again', async () => {
    const { api } = world.worker();
    const params = { clinicId: 1, doctorIds: [], serviceId: null, date: today };
    const view = await watch(api, { view: 'schedule', params });
    const loaded = await view.until(settled, 'schedule loaded');
    expect(loaded.data).toEqual(await serverDays([]));
    expect(loaded.data!.length).toBeGreaterThan(0);
    expect(world.network.count(SCHEDULE)).toBe(1);

    const again = await watch(api, { view: 'schedule', params });
    await again.until(settled);
    expect(world.network.count(SCHEDULE)).toBe(1);

    world.clock.t += 61_000;
    const later = await watch(api, { view: 'schedule', params });
    await later.until((state) => settled(state) && state.updatedAt === world.clock.t, 'refetched');
    expect(world.network.count(SCHEDULE)).toBe(2);
  });

  test('doctor ids in any order name the same range', async () => {
    const { api } = world.worker();
    const first = await watch(api, {
      view: 'schedule',
      params: { clinicId: 1, doctorIds: [3, 1, 2], serviceId: null, date: today },
    });
    await first.until(settled);
    const second = await watch(api, {
      view: 'schedule',
      params: { clinicId: 1, doctorIds: [1, 2, 3, 3], serviceId: null, date: today },
    });
    const cached = await second.until(settled);
    expect(world.network.count(SCHEDULE)).toBe(1);
    expect(cached.data).toEqual(await serverDays([1, 2, 3]));
  });
});

describe('a booked time leaves the stored ranges', () => {
  const range = {
    days: [
      {
        date: '2026-11-24',
        points: [
          { time: '09:00', doctorIds: [1, 2] },
          { time: '09:30', doctorIds: [1] },
        ],
      },
      { date: '2026-11-25', points: [{ time: '09:00', doctorIds: [1] }] },
    ],
  };

  test('the doctor leaves the point; a point with nobody left goes; other days stay', () => {
    const first = withoutTakenTime(range, { date: '2026-11-24', time: '09:00', doctorId: 1 });
    expect(toScheduleDays({ days: first! })).toEqual([
      { date: '2026-11-24', recordingPoints: { '09:00': [2], '09:30': [1] } },
      { date: '2026-11-25', recordingPoints: { '09:00': [1] } },
    ]);
    const second = withoutTakenTime({ days: first! }, { date: '2026-11-24', time: '09:30', doctorId: 1 });
    expect(toScheduleDays({ days: second! })[0]).toEqual({
      date: '2026-11-24',
      recordingPoints: { '09:00': [2] },
    });
  });

  test('a time the range did not offer changes nothing', () => {
    expect(withoutTakenTime(range, { date: '2026-11-24', time: '09:00', doctorId: 7 })).toBeNull();
    expect(withoutTakenTime(range, { date: '2026-11-26', time: '09:00', doctorId: 1 })).toBeNull();
  });
});
