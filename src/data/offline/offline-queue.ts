/**
 * The data worker's side of the offline queue (the service worker holds the requests themselves, see
 * src/sw/offline-queue.ts): it records what was queued (./pending.ts), takes the service worker's
 * outcomes and puts the local data right — a delivered cancel greys the appointment, a refusal for a
 * deleted one removes it, and either way the appointments are fetched again (`onCancelSettled`), so
 * every tab ends with the server's state — and keeps the reports every tab shows (a refusal says why). Every change of the document runs under one Web Lock, so tabs
 * and dedicated workers never lose each other's items.
 */
import { type Observable, map } from 'rxjs';
import { appointmentErrorKeys } from '../../api/booking';
import type { PriyomDatabase } from '../database';
import { applyCancel } from '../records/views';
import type { LocksLike } from '../sync/locks';
import {
  EMPTY_QUEUE,
  type PendingAction,
  type StoredQueue,
  addPending,
  applyOutcomes,
  editQueue,
  queue$,
} from './pending';
import { type QueueOutcome, takeOutcomes } from './queue-records';

const QUEUE_LOCK = 'priyom-offline-queue';

export type OfflineQueue = ReturnType<typeof createOfflineQueue>;

export interface OfflineQueueDeps {
  db: PriyomDatabase;
  locks: LocksLike;
  /** Where the service worker keeps its outcomes; none: nothing to take (tests without it). */
  indexedDB?: IDBFactory;
  /** After a settled cancel: the client's appointments changed on the server. */
  onCancelSettled?: () => void;
  /** The clock, for how long an outcome that came before its item is kept. */
  now?: () => number;
}

export function createOfflineQueue({
  db,
  locks,
  indexedDB,
  onCancelSettled,
  now = Date.now,
}: OfflineQueueDeps) {
  const locked = <T>(work: () => Promise<T>) => locks.request(QUEUE_LOCK, work);

  /** A settled cancel's mark on the stored appointments: greyed when delivered, gone when deleted. */
  async function applyToAppointments(item: PendingAction, outcome: QueueOutcome): Promise<void> {
    if (outcome.kind !== 'cancel-appointment' || item.appointmentId === null) return;
    if (outcome.delivered) await applyCancel({ db, locks }, item.appointmentId, 'cancelled');
    else if (outcome.errors.cancelAppointmentErrors?.includes(appointmentErrorKeys.deleted)) {
      await applyCancel({ db, locks }, item.appointmentId, 'deleted');
    }
  }

  /** Records a request the service worker queued, or settles it when its outcome came first. */
  async function queued(item: PendingAction): Promise<void> {
    const outcome = await locked(async () => {
      const early = await addPending(db, item);
      if (early) await applyToAppointments(item, early);
      return early;
    });
    if (outcome?.kind === 'cancel-appointment') onCancelSettled?.();
  }

  /** Takes the service worker's outcomes into the local data; answers how many were settled. */
  async function settle(): Promise<number> {
    if (!indexedDB) return 0;
    const settled = await locked(async () => {
      const outcomes = await takeOutcomes(indexedDB);
      const items = await applyOutcomes(db, outcomes, now());
      for (const outcome of outcomes) {
        const item = items.find((one) => one.intentKey === outcome.intentKey);
        if (item) await applyToAppointments(item, outcome);
      }
      return outcomes;
    });
    if (settled.some((outcome) => outcome.kind === 'cancel-appointment')) onCancelSettled?.();
    return settled.length;
  }

  /** A tab showed the report: it leaves every tab. */
  const dismiss = (id: string) =>
    locked(() => editQueue(db, (queue) => ({ ...queue, reports: queue.reports.filter((r) => r.id !== id) })));

  const stored$: Observable<StoredQueue> = queue$(db).pipe(
    map((doc) => ({
      ...EMPTY_QUEUE,
      ...(doc && !doc.deleted ? (doc.toMutableJSON().data as StoredQueue) : {}),
    })),
  );

  return { queued, settle, dismiss, stored$ };
}
