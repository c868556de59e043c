/**
 * The data worker's side of the offline queue, over the queue's one store (./action-store.ts; the whole
 * way is in ./README.md):
 * - it notes what a command queued (a cancel's appointment) and keeps itself a feedback no service
 *   worker took (a first visit: its fetch got no answer before any service worker controlled this
 *   worker), as a waiting record with its request, which any runtime's replay then sends;
 * - it replays the store itself (`sendKept`, when a tab asks and at start: ./replay.ts, one pass at a
 *   time across every runtime), for the actions no service worker replays;
 * - it settles answered actions: a delivered cancel greys the appointment, a refusal for a deleted one
 *   removes it, and either way the appointments are fetched again (`onCancelSettled`, also after a
 *   delivered feedback, whose appointment then offers none), so every tab ends
 *   with the server's state; the record then stays as the report every tab shows once (a refusal says
 *   why), until a tab dismisses it;
 * - its `stored$` follows the store: read again at start, after its own writes and whenever any runtime
 *   writes (the store announces each write on a BroadcastChannel).
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import { appointmentErrorKeys } from '../../api/booking';
import { joinUrl } from '../api-client';
import type { PriyomDatabase } from '../database';
import { applyCancel } from '../records/records-views';
import type { LocksLike } from '../sync/locks';
import {
  CHANGED_CHANNEL,
  type OfflineAction,
  type StoredRequest,
  addAction,
  changeActions,
  listActions,
} from './action-store';
import { EMPTY_QUEUE, type FeedbackPayload, type PendingAction, type StoredQueue } from './pending';
import { QUEUED_PATHS, type QueueOutcome } from './queue-records';
import { type ReplayDeps, replayActions } from './replay';
import { takeOverOldDocument } from './takeover';

const QUEUE_LOCK = 'priyom-offline-queue';

export type OfflineQueue = ReturnType<typeof createOfflineQueue>;

export interface OfflineQueueDeps {
  db: PriyomDatabase;
  locks: LocksLike;
  /** Where the queue's store lives; none: nothing is kept (tests without it). */
  indexedDB?: IDBFactory;
  /** After a settled cancel or a delivered feedback: the client's appointments changed on the server. */
  onCancelSettled?: () => void;
  now?: () => number;
  /** The replay's fetch (through the service worker when one controls this worker); none: nothing is replayed here. */
  fetch?: ReplayDeps['fetch'];
  /** The API base a kept feedback goes to (the one the configuration names). */
  apiBase?: () => string;
}

/** A feedback's request as a replay sends it: the link's key in the body is its authority. */
function feedbackRequest(url: string, payload: FeedbackPayload, intentKey: string): StoredRequest {
  return {
    url,
    method: 'POST',
    headers: [
      ['accept', 'application/json'],
      ['content-type', 'application/json'],
      ['idempotency-key', intentKey],
    ],
    body: JSON.stringify(payload),
  };
}

/** The store as the session view reads it: what waits (or waits to be settled), and the reports. */
function storedQueue(actions: OfflineAction[]): StoredQueue {
  return {
    items: actions
      .filter((action) => !action.settled)
      .map(({ intentKey, kind, owner, appointmentId, at }) => ({
        intentKey,
        kind,
        owner,
        appointmentId,
        at,
      })),
    reports: actions.flatMap((action) =>
      action.settled && action.outcome && action.kind !== 'logout'
        ? [
            {
              id: action.intentKey,
              kind: action.kind,
              owner: action.owner,
              delivered: action.outcome.delivered,
              errors: action.outcome.errors,
            },
          ]
        : [],
    ),
  };
}

