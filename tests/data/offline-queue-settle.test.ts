/**
 * The data worker's side of the offline queue's one store (src/data/offline/offline-queue.ts): it settles
 * what a replay answered, notes a cancel's appointment even when the outcome came first (the first answer
 * lost, the replay answered at once while the cancel command was still on its way), tells each report
 * once, leaves what an earlier version left in its outcome store and its local document to that
 * version's tabs while they may run, and takes them over (the outcomes in the service worker) once this
 * version's service worker is in charge — none lost, none twice.
 */
import { afterEach, expect, test } from 'vitest';
import { type PriyomDatabase, openDatabase } from '../../src/data/database';
import {
  type OfflineAction,
  addAction,
  answerAction,
  listActions,
} from '../../src/data/offline/action-store';
import { takeOverOldOutcomes } from '../../src/data/offline/old-outcomes';
import { createOfflineQueue } from '../../src/data/offline/offline-queue';
import { OFFLINE_QUEUE_DOC_ID, type PendingAction, readQueue } from '../../src/data/offline/pending';
import type { QueueOutcome } from '../../src/data/offline/queue-records';
import { createMemoryLocks } from '../../src/data/sync/locks';
import { freshGlobalIndexedDB } from './support/global-indexeddb';
import { uniqueDbName } from './support/worker';

const open: Array<{ db: PriyomDatabase; close: () => void }> = [];
afterEach(async () => {
  for (const one of open.splice(0)) {
    one.close();
    await one.db.close();
  }
});
freshGlobalIndexedDB();

const AT = Date.parse('2026-11-27T12:00:00Z');
const cancel = (intentKey: string): PendingAction => ({
  intentKey,
  kind: 'cancel-appointment',
  owner: 7,
  appointmentId: 11,
  at: AT,
});
/** What the service worker stores for a cancel that got no answer (it knows no appointment). */
const waiting = (intentKey: string): OfflineAction => ({
  intentKey,
  kind: 'cancel-appointment',
  owner: 7,
  appointmentId: null,
  at: AT,
  request: {
    url: 'https://clinic.example/api/clients/cancel-appointment',
    method: 'POST',
    headers: [],
    body: '{}',
  },
  outcome: null,
});
const delivered = (intentKey: string, at = AT): QueueOutcome => ({
  intentKey,
  kind: 'cancel-appointment',
  delivered: true,
  status: 200,
  errors: {},
  at,
});

/** What the previous service worker wrote for an answered request: its outcome store, keyed by the Idempotency-Key. */
function writeOldOutcome(outcome: QueueOutcome): Promise<void> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open('priyom-offline-queue', 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore('outcomes', { keyPath: 'intentKey' });
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const transaction = opening.result.transaction('outcomes', 'readwrite');
      transaction.objectStore('outcomes').put(outcome);
      transaction.oncomplete = () => {
        opening.result.close();
        resolve();
      };
    };
  });
}

async function setUp() {
  const db = await openDatabase({ name: uniqueDbName(), indexedDB, IDBKeyRange });
  let cancelsSettled = 0;
  const queue = createOfflineQueue({
    db,
    locks: createMemoryLocks(),
    indexedDB,
    onCancelSettled: () => {
      cancelsSettled += 1;
    },
    now: () => AT,
    apiBase: () => 'https://clinic.example/api',
  });
  open.push({ db, close: queue.close });
  let latest: { items: unknown[]; reports: Array<{ id: string; owner: number | null }> } = {
    items: [],
    reports: [],
  };
  queue.stored$.subscribe((stored) => {
    latest = stored;
  });
  return { db, queue, settledCount: () => cancelsSettled, view: () => latest };
}

test('an outcome settled before its cancel was noted: the note puts the appointment right then', async () => {
  const { queue, settledCount, view } = await setUp();
  const key = crypto.randomUUID();
  await addAction(indexedDB, waiting(key));
  await answerAction(indexedDB, delivered(key));
  expect(await queue.settle()).toBe(1);

  await queue.queued(cancel(key));
  const [record] = await listActions(indexedDB);
  expect(record).toMatchObject({ intentKey: key, appointmentId: 11, settled: true, request: null });
  expect(view().items).toEqual([]);
  expect(view().reports).toEqual([expect.objectContaining({ id: key, owner: 7 })]);
  // Once when settled (every tab refetches), once when its cancel could be applied to the stored list.
  expect(settledCount()).toBe(2);
});

test('the usual order: noted, answered, settled, shown, dismissed — nothing left over', async () => {
  const { queue, view } = await setUp();
  const key = crypto.randomUUID();
  await addAction(indexedDB, waiting(key));
  await queue.queued(cancel(key));
  expect(view().items).toEqual([expect.objectContaining({ intentKey: key, appointmentId: 11 })]);
  await answerAction(indexedDB, delivered(key));
  expect(await queue.settle()).toBe(1);
  expect(await queue.settle()).toBe(0);
  expect(view().items).toEqual([]);
  expect(view().reports.map((report) => report.id)).toEqual([key]);
  await queue.dismiss(key);
  expect(view().reports).toEqual([]);
  expect(await listActions(indexedDB)).toEqual([]);
});

