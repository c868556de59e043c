/**
 * The offline queue: cancelling an appointment, sending feedback and the server-side logout, made while
 * the network is gone, are kept in Workbox's background-sync queues and delivered once when it returns.
 *
 * - The data worker's fetches come through here (Chromium makes a SharedWorker and a dedicated worker
 *   clients of the page's service worker once it has claimed them). A POST to one of those calls with
 *   an Idempotency-Key goes to the network; when no answer arrives at all, the request is queued and
 *   answered at once with 202 and the Priyom-Queued header, which the data worker reads as "pending".
 *   An answer from the server, whatever its status, is passed on untouched: only silence is queued.
 *   The stored copy keeps no Authorization or cookie: a replay never uses them, and the copy outlives
 *   the logout. Nor a refresh token: a logout waits with its logout token, which can only end the
 *   session, and one that names its session by refresh token is not queued.
 * - Each client's cancels wait in a queue of their own, feedback and logout in the shared one
 *   (./queue-steps.ts says why). Replays run one at a time: on the sync event, at this worker's start and
 *   when a tab asks (it is online or visible again, its client changed, or actions still wait).
 *   Authorization comes from the token mirror: a replay sends the shared queue and the queue of the
 *   client the mirror names, and leaves every other client's cancels untouched until that client's
 *   next login. Its client comes with the request from the data worker (a header stripped before
 *   anything goes out); a cancel with none is not queued. A 401 renews the pair with the data worker's
 *   own renewal (src/data/account/renewal.ts, over the token mirror) and tries once more.
 * - A request stays stored until its outcome is: the replay reads the head, sends it, writes the
 *   outcome, and only then takes it out, so a service worker stopped at any point loses nothing (a
 *   request sent but not yet taken out goes again, and the server answers its key as the first time).
 * - A 2xx answer delivers the request; any other answer below 500 but 401, 408 and 429 refuses it,
 *   with the server's error lists or, without them, the generic error; both end it, and the outcome
 *   goes to the outcome store and every tab. No answer, a 5xx, a 429 or a 401 after
 *   renewing keeps it at the head of its queue, and the replay stops there (the browser's sync retries
 *   with its own backoff, the tabs with theirs).
 */
/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { FETCH_HEADERS, type FromServiceWorker, fetchHeader, queueOwnerOf } from '../domain/runtime-messages';
import { REFRESH_PATH, errorListsOf, mirrorHolder, refreshByFetch, renewPair } from '../data/account/renewal';
import { readTokenMirror } from '../data/account/token-mirror';
import {
  QUEUED_PATHS,
  QUEUE_NAME,
  type QueuedKind,
  type Verdict,
  carriesRefreshToken,
  queuedKindOf,
  verdictOf,
  writeOutcome,
} from '../data/offline/queue-records';
import { type QueuedMeta, clientQueueName, headStep } from './queue-steps';

declare const self: ServiceWorkerGlobalScope;

/** A queued request older than this is dropped by Workbox: a month covers a holiday without signal. */
const RETENTION_MINUTES = 30 * 24 * 60;

/** What the server would take as the caller's identity; the stored copy of a request keeps none of it. */
const CREDENTIAL_HEADERS = ['Authorization', 'Cookie', 'Cookie2'];

