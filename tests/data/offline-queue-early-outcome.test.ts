/**
 * The service worker can settle a request before the data worker has recorded that it queued it: the
 * first answer is lost, the request is queued, and its replay is answered at once — the outcome is taken
 * while the cancel command is still on its way to writing the item down. The item that arrives after
 * its outcome must settle there and then, not wait for ever as "cancellation pending".
 */
import 'fake-indexeddb/auto';
import { afterEach, expect, test } from 'vitest';
import { type PriyomDatabase, openDatabase } from '../../src/data/database';
import { createOfflineQueue } from '../../src/data/offline/offline-queue';
import { EARLY_OUTCOME_KEPT_MS, type PendingAction, readQueue } from '../../src/data/offline/pending';
import { type QueueOutcome, writeOutcome } from '../../src/data/offline/queue-records';
import { createMemoryLocks } from '../../src/data/sync/locks';
import { uniqueDbName } from './support/worker';

const open: PriyomDatabase[] = [];
afterEach(async () => {
  for (const db of open.splice(0)) await db.close();
});

const AT = Date.parse('2026-11-27T12:00:00Z');
const cancel = (intentKey: string): PendingAction => ({
  intentKey,
  kind: 'cancel-appointment',
  owner: 7,
  appointmentId: 11,
  at: AT,
});
const delivered = (intentKey: string, at = AT): QueueOutcome => ({
  intentKey,
  kind: 'cancel-appointment',
  delivered: true,
  status: 200,
  errors: {},
  at,
});

async function setUp(clock = { now: AT }) {
  const db = await openDatabase({ name: uniqueDbName(), indexedDB, IDBKeyRange });
  open.push(db);
  let cancelsSettled = 0;
  const queue = createOfflineQueue({
    db,
    locks: createMemoryLocks(),
    indexedDB,
    onCancelSettled: () => {
      cancelsSettled += 1;
    },
    now: () => clock.now,
  });
  return { db, queue, settledCount: () => cancelsSettled };
}

test('an outcome taken before its item: the item settles on arrival, with its report owned by its client', async () => {
  const { db, queue, settledCount } = await setUp();
  const key = crypto.randomUUID();
  await writeOutcome(indexedDB, delivered(key));
  expect(await queue.settle()).toBe(1);

  await queue.queued(cancel(key));
  const stored = await readQueue(db);
  expect(stored.items).toEqual([]);
  expect(stored.early).toEqual([]);
  expect(stored.reports).toEqual([
    expect.objectContaining({ id: key, delivered: true, owner: 7, kind: 'cancel-appointment' }),
  ]);
  // Once when taken (every tab refetches), once when its cancel could be applied to the stored list.
  expect(settledCount()).toBe(2);
});

test('the usual order is unchanged: recorded, then settled, nothing left over', async () => {
  const { db, queue } = await setUp();
  const key = crypto.randomUUID();
  await queue.queued(cancel(key));
  expect((await readQueue(db)).items.map((item) => item.intentKey)).toEqual([key]);
  await writeOutcome(indexedDB, delivered(key));
  await queue.settle();
  const stored = await readQueue(db);
  expect(stored.items).toEqual([]);
  expect(stored.early).toEqual([]);
  expect(stored.reports).toEqual([expect.objectContaining({ id: key, owner: 7 })]);
});

test('an outcome whose item never came is forgotten after an hour, at the next settle', async () => {
  const clock = { now: AT };
  const { db, queue } = await setUp(clock);
  const lost = crypto.randomUUID();
  await writeOutcome(indexedDB, delivered(lost));
  await queue.settle();
  expect((await readQueue(db)).early?.map((outcome) => outcome.intentKey)).toEqual([lost]);

  clock.now = AT + EARLY_OUTCOME_KEPT_MS;
  const later = crypto.randomUUID();
  await writeOutcome(indexedDB, delivered(later, clock.now));
  await queue.settle();
  expect((await readQueue(db)).early?.map((outcome) => outcome.intentKey)).toEqual([later]);
});

test('an intent settled twice (the service worker and this worker both got an answer) is told once', async () => {
  const { db, queue } = await setUp();
  const key = crypto.randomUUID();
  await queue.queued(cancel(key));
  await writeOutcome(indexedDB, delivered(key));
  await queue.settle();
  await writeOutcome(indexedDB, delivered(key, AT + 1000));
  await queue.settle();
  const stored = await readQueue(db);
  expect(stored.reports.map((report) => report.id)).toEqual([key]);
  expect(stored.early).toEqual([]);
});