export function createOfflineQueue({
  db,
  locks,
  indexedDB,
  onCancelSettled,
  now = Date.now,
  fetch,
  apiBase = () => '/api',
}: OfflineQueueDeps) {
  const feedbackUrl = () => joinUrl(apiBase(), QUEUED_PATHS['create-feedback']);
  const locked = <T>(work: () => Promise<T>) => locks.request(QUEUE_LOCK, work);
  const stored = new BehaviorSubject<StoredQueue>(EMPTY_QUEUE);

  /** Reads the store again; answers whether answered actions wait to be settled. */
  async function reread(): Promise<boolean> {
    if (!indexedDB) return false;
    const actions = await listActions(indexedDB);
    stored.next(storedQueue(actions));
    return actions.some((action) => action.outcome && !action.settled);
  }
  // Another runtime wrote: the view follows, and what a replay answered is settled here.
  const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANGED_CHANNEL);
  if (channel) {
    channel.onmessage = () =>
      void reread()
        .then((unsettled) => (unsettled ? settle() : 0))
        .catch(() => undefined);
  }

  /** A settled cancel's mark on the stored appointments: greyed when delivered, gone when deleted. */
  async function applyToAppointments(appointmentId: number | null, outcome: QueueOutcome): Promise<boolean> {
    // A delivered feedback changes the list too: its appointment no longer offers feedback.
    if (outcome.kind === 'create-feedback') return outcome.delivered;
    if (outcome.kind !== 'cancel-appointment') return false;
    if (appointmentId === null) return true;
    if (outcome.delivered) await applyCancel({ db, locks }, appointmentId, 'cancelled');
    else if (outcome.errors.cancelAppointmentErrors?.includes(appointmentErrorKeys.deleted)) {
      await applyCancel({ db, locks }, appointmentId, 'deleted');
    }
    return true;
  }

  /**
   * Notes what a command queued: the service worker's record gets the cancel's appointment; a feedback
   * no service worker took (`kept`) becomes a waiting record of this worker's. A record settled before
   * its appointment was noted (its outcome came first) puts the appointment right now.
   */
  async function queued(item: PendingAction): Promise<void> {
    if (!indexedDB) return;
    if (item.kept) {
      await addAction(indexedDB, {
        intentKey: item.intentKey,
        kind: item.kind,
        owner: item.owner,
        appointmentId: item.appointmentId,
        at: item.at,
        request: feedbackRequest(feedbackUrl(), item.kept, item.intentKey),
        outcome: null,
      });
    }
    const [before] = await locked(() =>
      changeActions(indexedDB, (action) =>
        action.intentKey === item.intentKey && action.appointmentId === null && item.appointmentId !== null
          ? { ...action, appointmentId: item.appointmentId }
          : undefined,
      ),
    );
    await reread();
    if (
      before?.settled &&
      before.outcome &&
      (await applyToAppointments(item.appointmentId, before.outcome))
    ) {
      onCancelSettled?.();
    }
  }

  /**
   * Settles the answered actions (a logout's record goes at once); answers how many were settled. The
   * previous version's stores are left alone: its tabs may still run and use them (`takeOver`).
   */
  async function settle(): Promise<number> {
    if (!indexedDB) return 0;
    const settled = await locked(async () => {
      const taken = await changeActions(indexedDB, (action) => {
        if (!action.outcome || action.settled) return undefined;
        return action.kind === 'logout' ? null : { ...action, settled: true };
      });
      let cancels = false;
      for (const action of taken) {
        if (action.outcome && (await applyToAppointments(action.appointmentId, action.outcome)))
          cancels = true;
      }
      return { count: taken.length, cancels };
    });
    await reread();
    if (settled.cancels) onCancelSettled?.();
    return settled.count;
  }

  /**
   * Takes over the previous data worker's document, then settles: only once a tab says this version's
   * service worker is in charge, which it becomes when no tab of the previous version is left.
   */
  async function takeOver(): Promise<number> {
    if (!indexedDB) return 0;
    await locked(() => takeOverOldDocument(db, indexedDB, feedbackUrl));
    return settle();
  }

  let sending: Promise<number> | null = null;
  /**
   * Replays the store from this worker (what a first visit kept, and anything no service worker sends),
   * then settles what was answered. One pass at a time: an ask while one runs joins it.
   */
  function sendKept(): Promise<number> {
    if (!indexedDB || !fetch) return Promise.resolve(0);
    const replaying = {
      indexedDB,
      fetch,
      now,
      lock: <T>(name: string, task: () => Promise<T>) => locks.request(name, task),
    };
    sending ??= replayActions(replaying)
      .then(({ settled }) => (settled > 0 ? settle().then(() => settled) : settled))
      .finally(() => {
        sending = null;
      });
    return sending;
  }

  /** A tab showed the report: it leaves every tab. */
  async function dismiss(id: string): Promise<void> {
    if (!indexedDB) return;
    await locked(() =>
      changeActions(indexedDB, (action) => (action.intentKey === id && action.settled ? null : undefined)),
    );
    await reread();
  }

  const stored$: Observable<StoredQueue> = stored.asObservable();
  void reread().catch(() => undefined);

  /** The worker ends (tests open several): it stops hearing the store. */
  const close = () => channel?.close();

  return { queued, settle, takeOver, sendKept, dismiss, stored$, close };
}
