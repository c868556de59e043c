/**
 * The offline queue: cancelling an appointment, sending feedback and the server-side logout, made while
 * the network is gone, are kept in the queue's one store (src/data/offline/action-store.ts) and delivered
 * once when it returns (src/data/offline/README.md tells the whole way).
 *
 * - The data worker's fetches come through here (Chromium makes a SharedWorker and a dedicated worker
 *   clients of the page's service worker once it has claimed them). A POST to one of those calls with
 *   an Idempotency-Key goes to the network; when no answer arrives at all, the request is stored and
 *   answered at once with 202 and the Priyom-Queued header, which the data worker reads as "pending".
 *   An answer from the server, whatever its status, is passed on untouched: only silence is queued.
 *   The stored copy keeps no Authorization or cookie: a replay never uses them, and the copy outlives
 *   the logout. Nor a refresh token: a logout waits with its logout token, which can only end the
 *   session, and one that names its session by refresh token is not queued.
 * - A cancel's client comes with the request from the data worker (a header stripped before anything
 *   goes out); a cancel with none is not queued, it would belong to nobody. A feedback sent while logged
 *   in comes with its client too, whose its report is.
 * - Replays (src/data/offline/replay.ts) run one at a time: on the sync event, at this worker's start and
 *   when a tab asks (it is online or visible again, its client changed, or actions still wait). The
 *   data workers hear of each answer from the store itself (its notice on a BroadcastChannel), so the
 *   tabs are told nothing.
 * - Once it is the active version, it takes over what an earlier one left in Workbox's queues and its
 *   outcome store, and tells a tab that asks so (the tab then has its data worker take over the previous
 *   data worker's document): no tab of the earlier version is left by then to use any of them.
 */
/// <reference lib="webworker" />
import { registerRoute } from 'workbox-routing';
import { FETCH_HEADERS, fetchHeader, queueOwnerOf } from '../domain/runtime-messages';
import { addAction, takeOverWorkboxQueues } from '../data/offline/action-store';
import {
  QUEUE_NAME,
  type QueuedKind,
  CREDENTIAL_HEADERS,
  carriesRefreshToken,
  queuedKindOf,
} from '../data/offline/queue-records';
import { takeOverOldOutcomes } from '../data/offline/old-outcomes';
import { replayActions } from '../data/offline/replay';

declare const self: ServiceWorkerGlobalScope;

/** Background Sync, which the DOM library leaves out. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
declare global {
  interface ServiceWorkerGlobalScopeEventMap {
    sync: SyncEvent;
  }
}
type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/** What the server would take as the caller's identity; the stored copy of a request keeps none of it. */

