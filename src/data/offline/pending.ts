/**
 * The queue as the screens see it: every request the service worker queued, and the feedback no service
 * worker could take (the data worker keeps that one itself, with its body: see `kept`), kept in the
 * local document `offline-queue` of the worker's database, so every tab and a reload show
 * "cancellation pending" and how many actions wait, and the reports of what was delivered or refused
 * until a tab has shown them.
 *
 * The document is not private data of one login: a queued cancel waits for its own client's next login,
 * so a logout or a client switch keeps it (views show a client only its own pending cancels).
 */
import { type LocalDocumentParent, getLocalDocStateByParent } from 'rxdb/plugins/local-documents';
import type { ErrorLists, PayloadOf, createClientFeedback } from '../../api';
import type { QueuedKind, QueueOutcome } from './queue-records';
import type { PriyomDatabase } from '../database';

export const OFFLINE_QUEUE_DOC_ID = 'offline-queue';

/** A feedback's body as it goes to the server (its comment trimmed). */
export type FeedbackPayload = PayloadOf<typeof createClientFeedback>;

export interface PendingAction {
  intentKey: string;
  kind: QueuedKind;
  /** The client a cancel acts for (null: feedback, whose link is its own authority). */
  owner: number | null;
  appointmentId: number | null;
  at: number;
  /**
   * The request itself, when no service worker took it: its fetch got no answer before any service
   * worker controlled the data worker (a first visit, in the seconds before the one it registers takes
   * over), so nothing but this document keeps it. The data worker sends it again under the same
   * Idempotency-Key (./offline-queue.ts `sendKept`) until the server answers or a service worker queues
   * it, which ends the keeping. Only feedback is kept so: it carries its own authority (the link's
   * key), where a cancel made then needs a client the first visit may not know yet, and fails as offline.
   */
  kept?: FeedbackPayload;
}

/** A delivery or refusal, shown once by the tabs (of its own client only). */
export interface QueueReport {
  id: string;
  kind: QueuedKind;
  /** The action's client (null: feedback). */
  owner: number | null;
  delivered: boolean;
  errors: ErrorLists;
}

export interface StoredQueue {
  items: PendingAction[];
  reports: QueueReport[];
  /**
   * Outcomes taken before their item was recorded: the service worker can deliver a request (its first
   * answer lost, its replay at once) before the data worker has written down that it queued it. The
   * item that arrives later settles at once instead of waiting for an outcome already taken.
   */
  early?: QueueOutcome[];
}

/** How long an outcome waits for its item: the item follows within moments, or never (a tab closed). */
export const EARLY_OUTCOME_KEPT_MS = 60 * 60 * 1000;

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
}

export const EMPTY_QUEUE: StoredQueue = { items: [], reports: [] };

/**
 * Straight from storage, not RxDB's document cache: without SharedWorker each tab's worker has its own
 * cache, which hears of another worker's write only a moment later, and an edit made under the queue's
 * lock from a stale copy would drop that write (a kept feedback another worker just delivered would be
 * sent again, and reported twice).
 */
export async function readQueue(db: PriyomDatabase): Promise<StoredQueue> {
  // The typed database and the plugin's untyped parent differ only in generics.
  const state = await getLocalDocStateByParent(db as unknown as LocalDocumentParent);
  const [doc] = await state.storageInstance.findDocumentsById([OFFLINE_QUEUE_DOC_ID], false);
  return doc ? { ...EMPTY_QUEUE, ...(doc.data as Partial<StoredQueue>) } : EMPTY_QUEUE;
}

/** Read, change and write the document (callers run one at a time per worker; see ./commands.ts). */
export async function editQueue(
  db: PriyomDatabase,
  edit: (queue: StoredQueue) => StoredQueue,
): Promise<void> {
  await db.upsertLocal<StoredQueue>(OFFLINE_QUEUE_DOC_ID, edit(await readQueue(db)));
}

/**
 * Records a queued request; answers its outcome instead when the service worker has settled it already
 * (the item is then not added, and its report, given before anyone knew its client, gets its owner).
 */
export async function addPending(db: PriyomDatabase, item: PendingAction): Promise<QueueOutcome | null> {
  let outcome: QueueOutcome | null = null;
  await editQueue(db, (queue) => {
    outcome = queue.early?.find((one) => one.intentKey === item.intentKey) ?? null;
    if (!outcome) {
      return {
        ...queue,
        items: [...queue.items.filter((other) => other.intentKey !== item.intentKey), item],
      };
    }
    return {
      ...queue,
      early: queue.early?.filter((one) => one !== outcome),
      reports: queue.reports.map((report) =>
        report.id === item.intentKey ? { ...report, owner: item.owner } : report,
      ),
    };
  });
  return outcome;
}

/** A kept request a service worker has queued now: it keeps the request, the document only the item. */
export async function handedOver(db: PriyomDatabase, intentKey: string): Promise<void> {
  await editQueue(db, (queue) => ({
    ...queue,
    items: queue.items.map((item) => {
      if (item.intentKey !== intentKey) return item;
      const { kept: _, ...rest } = item;
      return rest;
    }),
  }));
}

/** Takes the outcomes into the document: their items leave, their reports arrive. Answers the settled items. */
export async function applyOutcomes(
  db: PriyomDatabase,
  outcomes: QueueOutcome[],
  now: number,
): Promise<PendingAction[]> {
  if (outcomes.length === 0) return [];
  const byKey = new Map(outcomes.map((outcome) => [outcome.intentKey, outcome]));
  const queue = await readQueue(db);
  const settled = queue.items.filter((item) => byKey.has(item.intentKey));
  const settledKeys = new Set(settled.map((item) => item.intentKey));
  // The same intent settled twice (the service worker's queue and this worker's own sending both got an
  // answer) is told once.
  const reported = new Set(queue.reports.map((report) => report.id));
  const unmatched = outcomes.filter(
    (outcome) => !settledKeys.has(outcome.intentKey) && !reported.has(outcome.intentKey),
  );
  await db.upsertLocal<StoredQueue>(OFFLINE_QUEUE_DOC_ID, {
    items: queue.items.filter((item) => !byKey.has(item.intentKey)),
    early: [...(queue.early ?? []), ...unmatched].filter(
      (outcome) => now - outcome.at < EARLY_OUTCOME_KEPT_MS,
    ),
    reports: [
      ...queue.reports,
      ...outcomes
        .filter((outcome) => outcome.kind !== 'logout' && !reported.has(outcome.intentKey))
        .map((outcome) => ({
          id: outcome.intentKey,
          kind: outcome.kind,
          owner: settled.find((item) => item.intentKey === outcome.intentKey)?.owner ?? null,
          delivered: outcome.delivered,
          errors: outcome.errors,
        })),
    ],
  });
  return settled;
}

export function queueView(queue: StoredQueue, clientId: number | null, loggedIn: boolean): OfflineQueueView {
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
  };
}

export function queue$(db: PriyomDatabase) {
  return db.getLocal$<StoredQueue>(OFFLINE_QUEUE_DOC_ID);
}
