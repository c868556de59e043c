/**
 * The outcome store `priyom-offline-queue` an earlier service worker wrote (./README.md, "Taking over an
 * old queue"): each outcome becomes its record's outcome in the queue's one store, then leaves, then the
 * database goes. This version's service worker does it once it is the active one, beside Workbox's
 * queues: while the previous one still runs, it and its tabs' data workers keep using this store. Plain
 * IndexedDB under the contract only, so the service worker can bundle it.
 */
import { type OfflineAction, deleteLater, done, mergeAction, openExisting } from './action-store';
import type { QueueOutcome } from './queue-records';

const OUTCOMES_DB = 'priyom-offline-queue';
const OUTCOMES_STORE = 'outcomes';

/** An answered action's record as an earlier version's store knew it (no request: it was answered). */
export const answeredRecord = (
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

/**
 * Each outcome is copied first and deleted after, the copy filling in only what a record lacks, so a
 * runtime stopped in between leaves nothing twice.
 */
export async function takeOverOldOutcomes(indexedDB: IDBFactory): Promise<void> {
  const old = await openExisting(indexedDB, OUTCOMES_DB);
  if (!old) return;
  try {
    if (!old.objectStoreNames.contains(OUTCOMES_STORE)) return;
    const reading = old.transaction(OUTCOMES_STORE, 'readonly');
    const all = reading.objectStore(OUTCOMES_STORE).getAll();
    await done(reading);
    for (const outcome of all.result as QueueOutcome[]) {
      await mergeAction(indexedDB, answeredRecord(outcome));
      const deleting = old.transaction(OUTCOMES_STORE, 'readwrite');
      deleting.objectStore(OUTCOMES_STORE).delete(outcome.intentKey);
      await done(deleting);
    }
  } finally {
    old.close();
  }
  deleteLater(indexedDB, OUTCOMES_DB);
}
