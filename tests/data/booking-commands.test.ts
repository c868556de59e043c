/**
 * Booking through the worker API (Comlink, fake-indexeddb, the real in-process server with demo
 * schedules): a logged-in client books a free time from a schedule range; the time leaves the stored
 * range at once; a retry with the same Idempotency-Key returns the same appointment; another booking of
 * that time is refused with the spec's key and the server's nearest free times; the closest
 * appointment follows the booking; a move takes its new time out of the stored range too, and is written
 * into the stored list at once, whether made in the app or by a personal link.
 */
import { expect, test } from 'vitest';
import { feedbackRouteKey } from '../../src/domain/appointment-status';
import { FAMILY, SINGLE } from './support/session';
import { type RemoteApi, settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();
const today = new Date().toISOString().slice(0, 10);
const clock = () => new Date().toISOString().slice(11, 16);

/** The key of the appointment's personal link, as its SMS carries it. */
const accessKey = async (id: number) =>
  (
    await world.server.db
      .selectFrom('appointments')
      .select('client_access_key')
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
  ).client_access_key as string;

async function firstFreeTime(api: RemoteApi) {
  const params = { clinicId: 1, doctorIds: [], serviceId: null, date: today };
  const view = await watch(api, { view: 'schedule', params });
  const loaded = await view.until(settled, 'schedule');
  for (const day of loaded.data!)
    for (const [time, doctorIds] of Object.entries(day.recordingPoints))
      if (doctorIds.length > 0) return { view, date: day.date, time, doctorId: doctorIds[0]! };
  throw new Error('the demo schedule has no free time');
}

test('book a free time: it leaves the stored range, a retry is the same booking, a second one is refused', {
  timeout: 60_000,
}, async () => {
  const { api } = world.worker();
  expect((await api.login(FAMILY)).ok).toBe(true);
  const free = await firstFreeTime(api);
  const payload = { clinicId: 1, doctorIds: [free.doctorId], date: free.date, time: free.time };

  const booked = await api.bookAppointment({ payload, idempotencyKey: 'intent-1' });
  expect(booked).toMatchObject({
    ok: true,
    value: { appointment: { doctorId: free.doctorId, date: free.date } },
  });
  await free.view.until((state) => {
    const day = state.data?.find((candidate) => candidate.date === free.date);
    return day !== undefined && !(day.recordingPoints[free.time] ?? []).includes(free.doctorId);
  }, 'the booked time left the range');

  const retried = await api.bookAppointment({ payload, idempotencyKey: 'intent-1' });
  expect(retried).toEqual(booked);

  const closest = await api.closestAppointment({
    kind: 'doctor',
    id: free.doctorId,
    date: today,
    time: clock(),
  });
  expect(closest).toMatchObject({ ok: true });
  expect(closest.ok && closest.value).toBeTruthy();

  // Another client for the same doctor at the same time: the database refuses it.
  const other = world.worker({ ownDatabase: true });
  expect((await other.api.login(SINGLE)).ok).toBe(true);
  const refused = await other.api.bookAppointment({ payload, idempotencyKey: 'intent-2' });
  expect(refused.ok).toBe(false);
  if (refused.ok) return;
  expect(refused.error.errors.createAppointmentErrors).toEqual([
    'errors.appointments.recording_point_not_available',
  ]);
  expect(Array.isArray(refused.error.errors.nearestFreeTimes)).toBe(true);
});

test('a move takes its new time out of the stored range at once; the doctor’s other times stay', {
  timeout: 60_000,
}, async () => {
  const { api } = world.worker();
  expect((await api.login(FAMILY)).ok).toBe(true);
  const free = await firstFreeTime(api);
  const offered = (state: { data: { date: string; recordingPoints: Record<string, number[]> }[] | null }) =>
    (state.data ?? []).flatMap((day) =>
      Object.entries(day.recordingPoints)
        .filter(([, doctorIds]) => doctorIds.includes(free.doctorId))
        .map(([time]) => `${day.date} ${time}`),
    );
  const booked = await api.bookAppointment({
    payload: { clinicId: 1, doctorIds: [free.doctorId], date: free.date, time: free.time },
    idempotencyKey: 'intent-move',
  });
  if (!booked.ok) throw new Error('the booking failed');
  const before = offered(
    await free.view.until(
      (state) => state.data !== null && !offered(state).includes(`${free.date} ${free.time}`),
      'the booked time left the range',
    ),
  );
  const [date, time] = before[2]!.split(' ') as [string, string];
  const moved = await api.moveAppointment({
    appointmentId: booked.value.appointment.id,
    clinicId: 1,
    doctorId: free.doctorId,
    date,
    time,
    idempotencyKey: 'move-1',
  });
  expect(moved).toMatchObject({ ok: true, value: { date, time } });
  const after = await free.view.until(
    (state) => state.data !== null && !offered(state).includes(`${date} ${time}`),
    'the new time left the range',
  );
  expect(offered(after)).toEqual(before.filter((point) => point !== `${date} ${time}`));
});

test.each(['the app', 'a personal link'])(
  'a move made through %s is written into the stored list at once: with the fetch that follows held back, the list shows the new time',
  {
    timeout: 60_000,
  },
  async (through) => {
    const { api } = world.worker();
    expect((await api.login(FAMILY)).ok).toBe(true);
    const free = await firstFreeTime(api);
    const booked = await api.bookAppointment({
      payload: { clinicId: 1, doctorIds: [free.doctorId], date: free.date, time: free.time },
      idempotencyKey: 'intent-move-stored',
    });
    if (!booked.ok) throw new Error('the booking failed');
    const id = booked.value.appointment.id;
    const list = await watch(api, { view: 'appointmentPage', params: { offset: 0, limit: 20 } });
    const shown = (state: { data: { id: number; date: string; time: string }[] | null }) =>
      state.data?.find((appointment) => appointment.id === id);
    await list.until(
      (state) => settled(state) && shown(state) !== undefined,
      'the booked appointment listed',
    );
    const later = await free.view.until((state) => state.data !== null, 'the range');
    const [date, time] = (later.data ?? [])
      .flatMap((day) =>
        Object.entries(day.recordingPoints)
          .filter(([point, doctorIds]) => doctorIds.includes(free.doctorId) && point !== free.time)
          .map(([point]) => [day.date, point]),
      )
      .at(-1)!;
    // The list's fetch after the move gets no answer (the network gone right after the move's answer).
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    world.network.delay = (path) => (path === '/api/clients/appointments' ? held : null);
    try {
      const target = { clinicId: 1, doctorId: free.doctorId, date: date!, time: time! };
      const moved =
        through === 'the app'
          ? await api.moveAppointment({ ...target, appointmentId: id, idempotencyKey: 'move-stored' })
          : await api.moveByKey({
              ...target,
              clientAccessKey: await accessKey(id),
              idempotencyKey: 'move-link',
            });
      expect(moved.ok).toBe(true);
      const after = await list.until(
        (state) => shown(state)?.date === date && shown(state)?.time === time,
        'the new time in the stored list',
      );
      expect(shown(after)).toMatchObject({ date, time });
    } finally {
      release();
    }
  },
);

test('not logged in: booking answers an error list, and there is no closest appointment', async () => {
  const { api } = world.worker();
  const refused = await api.bookAppointment({
    payload: { clinicId: 1, doctorIds: [1], date: today, time: '23:59' },
    idempotencyKey: 'intent-3',
  });
  expect(refused.ok).toBe(false);
  expect(await api.closestAppointment({ kind: 'doctor', id: 1, date: today, time: '00:00' })).toEqual({
    ok: true,
    value: null,
  });
});

test('a booking in one tab’s worker makes the other tab’s worker ask for its closest appointment again', async () => {
  const tabA = world.worker({ twin: true });
  const tabB = world.worker({ twin: true });
  expect((await tabA.api.login(SINGLE)).ok).toBe(true);
  const free = await firstFreeTime(tabA.api);
  const query = { kind: 'doctor' as const, id: free.doctorId, date: today, time: clock() };
  const CLOSEST = '/api/clients/doctor/closest-appointment';

  await tabB.api.closestAppointment(query);
  await tabB.api.closestAppointment(query);
  expect(world.network.count(CLOSEST)).toBe(1);

  const booked = await tabA.api.bookAppointment({
    payload: { clinicId: 1, doctorIds: [free.doctorId], date: free.date, time: free.time },
    idempotencyKey: 'intent-4',
  });
  expect(booked.ok).toBe(true);
  // The other worker heard of it (BroadcastChannel): its next answer comes from the server again.
  await expect
    .poll(async () => {
      await tabB.api.closestAppointment(query);
      return world.network.count(CLOSEST);
    })
    .toBeGreaterThan(1);
});

test('a booking shows at once in the stored list of appointments, though its page is younger than its lifetime', {
  timeout: 60_000,
}, async () => {
  const { api } = world.worker();
  expect((await api.login(FAMILY)).ok).toBe(true);
  const list = await watch(api, { view: 'appointmentPage', params: { offset: 0, limit: 50 } });
  await list.until((state) => settled(state) && state.data !== null, 'the appointments');
  const free = await firstFreeTime(api);
  const booked = await api.bookAppointment({
    payload: { clinicId: 1, doctorIds: [free.doctorId], date: free.date, time: free.time },
    idempotencyKey: 'intent-listed',
  });
  if (!booked.ok) throw new Error('the booking failed');
  const id = booked.value.appointment.id;
  await list.until(
    (state) => (state.data ?? []).some((appointment) => appointment.id === id),
    'the new appointment in the list',
  );
});

test('feedback sent for a listed appointment shows as given in the stored list at once', {
  timeout: 60_000,
}, async () => {
  const { api } = world.worker();
  expect((await api.login(FAMILY)).ok).toBe(true);
  const list = await watch(api, { view: 'appointmentPage', params: { offset: 0, limit: 50 } });
  const loaded = await list.until((state) => settled(state) && state.data !== null, 'the appointments');
  const open = (loaded.data ?? []).find(
    (appointment) => appointment.feedbackKey && !appointment.feedbackGiven,
  );
  if (!open?.feedbackKey) throw new Error('the demo family has no appointment awaiting feedback');
  const key = feedbackRouteKey(open.feedbackKey);
  if (!key) throw new Error('the listed feedback key does not decode');
  const sent = await api.createFeedback({
    key,
    generalAssessmentOfAdmission: 10,
    netPromoterScore: 9,
    comment: 'Спасибо',
    idempotencyKey: 'feedback-intent',
  });
  expect(sent).toEqual({ ok: true, value: { sent: true } });
  await list.until(
    (state) =>
      (state.data ?? []).some((appointment) => appointment.id === open.id && appointment.feedbackGiven),
    'the feedback given in the list',
  );
});
