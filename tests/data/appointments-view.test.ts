/**
 * The client's appointments inside the data worker (fake-indexeddb, the real in-process server with the
 * demo history): pages fetched with the session's token; a cancel greys the appointment in every tab's
 * stored pages at once; logging out wipes the pages and their bookkeeping, so the next client's list is
 * fetched afresh and never shows the previous one's. A list reopened reads its first page from storage,
 * not every page stored before.
 */
import { IDBObjectStore } from 'fake-indexeddb';
import { expect, test } from 'vitest';
import { isCancellable, STATUS } from '../../src/domain/appointment-status';
import { createMemoryLocks } from '../../src/data/sync/locks';
import { FAMILY, SINGLE } from './support/session';
import { settled, watch } from './support/worker';
import { perTestWorld } from './support/world';

const world = perTestWorld();
const APPOINTMENTS = '/api/clients/appointments';
const page = { view: 'appointmentPage', params: { offset: 0, limit: 20 } } as const;
const today = new Date().toISOString().slice(0, 10);

test('a cancel made in one tab greys the appointment in the other tab’s list at once', async () => {
  const locks = createMemoryLocks();
  const tabA = world.worker({ locks, twin: true });
  const tabB = world.worker({ locks, twin: true });
  expect((await tabA.api.login(FAMILY)).ok).toBe(true);

  const listA = await watch(tabA.api, page);
  const loaded = await listA.until((state) => settled(state) && (state.data?.length ?? 0) > 0, 'the list');
  const listB = await watch(tabB.api, page);
  await listB.until((state) => (state.data?.length ?? 0) > 0, 'the other tab’s list');
  const target = loaded.data!.find((appointment) => isCancellable(appointment, today));
  expect(target, 'the demo history holds a cancellable appointment').toBeDefined();

  const cancelled = await tabA.api.cancelAppointment({
    appointmentId: target!.id,
    idempotencyKey: 'cancel-1',
  });
  expect(cancelled).toEqual({ ok: true, value: { appointmentId: target!.id } });
  const seen = await listB.until(
    (state) =>
      state.data?.find((appointment) => appointment.id === target!.id)?.status === STATUS.CANCELED_BY_CLIENT,
    'tab B greys it',
  );
  expect(seen.data!.length).toBe(loaded.data!.length);

  // The same intent again changes nothing and answers the same.
  expect(await tabA.api.cancelAppointment({ appointmentId: target!.id, idempotencyKey: 'cancel-1' })).toEqual(
    cancelled,
  );
});

test('logout wipes the pages; the next client’s list is fetched afresh, not served from the last one', async () => {
  const { api } = world.worker();
  expect((await api.login(FAMILY)).ok).toBe(true);
  const first = await watch(api, page);
  const family = await first.until((state) => settled(state) && (state.data?.length ?? 0) > 0);
  expect(world.network.count(APPOINTMENTS)).toBe(1);

  expect((await api.logout({})).ok).toBe(true);
  await first.until((state) => state.data === null, 'wiped at logout');

  expect((await api.login(SINGLE)).ok).toBe(true);
  const second = await watch(api, page);
  const single = await second.until(
    (state) => settled(state) && state.updatedAt !== null && state.data !== null,
  );
  expect(world.network.count(APPOINTMENTS)).toBe(2);
  const familyIds = new Set(family.data!.map((appointment) => appointment.id));
  expect(single.data!.some((appointment) => familyIds.has(appointment.id))).toBe(false);
});

test('cancelling another client’s appointment is refused and changes nothing stored', async () => {
  const { api } = world.worker();
  expect((await api.login(FAMILY)).ok).toBe(true);
  const list = await watch(api, page);
  const family = await list.until((state) => settled(state) && (state.data?.length ?? 0) > 0);
  await api.logout({});
  expect((await api.login(SINGLE)).ok).toBe(true);
  const target = family.data!.find((appointment) => isCancellable(appointment, today))!;
  const refused = await api.cancelAppointment({ appointmentId: target.id, idempotencyKey: 'cancel-2' });
  expect(refused.ok).toBe(false);
});

test('a long list reopened reads its first page from storage, not every page stored', async () => {
  const pageAt = (offset: number) => ({ view: 'appointmentPage', params: { offset, limit: 1 } }) as const;
  const before = world.worker();
  expect((await before.api.login(FAMILY)).ok).toBe(true);
  for (let offset = 0; offset < 6; offset++) {
    const list = await watch(before.api, pageAt(offset));
    await list.until((state) => settled(state) && state.data !== null, `page ${offset}`);
  }
  await before.close();

  // The local documents' reads by key, as the next start of the worker asks for them.
  const read: string[] = [];
  const get = IDBObjectStore.prototype.get;
  IDBObjectStore.prototype.get = function (this: IDBObjectStore, key: IDBValidKey) {
    if (typeof key === 'string' && key.startsWith('appointments:')) read.push(key);
    return get.call(this, key);
  };
  try {
    const reopened = await watch(world.worker().api, pageAt(0));
    await reopened.until((state) => state.data !== null, 'the first page from storage');
  } finally {
    IDBObjectStore.prototype.get = get;
  }
  expect(read).toEqual(['appointments:1:0']);
});
