/**
 * Every message between the app's browser runtimes that is not a Comlink call (the tab's calls to the
 * data worker are the typed `WorkerApi`), declared once: the service worker's messages by postMessage,
 * the two the data worker and the service worker put on a fetch (a worker has no way to post to the
 * service worker, so they travel as headers of the request and of the answer), and the data workers'
 * word to each other (one worker per tab where SharedWorker is missing).
 *
 * Each end handles a direction with a `MessageHandlers` table: the type checker refuses a table that
 * leaves a declared message out, and `handleMessage` reads what arrived against it. The `type` strings
 * are the wire's and stay as they are: a tab of a new version talks to the previous service worker
 * until every old tab has closed, and the other way round.
 */

/** Tab → service worker. */
export type ToServiceWorker =
  /** Replay the offline queue now (the page is online or visible again, or actions wait). */
  | { type: 'priyom-queue-replay' }
  /**
   * Answer once this version's service worker has taken over the previous version's stores (it is in
   * charge, so no tab of that version is left); the previous one never answers.
   */
  | { type: 'priyom-queue-take-over' }
  /** Take over at once rather than wait for the old version's tabs to close. */
  | { type: 'SKIP_WAITING' }
  /**
   * The reader's language, said at a tab's start and at every switch: a page kept for no network in
   * the other one must not show its drawn screen in the language the reader left.
   */
  | { type: 'priyom-language'; language: 'ru' | 'en-gb' };

/**
 * Service worker → a tab. The data workers hear of every answer from the queue's store itself. (The
 * previous version's `priyom-queue-settled`, which said outcomes wait in its own outcome store, is left
 * unhandled: those outcomes are its own tabs' until this version's service worker takes them over.)
 */
export type FromServiceWorker =
  /**
   * This version's answer to `priyom-queue-take-over`: the data worker may take over the previous data
   * worker's document now.
   */
  { type: 'priyom-queue-taken-over' };

/** Data worker → the other data workers over the same database. */
export type BetweenDataWorkers =
  /** A booking or a cancel here: forget the closest appointments remembered. */
  { type: 'closest-appointments-changed' };

/** On a fetch: data worker → service worker on the request, service worker → data worker on its answer. */
export type OnFetch =
  /** A cancel's client, for the queue to keep it that client's own; stripped before the request goes out. */
  | { type: 'queue-owner'; owner: number }
  /** The service worker's own 202: no answer came, the request waits in its queue under this key. */
  | { type: 'queued'; intentKey: string };

export type RuntimeMessage = ToServiceWorker | FromServiceWorker | BetweenDataWorkers | OnFetch;

/** Who sends each message to whom, by its type: the list the handler tables are checked against. */
export const MESSAGE_ROUTES = {
  'priyom-queue-replay': 'tab → service worker',
  'priyom-queue-take-over': 'tab → service worker',
  SKIP_WAITING: 'tab → service worker',
  'priyom-language': 'tab → service worker',
  'priyom-queue-taken-over': 'service worker → tab',
  'closest-appointments-changed': 'data worker → data worker',
  'queue-owner': 'data worker → service worker (request header)',
  queued: 'service worker → data worker (answer header)',
} as const satisfies Record<RuntimeMessage['type'], string>;

/** One handler per message of `M`: leaving one out does not type-check. */
export type MessageHandlers<M extends { type: string }, C = void> = {
  [K in M['type']]: (message: Extract<M, { type: K }>, context: C) => void;
};

/** Runs the table's handler for `data` when it is one of its messages; answers whether it was. */
export function handleMessage<M extends { type: string }, C>(
  handlers: MessageHandlers<M, C>,
  data: unknown,
  context: C,
): boolean {
  const type = (data as { type?: unknown } | null | undefined)?.type;
  if (typeof type !== 'string' || !Object.hasOwn(handlers, type)) return false;
  (handlers[type as M['type']] as (message: M, context: C) => void)(data as M, context);
  return true;
}

/** The headers each fetch message travels as. */
export const FETCH_HEADERS = {
  'queue-owner': 'Priyom-Queue-Owner',
  queued: 'Priyom-Queued',
} as const satisfies Record<OnFetch['type'], string>;

/** The header that carries `message`. */
export function fetchHeader(message: OnFetch): Record<string, string> {
  return {
    [FETCH_HEADERS[message.type]]: message.type === 'queue-owner' ? String(message.owner) : message.intentKey,
  };
}

/** The cancel's client the data worker named on a request; null when it named none or nonsense. */
export function queueOwnerOf(headers: Headers): number | null {
  const owner = Number(headers.get(FETCH_HEADERS['queue-owner']) ?? Number.NaN);
  return Number.isSafeInteger(owner) && owner > 0 ? owner : null;
}

/** Whether an answer is the service worker's own "queued", not the server's. */
export const isQueuedAnswer = (headers: Headers): boolean => headers.has(FETCH_HEADERS.queued);
