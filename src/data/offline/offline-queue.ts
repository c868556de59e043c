/**
 * The data worker's side of the offline queue (the service worker holds the requests themselves, see
 * src/sw/offline-queue.ts): it records what was queued (./pending.ts), takes the service worker's
 * outcomes and puts the local data right — a delivered cancel greys the appointment, a refusal for a
 * deleted one removes it, and either way the appointments are fetched again (`onCancelSettled`), so
 * every tab ends with the server's state — and keeps the reports every tab shows (a refusal says why). Every change of the document runs under one Web Lock, so tabs
 * and dedicated workers never lose each other's items.
 *
 * A feedback whose fetch got no answer before any service worker controlled the data worker (a first
 * visit) reached no queue: the data worker keeps it in the document itself (`kept`, see ./pending.ts)
 * and sends it again when a tab asks (`sendKept`: the tabs ask on the same occasions as they ask the
 * service worker to replay) and at the worker's start, one pass at a time across every tab and worker.
 * Its answer is read as a replay's (`verdictOf`), so it ends as a delivery or a refusal reported like
 * any other; a service worker that queues it (it controls the data worker by then, the network still
 * gone) takes it over, and the item then waits for that queue's outcome like any other.
 */
import { type Observable, map } from 'rxjs';
import { appointmentErrorKeys } from '../../api/booking';
import { type ErrorLists, GENERIC_UNEXPECTED_ERROR } from '../../api/errors';
import type { ApiResult } from '../api-client';
import type { PriyomDatabase } from '../database';
import { applyCancel } from '../records/records-views';
import type { LocksLike } from '../sync/locks';
import {
  EMPTY_QUEUE,
  type FeedbackPayload,
  type PendingAction,
  type StoredQueue,
  addPending,
  applyOutcomes,
  editQueue,
  handedOver,
  queue$,
  readQueue,
} from './pending';
import { type QueueOutcome, type Verdict, takeOutcomes, verdictOf } from './queue-records';

const QUEUE_LOCK = 'priyom-offline-queue';
/**
 * Held while the kept requests are sent: another tab's worker (one per tab without SharedWorker) waits
 * and then finds them settled. Apart from QUEUE_LOCK, which no fetch may hold up.
 */
const KEPT_LOCK = 'priyom-offline-kept';

/** Sends a kept feedback under its Idempotency-Key (the links area's call, through the session's client). */
export type SendKept = (payload: FeedbackPayload, intentKey: string) => Promise<ApiResult<unknown>>;

/**
 * What an answer makes of a kept request: a replay's verdict, or `handed` when a service worker queued
 * it (it controls the data worker now, and no answer came). A 2xx answer off the contract still says the
 * server took it.
 */
function keptVerdict(result: ApiResult<unknown>): Verdict | 'handed' {
  if (result.ok) return 'delivered';
  switch (result.error.kind) {
    case 'queued':
      return 'handed';
    case 'offline':
      return 'keep';
    case 'contract':
      return 'delivered';
    case 'server':
      return verdictOf(result.error.status ?? 500);
  }
}

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
  /** Sends a request the data worker keeps itself; none: kept requests wait (tests without it). */
  send?: SendKept;
}

export function createOfflineQueue({
  db,
  locks,
  indexedDB,
  onCancelSettled,
  now = Date.now,
  send,
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

  /**
   * Records a request the service worker queued, or settles it when its outcome came first; or one the
   * data worker keeps itself (`kept`: no service worker took it).
   */
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

  let sending: Promise<number> | null = null;
  /**
   * Sends the kept requests again, oldest first, and stops at the first that still gets no answer (the
   * network is gone for the rest too). Answers how many were delivered or refused. One pass at a time:
   * an ask while one runs joins it.
   */
  function sendKept(): Promise<number> {
    if (!send) return Promise.resolve(0);
    sending ??= locks
      .request(KEPT_LOCK, () => sendKeptOnce(send))
      .finally(() => {
        sending = null;
      });
    return sending;
  }

  async function sendKeptOnce(deliver: SendKept): Promise<number> {
    let settled = 0;
    // Read under KEPT_LOCK: what an earlier pass (another worker's too) settled is gone from it.
    for (const item of (await readQueue(db)).items) {
      if (!item.kept) continue;
      const result = await deliver(item.kept, item.intentKey);
      const verdict = keptVerdict(result);
      if (verdict === 'keep') break;
      if (verdict === 'handed') {
        // The service worker keeps it now and replays it; its outcome settles the item as usual.
        await locked(() => handedOver(db, item.intentKey));
        continue;
      }
      const errors: ErrorLists =
        verdict === 'refused' && !result.ok
          ? (result.error.errors ?? { unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] })
          : {};
      const outcome: QueueOutcome = {
        intentKey: item.intentKey,
        kind: item.kind,
        delivered: verdict === 'delivered',
        status: result.ok ? 200 : (result.error.status ?? 0),
        errors,
        at: now(),
      };
      await locked(() => applyOutcomes(db, [outcome], now()));
      settled += 1;
    }
    return settled;
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

  return { queued, settle, sendKept, dismiss, stored$ };
}