test('an answer another runtime wrote is settled on the store’s own notice: no tab passes a word on', async () => {
  const { queue, settledCount, view } = await setUp();
  const key = crypto.randomUUID();
  await addAction(indexedDB, waiting(key));
  await queue.queued(cancel(key));
  // The service worker's replay: it writes the answer, and the store tells every runtime on its channel.
  await answerAction(indexedDB, delivered(key));
  await expect.poll(() => view().reports.map((report) => report.id)).toEqual([key]);
  expect(view().items).toEqual([]);
  expect((await listActions(indexedDB))[0]).toMatchObject({ intentKey: key, settled: true });
  expect(settledCount()).toBe(1);
});

test('an action answered twice (two runtimes both got an answer) is one record, told once', async () => {
  const { queue, view } = await setUp();
  const key = crypto.randomUUID();
  await addAction(indexedDB, waiting(key));
  await answerAction(indexedDB, delivered(key));
  await queue.settle();
  await answerAction(indexedDB, delivered(key, AT + 1000));
  await queue.settle();
  expect(view().reports.map((report) => report.id)).toEqual([key]);
});

/** What the previous service worker's outcome store holds, read as that version reads it. */
function oldOutcomeKeys(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const opening = indexedDB.open('priyom-offline-queue', 1);
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const reading = opening.result.transaction('outcomes', 'readonly').objectStore('outcomes').getAllKeys();
      reading.onsuccess = () => {
        opening.result.close();
        resolve(reading.result as string[]);
      };
    };
  });
}

test('settling leaves the previous version’s stores to its tabs, which may still run: their pending marks and outcomes stay', async () => {
  const { db, queue } = await setUp();
  const answered = crypto.randomUUID();
  const stillWaiting = crypto.randomUUID();
  const oldDocument = {
    items: [cancel(answered), cancel(stillWaiting)],
    reports: [{ id: crypto.randomUUID(), kind: 'cancel-appointment', owner: 7, delivered: true, errors: {} }],
  };
  // An old tab's data worker and service worker are using these while this version's worker settles.
  await writeOldOutcome(delivered(answered));
  await db.upsertLocal(OFFLINE_QUEUE_DOC_ID, oldDocument);
  await addAction(indexedDB, waiting(crypto.randomUUID()));
  await answerAction(indexedDB, delivered((await listActions(indexedDB))[0]?.intentKey ?? ''));

  expect(await queue.settle()).toBe(1);

  expect(await readQueue(db)).toEqual(oldDocument);
  expect(await oldOutcomeKeys()).toEqual([answered]);
});

test('takes over an earlier version’s outcomes and document: nothing a patient queued is lost or doubled', async () => {
  const { db, queue, view } = await setUp();
  const answered = crypto.randomUUID();
  const stillWaiting = crypto.randomUUID();
  const keptFeedback = crypto.randomUUID();
  const shown = crypto.randomUUID();
  // The previous service worker's outcome, and the previous data worker's document.
  await writeOldOutcome(delivered(answered));
  await db.upsertLocal(OFFLINE_QUEUE_DOC_ID, {
    items: [
      cancel(answered),
      cancel(stillWaiting),
      {
        intentKey: keptFeedback,
        kind: 'create-feedback',
        owner: null,
        appointmentId: null,
        at: AT,
        kept: { key: 'demofb', generalAssessmentOfAdmission: 9, netPromoterScore: 10, comment: 'Спасибо' },
      },
    ],
    reports: [{ id: shown, kind: 'cancel-appointment', owner: 7, delivered: false, errors: {} }],
  });

  // This version's service worker, once in charge, takes the outcomes; a tab then has the data worker
  // take the document.
  await takeOverOldOutcomes(indexedDB);
  await queue.takeOver();
  // Run again, as a worker stopped midway would: nothing more, nothing twice.
  await takeOverOldOutcomes(indexedDB);
  await queue.takeOver();

  const records = await listActions(indexedDB);
  expect(records.map((one) => [one.intentKey, one.settled ?? false, one.appointmentId])).toEqual([
    [answered, true, 11],
    [stillWaiting, false, 11],
    [keptFeedback, false, null],
    [shown, true, null],
  ]);
  const kept = records[2]?.request;
  expect(kept?.url).toBe('https://clinic.example/api/clients/create-feedback');
  expect(JSON.parse(kept?.body ?? '')).toMatchObject({ key: 'demofb', comment: 'Спасибо' });
  expect(new Headers(kept?.headers).get('Idempotency-Key')).toBe(keptFeedback);
  // The old database and the document are gone.
  await expect
    .poll(async () => (await indexedDB.databases()).map((one) => one.name))
    .not.toContain('priyom-offline-queue');
  expect(await db.getLocal(OFFLINE_QUEUE_DOC_ID)).toBeNull();
  expect((await readQueue(db)).items).toEqual([]);
  expect(view().items.length).toBe(2);
  expect(
    view()
      .reports.map((report) => report.id)
      .sort(),
  ).toEqual([answered, shown].sort());
});
