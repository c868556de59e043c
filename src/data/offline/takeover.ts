/**
 * The data worker's part of taking over what an earlier version of the offline queue left (./README.md,
 * "Taking over an old queue"): the worker database's local document `offline-queue`, which the previous
 * version's data worker reads and writes. Taken over only once this version's service worker is the one
 * in charge (a tab passes its word on, `takeOverOfflineQueue`): it becomes active only when no tab of
 * the previous version is left, so no data worker of that version still uses the document. Each item is
 * copied into the queue's one store first and the document removed after, the copy filling in only what
 * a record lacks (`mergeAction`), so a worker stopped in between leaves nothing twice and a second run
 * finds nothing more to do. Workbox's queues and the outcome store are the service worker's to take over
 * (./action-store.ts, ./old-outcomes.ts).
 */
import type { PriyomDatabase } from '../database';
import { mergeAction } from './action-store';
import { answeredRecord } from './old-outcomes';
import { OFFLINE_QUEUE_DOC_ID, readQueue } from './pending';

/**
 * The previous data worker's document: each item becomes a record (the request of a feedback it kept itself, else a
 * placeholder the service worker's takeover of Workbox's queues fills with the request), each report a
 * settled record; then the document goes.
 */
export async function takeOverOldDocument(
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
      ...answeredRecord(
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
