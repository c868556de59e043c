/**
 * The move dialog's schedule through the worker API (Comlink, fake-indexeddb, the real in-process server
 * with demo schedules): for the client's own appointment the range offers the visit's own time, which
 * the shared stored range shows as taken; the shared range is left as it was, and another client asking
 * with the same appointment id is shown the visit's time as taken.
 */
import { expect, test } from 'vitest';
import type { ScheduleDay } from '../../src/api/booking';
import { FAMILY, SINGLE } from './support/session';
import { type RemoteApi, settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();
const today = new Date().toISOString().slice(0, 10);

const offeredWith = (doctorId: number, days: readonly ScheduleDay[] | null) =>
  (days ?? []).flatMap((day) =>
    Object.entries(day.recordingPoints)
      .filter(([, doctorIds]) => doctorIds.includes(doctorId))
      .map(([time]) => `${day.date} ${time}`),
  );

/** Books the first free time of today's shared range; the range leaves it at once. */
async function bookFirstFree(api: RemoteApi) {
  const shared = await watch(api, {
    view: 'schedule',
    params: { clinicId: 1, doctorIds: [], serviceId: null, date: today },
  });
  const first = await shared.until(settled, 'schedule');
  const [date, time] = (
    first.data!.flatMap((day) =>
      Object.entries(day.recordingPoints).map(([point, ids]) => [day.date, point, ids[0]] as const),
    )[0] ?? []
  ).slice(0, 2) as [string, string];
  const doctorId = first.data!.find((day) => day.date === date)!.recordingPoints[time]![0]!;
  const booked = await api.bookAppointment({
    payload: { clinicId: 1, doctorIds: [doctorId], date, time },
    idempotencyKey: 'intent-move-schedule',
  });
  if (!booked.ok) throw new Error('the booking failed');
  const slot = `${date} ${time}`;
  await shared.until(
    (state) => state.data !== null && !offeredWith(doctorId, state.data).includes(slot),
    'the booked time left the shared range',
  );

  return { shared, date, time, doctorId, slot, appointmentId: booked.value.appointment.id };
}

test('a move’s schedule offers the visit’s own time to its owner alone, and changes no stored range', {
  timeout: 60_000,
}, async () => {
  const { api } = world.worker();
  expect((await api.login(FAMILY)).ok).toBe(true);
  const { shared, date, doctorId, slot, appointmentId } = await bookFirstFree(api);
  const range = {
    clinicId: 1,
    doctorIds: [doctorId],
    serviceId: null,
    date,
    appointmentId,
  };
  const mine = await api.moveSchedule(range);
  expect(mine.ok).toBe(true);
  expect(offeredWith(doctorId, mine.ok ? mine.value : null)).toContain(slot);
  // The shared range is what it was: the owner's free times were written nowhere, and a fetch of it
  // again still shows the visit's time taken.
  expect(offeredWith(doctorId, shared.latest().data)).not.toContain(slot);
  const seen = shared.states.length;
  const sharedParams = { clinicId: 1, doctorIds: [], serviceId: null, date: today };
  expect((await api.refresh({ view: 'schedule', params: sharedParams })).ok).toBe(true);
  const stored = await shared.until(
    (state) => settled(state) && state.data !== null,
    'the shared range',
    seen,
  );
  expect(offeredWith(doctorId, stored.data)).not.toContain(slot);

  // Another client naming the same appointment is shown its time as taken.
  const other = world.worker({ ownDatabase: true });
  expect((await other.api.login(SINGLE)).ok).toBe(true);
  const theirs = await other.api.moveSchedule(range);
  expect(theirs.ok).toBe(true);
  expect(offeredWith(doctorId, theirs.ok ? theirs.value : null)).not.toContain(slot);
});

test('by the personal link’s key, with nobody logged in, the move’s schedule offers the visit’s own time', {
  timeout: 60_000,
}, async () => {
  const { api } = world.worker();
  expect((await api.login(FAMILY)).ok).toBe(true);
  const { date, doctorId, slot, appointmentId } = await bookFirstFree(api);
  const { client_access_key: clientAccessKey } = await world.server.db
    .selectFrom('appointments')
    .select('client_access_key')
    .where('id', '=', appointmentId)
    .executeTakeFirstOrThrow();
  const visitor = world.worker({ ownDatabase: true }).api;
  const byKey = await visitor.moveScheduleByKey({ clientAccessKey: clientAccessKey!, date });
  expect(byKey.ok).toBe(true);
  expect(offeredWith(doctorId, byKey.ok ? byKey.value : null)).toContain(slot);
  const unknown = await visitor.moveScheduleByKey({ clientAccessKey: 'AAAAAAAAA=', date });
  expect(unknown.ok).toBe(false);
});
