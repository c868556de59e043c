import { expect, test, vi } from 'vitest';
import type { ServiceResult } from '../../src/api/results';
import { createFakeCaches } from './support/fake-caches';
import { SESSION_LOCK } from '../../src/data/account/session';
import { type LocksLike, createMemoryLocks } from '../../src/data/sync/locks';
import { expireAccessTokens, renewAsServiceWorker, signedIn, watchSession } from './support/session';
import { type RemoteApi, settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();

/** Resolves once `done` says so, looking every few milliseconds. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await new Promise((resolve) => setTimeout(resolve, 5));
}

/** A signed-in family login: the client it names first and one it may switch to. */
async function family(api: RemoteApi) {
  const session = await signedIn(api);
  const named = await session.until((state) => (state.data?.otherClients.length ?? 0) > 0, 'linked clients');
  return { session, first: named.data!.currentClient!.id, other: named.data!.otherClients[0]!.id };
}

async function firstFreeTime(api: RemoteApi) {
  const date = new Date().toISOString().slice(0, 10);
  const view = await watch(api, {
    view: 'schedule',
    params: { clinicId: 1, doctorIds: [], serviceId: null, date },
  });
  const loaded = await view.until(settled, 'the schedule');
  for (const day of loaded.data ?? [])
    for (const [time, doctorIds] of Object.entries(day.recordingPoints))
      if (doctorIds.length > 0) return { date: day.date, time, doctorId: doctorIds[0]! };
  throw new Error('the demo schedule has no free time');
}

test("a booking made for one client whose 401 comes back after a switch is not sent again with the next client's token", async () => {
  const { api } = world.worker();
  const { first, other } = await family(api);
  const free = await firstFreeTime(api);
  await expireAccessTokens(world.server.db);
  // The booking leaves with the first client's expired token; its 401 comes back once the switch is done.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent = false;
  world.network.delay = (path) => {
    if (path !== '/api/clients/create-appointment' || sent) return null;
    sent = true;
    return held;
  };
  const booking = api.bookAppointment({
    payload: { clinicId: 1, doctorIds: [free.doctorId], date: free.date, time: free.time },
    idempotencyKey: 'intent-of-the-first-client',
  });
  await until(() => sent);
  expect((await api.changeUser({ clientId: other })).ok).toBe(true);
  release();

  expect((await booking).ok).toBe(false);
  expect(world.network.count('/api/clients/create-appointment')).toBe(1);
  const booked = await world.server.db
    .selectFrom('appointments')
    .select('client_id')
    .where('date', '=', free.date)
    .where('time', '=', free.time)
    .where('doctor_id', '=', free.doctorId)
    .execute();
  expect(booked.map((row) => row.client_id)).not.toContain(other);
  expect(booked.map((row) => row.client_id)).not.toContain(first);
});

test("a refresh of one client's list that fails after the switch leaves the next client's list to be fetched", async () => {
  const { api } = world.worker();
  const { other } = await family(api);
  const params = { offset: 0, limit: 20 };
  const path = '/api/clients/appointments';
  const first = await watch(api, { view: 'appointmentPage', params });
  await first.until((state) => settled(state) && state.data !== null, "the first client's list");

  // A pull-to-refresh of that list is on the wire while the switch happens.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let sent = false;
  world.network.delay = (asked) => {
    if (asked !== path || sent) return null;
    sent = true;
    return held;
  };
  const refresh = api.refresh({ view: 'appointmentPage', params });
  await until(() => sent);
  expect((await api.changeUser({ clientId: other })).ok).toBe(true);
  release();
  expect((await refresh).ok).toBe(false);

  const fetched = world.network.count(path);
  const next = await watch(api, { view: 'appointmentPage', params });
  await next.until((state) => state.data !== null, "the next client's list, fetched");
  expect(world.network.count(path)).toBeGreaterThan(fetched);
});

test('a result file still downloading when the switch wipes is not kept for the previous client', async () => {
  const caches = createFakeCaches();
  const { api } = world.worker({ caches });
  const { other } = await family(api);
  const list = await watch(api, { view: 'resultPage', params: { offset: 0, limit: 50 } });
  const loaded = await list.until((state) => settled(state) && (state.data?.length ?? 0) > 0, 'results');
  const results = (loaded.data as ServiceResult[]).flatMap((result) => [result, ...result.children]);
  const attachment = results.flatMap((result) => result.attachments)[0]!;

  // The file's answer lands after the switch has wiped and while its own request is still out: the
  // switch's answer waits until the file is kept, or half a second when nothing keeps it meanwhile.
  let downloading = () => {};
  const out = new Promise<void>((resolve) => {
    downloading = resolve;
  });
  let answerFile = () => {};
  const fileHeld = new Promise<void>((resolve) => {
    answerFile = resolve;
  });
  world.network.delay = (path) => {
    if (path.includes('attachment')) {
      downloading();
      return fileHeld;
    }
    if (path !== '/api/auth/change-user') return null;
    answerFile();
    const since = Date.now();
    return until(() => caches.names().length > 0 || Date.now() - since > 500);
  };
  const download = api.downloadResultFile({ kind: 'attachment', id: attachment.id });
  await out;
  const switching = api.changeUser({ clientId: other });
  expect((await download).ok).toBe(true);
  expect((await switching).ok).toBe(true);
  expect(caches.names()).toEqual([]);
});

test('a switch right after the service worker renewed the pair presents the renewed refresh token', async () => {
  const { api } = world.worker();
  const { other } = await family(api);
  await expireAccessTokens(world.server.db);
  // The service worker replays a queued cancel, gets a 401 and renews the pair in the token mirror.
  await renewAsServiceWorker(world.network);
  // Past the server's grace for a refresh token presented twice: a second use is taken for theft.
  await world.server.db
    .updateTable('refresh_tokens')
    .set({ rotated_at: '2000-01-01T00:00:00.000Z' })
    .where('rotated_at', 'is not', null)
    .execute();

  expect((await api.changeUser({ clientId: other })).ok).toBe(true);
  const live = await world.server.db
    .selectFrom('refresh_tokens')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('revoked_at', 'is', null)
    .executeTakeFirstOrThrow();
  expect(Number(live.count)).toBeGreaterThan(0);
});

test('a switch the server made whose answer was lost names the client the pair now acts for, not the last one', async () => {
  const { api } = world.worker();
  const { session, first, other } = await family(api);
  // The switch reaches the server, which rotates the pair to the other client; its answer never comes.
  world.network.rewrite = (path, body) => {
    if (path === '/api/auth/change-user') throw new TypeError('Failed to fetch');
    return body;
  };
  const switched = await api.changeUser({ clientId: other });
  world.network.rewrite = null;
  expect(switched.ok).toBe(false);
  // The pair held here is the one the server rotated: its renewal (within the grace) answers with the
  // other client's. The tab must say so, not go on naming the first over the other's data and actions.
  const named = await session.until(
    (state) => state.data?.currentClient !== null && state.data?.currentClient?.id !== first,
    'the client the pair acts for',
  );
  expect(named.data?.currentClient?.id).toBe(other);
  const personal = await watch(api, { view: 'personalData', params: {} });
  await personal.until((state) => state.data !== null, 'personal data');
  expect(personal.states.at(-1)?.data?.personalInformation.id).toBe(other);
});

test('a switch asked for on a device that knows it has no network sends nothing and keeps the client and its data', async () => {
  const { api } = world.worker();
  const { session, first, other } = await family(api);
  const sent = world.network.count('/api/auth/change-user');
  vi.stubGlobal('navigator', { onLine: false });
  try {
    const switched = await api.changeUser({ clientId: other });
    expect(switched.ok).toBe(false);
  } finally {
    vi.unstubAllGlobals();
  }
  expect(world.network.count('/api/auth/change-user')).toBe(sent);
  const now = await session.until((state) => state.data?.currentClient !== undefined, 'the session');
  expect(now.data?.currentClient?.id).toBe(first);
  const personal = await watch(api, { view: 'personalData', params: {} });
  await personal.until((state) => state.data !== null, 'personal data');
  expect(personal.states.at(-1)?.data?.personalInformation.id).toBe(first);
});

test("a switch cut off between the next client's pair and the wipe (the worker stopped) wipes at the next start, before any list shows", async () => {
  // The first tab's worker stops for good once the switch has stored the next client's pair, still
  // holding the session lock: as when its last tab closes then. Its locks are its own, as a stopped
  // worker's Web Locks are let go.
  let stopped = () => {};
  const atStop = new Promise<void>((resolve) => {
    stopped = resolve;
  });
  let thaw = () => {};
  const frozen = new Promise<void>((resolve) => {
    thaw = resolve;
  });
  let freeze = false;
  const own = createMemoryLocks();
  const locks: LocksLike = {
    request: (name, task) =>
      own.request(name, async () => {
        const result = await task();
        if (freeze && name === SESSION_LOCK) {
          stopped();
          await frozen;
        }
        return result;
      }),
  };
  const { api } = world.worker({ locks, twin: true });
  const { other } = await family(api);
  const params = { offset: 0, limit: 20 };
  const path = '/api/clients/appointments';
  const first = await watch(api, { view: 'appointmentPage', params });
  await first.until((state) => settled(state) && state.data !== null, "the first client's list");
  await api.unwatch({ id: first.id });

  freeze = true;
  void api.changeUser({ clientId: other });
  await atStop;

  try {
    const fetched = world.network.count(path);
    const next = world.worker({ twin: true });
    const session = await watchSession(next.api);
    const list = await watch(next.api, { view: 'appointmentPage', params });
    // The first list's page, stored and fresh, is not taken for the next client's: it is fetched anew.
    await list.until((state) => settled(state) && state.data !== null, "the next client's list");
    expect(world.network.count(path)).toBeGreaterThan(fetched);
    const named = await session.until((state) => state.data?.currentClient !== null, 'the client named');
    expect(named.data?.currentClient?.id).toBe(other);
  } finally {
    thaw();
  }
});
