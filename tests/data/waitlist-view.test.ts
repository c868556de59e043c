/**
 * The waitlist inside the data worker (fake-indexeddb, the real in-process server with the demo
 * network): joining the line shows the request in every tab's waitlist view at once, leaving it takes it
 * out, and a logout wipes the view with the other private data; a request the server ended stays
 * stored with its reason (shown offline too) until the patient dismisses it.
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

test('a request the server ended is stored with its reason, shown so offline, and dismissed', async () => {
  const locks = createMemoryLocks();
  const tabA = world.worker({ locks, twin: true });
  expect((await tabA.api.login(SINGLE)).ok).toBe(true);
  const viewA = await watch(tabA.api, waitlist);
  const joined = await tabA.api.joinWaitlist({ clinicId: 1, doctorId: 1, serviceId: null, lastDate });
  if (!joined.ok) throw new Error(JSON.stringify(joined));
  const requestId = joined.value.request.id;
  // The import hides the clinic: the server ends the line with its reason.
  await world.server.db
    .updateTable('waitlist_requests')
    .set({ ended_at: new Date().toISOString(), end_reason: 'clinic_closed' })
    .where('id', '=', requestId)
    .execute();
  expect((await tabA.api.refresh(waitlist)).ok).toBe(true);
  await viewA.until((state) => state.data?.[0]?.endReason === 'clinic_closed', 'the ended request');

  // Offline, another tab shows what was stored: the request and why it ended.
  world.network.mode = 'offline';
  const tabB = world.worker({ locks, twin: true });
  const viewB = await watch(tabB.api, waitlist);
  const offline = await viewB.until((state) => (state.data?.length ?? 0) === 1, 'the stored list offline');
  expect(offline.data?.[0]).toMatchObject({ id: requestId, endReason: 'clinic_closed', offer: null });
  expect(offline.data?.[0]?.endedAt).toEqual(expect.any(String));

  world.network.mode = 'online';
  expect(await tabA.api.leaveWaitlist({ requestId })).toEqual({ ok: true, value: { requestId } });
  await viewA.until((state) => state.data?.length === 0, 'dismissed');
  const row = await world.server.db
    .selectFrom('waitlist_requests')
    .select(['end_reason', 'dismissed_at'])
    .where('id', '=', requestId)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ end_reason: 'clinic_closed', dismissed_at: expect.any(String) });
});
