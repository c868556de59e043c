/**
 * The data worker's part of taking over what an earlier version of the offline queue left (./README.md,
 * "Taking over an old queue"): the outcome store `priyom-offline-queue` and the worker database's local
 * document `offline-queue`. Each source is copied into the queue's one store first and taken out after,
 * the copy filling in only what a record lacks (`mergeAction`), so a worker stopped in between leaves
 * nothing twice and a second run finds nothing more to do; then the old database and the document go. Workbox's queues, which hold the requests,
 * are the service worker's to take over (src/sw/offline-queue.ts).
 */
import type { PriyomDatabase } from '../database';
import { type OfflineAction, deleteLater, done, mergeAction, openExisting } from './action-store';
import { OFFLINE_QUEUE_DOC_ID, readQueue } from './pending';
import type { QueueOutcome } from './queue-records';

const OUTCOMES_DB = 'priyom-offline-queue';
const OUTCOMES_STORE = 'outcomes';

const recordOf = (
  outcome: QueueOutcome,
  item?: Pick<OfflineAction, 'owner' | 'appointmentId'>,
): OfflineAction => ({
  intentKey: outcome.intentKey,
  kind: outcome.kind,
  owner: item?.owner ?? null,
  appointmentId: item?.appointmentId ?? null,
  at: outcome.at,
  request: null,
  outcome,
});

/** The outcomes an earlier service worker wrote: each becomes its record's outcome, then leaves. */
async function takeOverOutcomes(indexedDB: IDBFactory): Promise<void> {
  const old = await openExisting(indexedDB, OUTCOMES_DB);
  if (!old) return;
  try {
    if (!old.objectStoreNames.contains(OUTCOMES_STORE)) return;
    const reading = old.transaction(OUTCOMES_STORE, 'readonly');
    const all = reading.objectStore(OUTCOMES_STORE).getAll();
    await done(reading);
    for (const outcome of all.result as QueueOutcome[]) {
      await mergeAction(indexedDB, recordOf(outcome));
      const deleting = old.transaction(OUTCOMES_STORE, 'readwrite');
      deleting.objectStore(OUTCOMES_STORE).delete(outcome.intentKey);
      await done(deleting);
    }
  } finally {
    old.close();
  }
  deleteLater(indexedDB, OUTCOMES_DB);
}

/**
 * The local document: each item becomes a record (the request of a feedback it kept itself, else a
 * placeholder the service worker's takeover of Workbox's queues fills with the request), each report a
 * settled record; then the document goes.
 */
async function takeOverDocument(
  db: PriyomDatabase,
  indexedDB: IDBFactory,
  feedbackUrl: () => string,
): Promise<void> {
  const old = await readQueue(db);
  if (old.items.length === 0 && old.reports.length === 0) return;
  for (const item of old.items) {
    await mergeAction(indexedDB, {
      intentKey: item.intentKey,
      kind: item.kind,
      owner: item.owner,
      appointmentId: item.appointmentId,
      at: item.at,
      request: item.kept
        ? {
            url: feedbackUrl(),
            method: 'POST',
            headers: [
              ['accept', 'application/json'],
              ['content-type', 'application/json'],
              ['idempotency-key', item.intentKey],
            ],
            body: JSON.stringify(item.kept),
          }
        : null,
      outcome: null,
    });
  }
  for (const report of old.reports) {
    await mergeAction(indexedDB, {
      ...recordOf(
        {
          intentKey: report.id,
          kind: report.kind,
          delivered: report.delivered,
          status: 0,
          errors: report.errors,
          at: 0,
        },
        { owner: report.owner, appointmentId: null },
      ),
      settled: true,
    });
  }
  await (await db.getLocal(OFFLINE_QUEUE_DOC_ID))?.remove();
}

/** Both of the data worker's old sources, outcomes first (an item then finds its outcome there). */
export async function takeOverOldQueue(
  db: PriyomDatabase,
  indexedDB: IDBFactory,
  feedbackUrl: () => string,
): Promise<void> {
  await takeOverOutcomes(indexedDB);
  await takeOverDocument(db, indexedDB, feedbackUrl);
}
