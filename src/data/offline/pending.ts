/**
 * The queue as the screens see it, read from the queue's one store (./action-store.ts, by
 * ./offline-queue.ts): what waits, so every tab and a reload show "cancellation pending" and how many
 * actions wait, and the reports of what was delivered or refused until a tab has shown them. The store
 * is not private data of one login: a queued cancel waits for its own client's next login, so a logout
 * or a client switch keeps it (views show a client only its own pending cancels).
 *
 * An earlier version kept this in the local document `offline-queue` of the worker's database; it is
 * read once more to take it over (./takeover.ts).
 */
import { readStoredLocal } from '../sync/stored-local';
import type { ErrorLists, PayloadOf, createClientFeedback } from '../../api';
import type { QueuedKind } from './queue-records';
import type { PriyomDatabase } from '../database';

export const OFFLINE_QUEUE_DOC_ID = 'offline-queue';

/** A feedback's body as it goes to the server (its comment trimmed). */
export type FeedbackPayload = PayloadOf<typeof createClientFeedback>;

export interface PendingAction {
  intentKey: string;
  kind: QueuedKind;
  /**
   * The client a cancel acts for; for a feedback (whose link is its own authority), the client logged in
   * as it was sent, whose its report is (null: nobody was, and whoever opens the app is told).
   */
  owner: number | null;
  appointmentId: number | null;
  at: number;
  /**
   * The request's body, when no service worker took it: its fetch got no answer before any service
   * worker controlled the data worker (a first visit, in the seconds before the one it registers takes
   * over). The data worker stores it as a waiting record with its request, which a replay sends under
   * the same Idempotency-Key. Only feedback is kept so: it carries its own authority (the link's key),
   * where a cancel made then needs a client the first visit may not know yet, and fails as offline.
   */
  kept?: FeedbackPayload;
}

/** A delivery or refusal, shown once by the tabs (of its own client only). */
export interface QueueReport {
  id: string;
  kind: QueuedKind;
  /** The action's client (null: a feedback sent while nobody was logged in). */
  owner: number | null;
  delivered: boolean;
  errors: ErrorLists;
}

export interface StoredQueue {
  items: PendingAction[];
  reports: QueueReport[];
}

/** The `offlineQueue` part of the session view. */
export interface OfflineQueueView {
  /** Actions waiting to be sent: the current client's and feedback; everything when nobody is logged in. */
  waiting: number;
  /** Every request the service worker still holds, a logout's too: the tabs ask it to replay while any. */
  unsent: number;
  /** The current client's appointments whose cancel waits. */
  pendingCancels: number[];
  reports: QueueReport[];
  /**
   * The client the service worker may send cancels for (the token pair's, once named; null when nobody
   * is logged in): when it changes, the tabs ask for a replay at once, so a cancel that waited for this
   * client's login goes now instead of at the tab's next retry.
   */
  client: number | null;
  /**
   * The account's other profiles with cancels waiting for them: a replay sends a cancel only while its
   * own profile is the current one, so these wait until the patient switches there.
   */
  otherProfiles: OtherProfileCancels[];
}

/** Another profile of the logged-in account, and how many of its cancels wait for it. */
export interface OtherProfileCancels {
  id: number;
  fullName: string;
  cancels: number;
}

export const EMPTY_QUEUE: StoredQueue = { items: [], reports: [] };

/**
 * Straight from storage, not RxDB's document cache: without SharedWorker each tab's worker has its own
 * cache, which hears of another worker's write only a moment later, and an edit made under the queue's
 * lock from a stale copy would drop that write (a kept feedback another worker just delivered would be
 * sent again, and reported twice).
 */
export async function readQueue(db: PriyomDatabase): Promise<StoredQueue> {
  const stored = await readStoredLocal<Partial<StoredQueue>>(db, OFFLINE_QUEUE_DOC_ID);
  return stored ? { ...EMPTY_QUEUE, ...stored } : EMPTY_QUEUE;
}

/**
 * `profiles`: the other profiles the logged-in account holds. Only theirs are named: a cancel of a
 * client another login on this device made is none of this account's business.
 */
export function queueView(
  queue: StoredQueue,
  clientId: number | null,
  loggedIn: boolean,
  profiles: ReadonlyArray<{ id: number; fullName: string }> = [],
): OfflineQueueView {
  const visible = queue.items.filter(
    (item) => item.kind !== 'logout' && (!loggedIn || item.owner === null || item.owner === clientId),
  );
  // Whether another client's cancel went through is that client's business, not this one's.
  const told = queue.reports.filter(
    (report) => report.owner === null || (loggedIn && report.owner === clientId),
  );
  return {
    waiting: visible.length,
    unsent: queue.items.length,
    pendingCancels: loggedIn
      ? visible.flatMap((item) =>
          item.kind === 'cancel-appointment' && item.appointmentId !== null ? [item.appointmentId] : [],
        )
      : [],
    reports: told,
    client: loggedIn ? clientId : null,
    otherProfiles: loggedIn ? otherProfileCancels(queue.items, clientId, profiles) : [],
  };
}

function otherProfileCancels(
  items: PendingAction[],
  clientId: number | null,
  profiles: ReadonlyArray<{ id: number; fullName: string }>,
): OtherProfileCancels[] {
  return profiles.flatMap(({ id, fullName }) => {
    if (id === clientId) return [];
    const cancels = items.filter((item) => item.kind === 'cancel-appointment' && item.owner === id).length;
    return cancels > 0 ? [{ id, fullName, cancels }] : [];
  });
}