/** Registers the queue's route and replays; answers the replay a tab's message asks for. */
export function registerOfflineQueue(): { replay: () => Promise<boolean> } {
  const shared = new Queue(QUEUE_NAME, {
    maxRetentionTime: RETENTION_MINUTES,
    onSync: async () => {
      if (!(await replay())) throw new Error('offline queue: items wait for the network');
    },
  });

  const clientQueues = new Map<string, Queue>();
  /**
   * A client's queue, opened when first needed. It has no sync event of its own: sync listeners count
   * only when added at the worker's start, so the shared queue's sync, which replays every queue that
   * may go, is registered for it instead (and the shared queue's start-up replay covers it too).
   */
  function clientQueue(owner: number | null): Queue {
    const name = clientQueueName(owner);
    let queue = clientQueues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        maxRetentionTime: RETENTION_MINUTES,
        forceSyncFallback: true,
        onSync: async () => {},
      });
      clientQueues.set(name, queue);
    }
    return queue;
  }

  registerRoute(
    ({ url, request }) =>
      request.method === 'POST' &&
      queuedKindOf(url.pathname) !== null &&
      request.headers.has('Idempotency-Key'),
    async ({ request }) => {
      const kind = queuedKindOf(new URL(request.url).pathname) as QueuedKind;
      const owner = kind === 'cancel-appointment' ? queueOwnerOf(request.headers) : null;
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
        const meta: QueuedMeta = { kind, intentKey, owner };
        const entry = { request: copy, metadata: { ...meta } };
        if (owner === null) await shared.pushRequest(entry);
        else {
          await clientQueue(owner).pushRequest(entry);
          await shared.registerSync();
        }
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

  /** Replays the shared queue, then the current client's; answers whether nothing waits for the network. */
  async function replayOnce(): Promise<boolean> {
    const first = await replayQueue(shared, false);
    let settled = first.settled;
    let waiting = first.waiting;
    const current = waiting ? null : ((await readTokenMirror(self.indexedDB))?.clientId ?? null);
    if (current !== null) {
      const own = await replayQueue(clientQueue(current), true);
      settled += own.settled;
      waiting = own.waiting;
    }
    if (settled > 0) await tellTabs({ type: 'priyom-queue-settled' });
    return !waiting;
  }

  /** Sends one queue in order until it is empty, its client is gone, or the network fails. */
  async function replayQueue(queue: Queue, inClientQueue: boolean) {
    let settled = 0;
    for (;;) {
      const [head] = await queue.getAll();
      if (!head) return { settled, waiting: false };
      const meta = head.metadata as QueuedMeta;
      const session = meta.kind === 'cancel-appointment' ? await readTokenMirror(self.indexedDB) : null;
      const step = headStep(meta, session?.clientId ?? null, inClientQueue);
      if (step === 'wait') return { settled, waiting: false };
      if (step === 'move') {
        // Copied before it is taken out: a worker stopped in between leaves two copies of one key,
        // which the server answers once.
        await clientQueue(meta.owner).pushRequest(head);
      } else {
        const token = session?.accessToken ?? null;
        const verdict = await deliver(head.request, meta, token).catch((): Verdict => 'keep');
        if (verdict === 'keep') return { settled, waiting: true };
        settled += 1;
      }
      await dropHead(queue, meta.intentKey);
    }
  }

  async function deliver(stored: Request, meta: QueuedMeta, token: string | null): Promise<Verdict> {
    // Clones only: the stored request stays in the queue until its outcome is written.
    let response = await fetch(withToken(stored.clone(), token));
    if (response.status === 401 && token !== null) {
      const renewal = await renewPair(
        {
          lock: <T>(name: string, task: () => Promise<T>) =>
            navigator.locks.request(name, task) as Promise<T>,
          refresh: refreshByFetch(
            (url, init) => fetch(url, init),
            stored.url.replace(QUEUED_PATHS['cancel-appointment'], REFRESH_PATH),
          ),
        },
        mirrorHolder(self.indexedDB, meta.owner),
        token,
      );
      if (renewal.kind !== 'renewed') return 'keep';
      response = await fetch(withToken(stored.clone(), renewal.accessToken));
    }
    const verdict = verdictOf(response.status);
    if (verdict === 'keep') return 'keep';
    await writeOutcome(self.indexedDB, {
      intentKey: meta.intentKey,
      kind: meta.kind,
      delivered: verdict === 'delivered',
      status: response.status,
      errors: verdict === 'refused' ? errorListsOf(await response.json().catch(() => null)) : {},
      at: Date.now(),
    });
    return verdict;
  }

  // Where the browser has no Background Sync, Workbox replays at start by itself; where it has, the
  // sync event may never come for a network the browser believes was there all along. A worker's start
  // is no event that could wait for it, so the event that woke the worker waits instead.
  let starting: Promise<boolean> | null = replay();
  const waitForStart = (event: ExtendableEvent) => {
    if (starting) event.waitUntil(starting);
    starting = null;
  };
  self.addEventListener('fetch', waitForStart);
  self.addEventListener('message', waitForStart);
  self.addEventListener('sync', waitForStart);
  self.addEventListener('activate', waitForStart);
  return { replay };
}

/** Takes out the head just handled; Workbox skips a head that expired meanwhile and hands the next, which goes back. */
async function dropHead(queue: Queue, intentKey: string): Promise<void> {
  const taken = await queue.shiftRequest();
  if (taken && (taken.metadata as QueuedMeta | undefined)?.intentKey !== intentKey) {
    await queue.unshiftRequest(taken);
  }
}

/** The stored request with the current bearer token, or none (feedback and logout carry their own token). */
function withToken(request: Request, token: string | null): Request {
  const headers = new Headers(request.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  return new Request(request, { headers });
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

async function tellTabs(message: FromServiceWorker): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const tab of tabs) tab.postMessage(message);
}
