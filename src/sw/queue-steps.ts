/**
 * Which Workbox queue a queued request lives in, and what a replay does with the request at a queue's
 * head — kept apart from the service worker's wiring so the decisions can be tested alone.
 *
 * Each client's cancels wait in a queue of their own; feedback and logout, which carry their own
 * authority, wait in the shared one. A Workbox queue gives up its requests only at its ends, so one
 * queue for everyone would have to take another client's waiting cancel out (into memory, where a
 * stopped service worker loses it) or write it back at the tail (a rewrite, and a new sync
 * registration, at every replay) to reach what stands behind it. With a queue per client, a replay
 * opens only the queue of the client the token mirror names and never touches anyone else's.
 */
import { QUEUE_NAME, type QueuedKind } from '../data/offline/queue-records';

/** What each queued request carries beside itself. */
export interface QueuedMeta {
  kind: QueuedKind;
  intentKey: string;
  /** The client a cancel acts for (the data worker names it); null for calls whose payload is their own authority. */
  owner: number | null;
}

/** The queue of one client's cancels (the shared queue keeps QUEUE_NAME, as before clients had their own). */
export function clientQueueName(owner: number | null): string {
  return `${QUEUE_NAME}:client:${owner ?? 'unknown'}`;
}

/**
 * What to do with the request at a queue's head while the token mirror names `current`:
 * - `send`: feedback and logout always, a cancel when it is the current client's;
 * - `wait`: a cancel in its client's queue whose client is not logged in (it logged out meanwhile) —
 *   it stays where it is and the queue is left for now;
 * - `move`: a cancel found in the shared queue (an earlier version kept every cancel there) for another
 *   client — it goes to its client's queue, so it no longer stands in front of the others.
 */
export function headStep(
  meta: QueuedMeta,
  current: number | null,
  inClientQueue: boolean,
): 'send' | 'wait' | 'move' {
  if (meta.kind !== 'cancel-appointment') return 'send';
  if (meta.owner !== null && meta.owner === current) return 'send';
  return inClientQueue ? 'wait' : 'move';
}
