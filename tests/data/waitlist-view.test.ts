/**
 * The waitlist inside the data worker (fake-indexeddb, the real in-process server with the demo
 * network): joining the line shows the request in every tab's waitlist view at once, leaving it takes it
 * out, and a logout wipes the view with the other private data.
 */
import { expect, test } from 'vitest';
import { createMemoryLocks } from '../../src/data/sync/locks';
import { addDays } from '../../src/domain/time-zone';
import { SINGLE } from './support/session';
import { settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();
const waitlist = { view: 'waitlist', params: {} } as const;
const lastDate = addDays(new Date().toISOString().slice(0, 10), 7);

test('joining shows the request in every tab, leaving takes it out, a logout wipes it', async () => {
  const locks = createMemoryLocks();
  const tabA = world.worker({ locks, twin: true });
  const tabB = world.worker({ locks, twin: true });
  expect((await tabA.api.login(SINGLE)).ok).toBe(true);
  const viewA = await watch(tabA.api, waitlist);
  await viewA.until((state) => settled(state), 'the empty waitlist');
  const viewB = await watch(tabB.api, waitlist);

  const joined = await tabA.api.joinWaitlist({ clinicId: 1, doctorId: 1, serviceId: null, lastDate });
  expect(joined.ok, JSON.stringify(joined)).toBe(true);
  const seen = await viewB.until((state) => (state.data?.length ?? 0) === 1, 'tab B shows the request');
  expect(seen.data?.[0]).toMatchObject({ doctorId: 1, lastDate, offer: null });

  const requestId = seen.data?.[0]?.id ?? 0;
  expect(await tabA.api.leaveWaitlist({ requestId })).toEqual({ ok: true, value: { requestId } });
  await viewB.until((state) => state.data === null || state.data.length === 0, 'tab B drops it');

  expect((await tabA.api.joinWaitlist({ clinicId: 1, doctorId: 1, serviceId: null, lastDate })).ok).toBe(
    true,
  );
  await viewA.until((state) => (state.data?.length ?? 0) === 1, 'joined again');
  expect((await tabA.api.logout({})).ok).toBe(true);
  await viewA.until((state) => state.data === null, 'wiped at logout');
});