/** Registers the queue's route and replays; answers the replay a tab's message asks for. */
export function registerOfflineQueue(): {
  replay: () => Promise<boolean>;
  takenOver: () => Promise<unknown>;
} {
  registerRoute(
    ({ url, request }) =>
      request.method === 'POST' &&
      queuedKindOf(url.pathname) !== null &&
      request.headers.has('Idempotency-Key'),
    async ({ request }) => {
      const kind = queuedKindOf(new URL(request.url).pathname) as QueuedKind;
      // A logout is nobody's to be told of; a cancel waits for its client, and a feedback's report is the
      // client's who sent it (none: whoever opens the app next).
      const owner = kind === 'logout' ? null : queueOwnerOf(request.headers);
      const outgoing = withoutHeaders(request, [FETCH_HEADERS['queue-owner']]);
      const copy = withoutHeaders(outgoing.clone(), CREDENTIAL_HEADERS);
      try {
        return await fetch(outgoing);
      } catch (error) {
        // The data worker gave up on the request (its time limit): it already told the patient nothing
        // was sent, so queueing it now would act behind their back.
        if (request.signal.aborted) throw error;
        // A cancel nobody owns would wait for no login or be sent for anyone: it fails as offline.
        if (kind === 'cancel-appointment' && owner === null) throw error;
        // A logout that names its session by refresh token is not kept: the copy would renew it.
        if (carriesRefreshToken(await copy.clone().text())) throw error;
        const intentKey = copy.headers.get('Idempotency-Key') ?? '';
        await addAction(self.indexedDB, {
          intentKey,
          kind,
          owner,
          appointmentId: null,
          at: Date.now(),
          request: {
            url: copy.url,
            method: copy.method,
            headers: pairsOf(copy.headers),
            body: await copy.text(),
          },
          outcome: null,
        });
        // The browser's sync comes back when it believes the network is; where it has none, the start-up
        // replay and the tabs' asks deliver.
        await (self.registration as WithSync).sync?.register(QUEUE_NAME).catch(() => undefined);
        return new Response(JSON.stringify({ queued: true }), {
          status: 202,
          headers: { 'Content-Type': 'application/json', ...fetchHeader({ type: 'queued', intentKey }) },
        });
      }
    },
    'POST',
  );

  let running: Promise<boolean> | null = null;
  let again = false;
  /** One replay at a time; a request for another while one runs makes it run once more after. */
  function replay(): Promise<boolean> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let done = false;
      do {
        again = false;
        done = await replayOnce();
      } while (again);
      return done;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  /** Replays the store; answers whether nothing waits for the network. */
  async function replayOnce(): Promise<boolean> {
    const { waiting } = await replayActions({
      indexedDB: self.indexedDB,
      fetch: (input, init) => fetch(input, init),
      lock: <T>(name: string, task: () => Promise<T>) => navigator.locks.request(name, task) as Promise<T>,
    });
    return !waiting;
  }

  self.addEventListener('sync', (event) => {
    if (event.tag !== QUEUE_NAME) return;
    event.waitUntil(
      replay().then((done) => {
        // A failed sync is tried again by the browser, with its own backoff.
        if (!done) throw new Error('offline queue: actions wait for the network');
      }),
    );
  });

  /**
   * What an earlier version left in Workbox's queues and its outcome store comes over before anything is
   * replayed. Only once this version is the active one: while it waits, the previous one and its tabs
   * still use those stores. Done once in this worker's life (every tab asks at its start): once active,
   * nothing of an earlier version is left to write them again. A failed one is tried again when next asked.
   */
  let takenOver: Promise<void> | null = null;
  const takeOver = () =>
    (takenOver ??= takeOverWorkboxQueues(self.indexedDB)
      .then(() => takeOverOldOutcomes(self.indexedDB))
      .catch(() => {
        takenOver = null;
      }));
  // Activation waits for the takeover only: a replay may wait long for a network that does not answer.
  self.addEventListener('activate', (event) => event.waitUntil(takeOver().then(() => void replay())));

  // The sync event may never come for a network the browser believes was there all along (and a browser
  // without Background Sync has none), so a start replays. A worker's start is no event that could wait
  // for it, so the event that woke the worker waits instead.
  let starting: Promise<boolean> | null =
    self.serviceWorker?.state === 'activated' ? takeOver().then(() => replay()) : null;
  const waitForStart = (event: ExtendableEvent) => {
    if (starting) event.waitUntil(starting);
    starting = null;
  };
  self.addEventListener('fetch', waitForStart);
  self.addEventListener('message', waitForStart);
  self.addEventListener('sync', waitForStart);
  return { replay, takenOver: takeOver };
}

/**
 * The request without `names`: the owner is this worker's business, not the server's; credentials are
 * the token mirror's, not the stored copy's. It takes over the request's body, so pass a clone to keep it.
 */
function withoutHeaders(request: Request, names: readonly string[]): Request {
  if (!names.some((name) => request.headers.has(name))) return request;
  const headers = new Headers(request.headers);
  for (const name of names) headers.delete(name);
  return new Request(request, { headers });
}

/** The headers as stored (the service worker's library has no iterable Headers). */
function pairsOf(headers: Headers): Array<[string, string]> {
  const pairs: Array<[string, string]> = [];
  headers.forEach((value, name) => {
    pairs.push([name, value]);
  });
  return pairs;
}
