/**
 * The offline queue: cancelling an appointment, sending feedback and the server-side logout, made while
 * the network is gone, are kept in Workbox's background-sync Queue and delivered once when it returns.
 *
 * - The data worker's fetches come through here (Chromium makes a SharedWorker and a dedicated worker
 *   clients of the page's service worker once it has claimed them). A POST to one of those calls with
 *   an Idempotency-Key goes to the network; when no answer arrives at all, the request is queued and
 *   answered at once with 202 and the Priyom-Queued header, which the data worker reads as "pending".
 *   An answer from the server, whatever its status, is passed on untouched: only silence is queued.
 *   The stored copy keeps no Authorization or cookie: a replay never uses them, and the copy outlives
 *   the logout.
 * - Replays run one at a time: on the sync event, at this worker's start and when a tab says it is
 *   online or visible again (browsers without Background Sync, and a network that came back without
 *   the browser noticing). Authorization is never replayed from storage: a cancel takes the current
 *   pair from the token mirror, and is held back while the mirror belongs to another client or to
 *   nobody (it waits for its own client's next login). Its client comes with the request from the data
 *   worker (a header stripped before anything goes out); a cancel with none is not queued. A 401 renews the pair under the session lock,
 *   as the data worker does, and tries once more.
 * - A 2xx answer delivers the request; a 4xx with error lists (but 401, 408 and 429) refuses it; both
 *   end it, and the outcome goes to the outcome store and every tab. No answer, a 5xx, a 429 or a 401
 *   after renewing keeps it at the head of the queue, and the replay stops there (the browser's sync
 *   retries with its own backoff, the tabs with theirs).
 */
/// <reference lib="webworker" />
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { GENERIC_UNEXPECTED_ERROR } from '../api/errors';
import { REPLAY_MESSAGE, SETTLED_MESSAGE } from '../domain/offline-queue';
import {
  SESSION_LOCK,
  type MirroredSession,
  readTokenMirror,
  renewedMirror,
  writeTokenMirror,
} from '../data/account/token-mirror';
import {
  OWNER_HEADER,
  QUEUED_HEADER,
  QUEUED_PATHS,
  QUEUE_NAME,
  REFRESH_PATH,
  type QueuedKind,
  queuedKindOf,
  writeOutcome,
} from '../data/offline/queue-records';

declare const self: ServiceWorkerGlobalScope;

/** What each queued request carries beside itself. */
interface QueuedMeta {
  kind: QueuedKind;
  intentKey: string;
  /** The client a cancel acts for (the data worker names it); null for calls whose payload is their own authority. */
  owner: number | null;
}

/** A queued request older than this is dropped by Workbox: a month covers a holiday without signal. */
const RETENTION_MINUTES = 30 * 24 * 60;

/** What the server would take as the caller's identity; the stored copy of a request keeps none of it. */
const CREDENTIAL_HEADERS = ['Authorization', 'Cookie', 'Cookie2'];

type Verdict = 'delivered' | 'refused' | 'keep' | 'held';

export function registerOfflineQueue(): void {
  const queue = new Queue(QUEUE_NAME, {
    maxRetentionTime: RETENTION_MINUTES,
    onSync: async () => {
      if (!(await replay())) throw new Error('offline queue: items wait for the network');
    },
  });

  registerRoute(
    ({ url, request }) =>
      request.method === 'POST' &&
      queuedKindOf(url.pathname) !== null &&
      request.headers.has('Idempotency-Key'),
    async ({ request }) => {
      const kind = queuedKindOf(new URL(request.url).pathname) as QueuedKind;
      const owner = kind === 'cancel-appointment' ? ownerOf(request) : null;
      const outgoing = withoutHeaders(request, [OWNER_HEADER]);
      const copy = withoutHeaders(outgoing.clone(), CREDENTIAL_HEADERS);
      try {
        return await fetch(outgoing);
      } catch (error) {
        // A cancel nobody owns would wait for no login or be sent for anyone: it fails as offline.
        if (kind === 'cancel-appointment' && owner === null) throw error;
        const intentKey = copy.headers.get('Idempotency-Key') ?? '';
        const meta: QueuedMeta = { kind, intentKey, owner };
        await queue.pushRequest({ request: copy, metadata: { ...meta } });
        return new Response(JSON.stringify({ queued: true }), {
          status: 202,
          headers: { 'Content-Type': 'application/json', [QUEUED_HEADER]: intentKey },
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

  /** Replays in order; answers whether nothing is left waiting for the network. */
  async function replayOnce(): Promise<boolean> {
    const held: Array<{ request: Request; metadata?: object; timestamp?: number }> = [];
    let settled = 0;
    let waiting = false;
    for (;;) {
      const entry = await queue.shiftRequest();
      if (!entry) break;
      const meta = entry.metadata as QueuedMeta;
      const verdict = await deliver(entry.request, meta).catch((): Verdict => 'keep');
      if (verdict === 'held') {
        held.push(entry);
        continue;
      }
      if (verdict === 'keep') {
        await queue.unshiftRequest(entry);
        waiting = true;
        break;
      }
      settled += 1;
    }
    // Another client's requests go back in their order, ahead of anything queued meanwhile.
    for (const entry of held.reverse()) await queue.unshiftRequest(entry);
    if (settled > 0) await tellTabs({ type: SETTLED_MESSAGE });
    return !waiting;
  }

  async function deliver(stored: Request, meta: QueuedMeta): Promise<Verdict> {
    let token: string | null = null;
    if (meta.kind === 'cancel-appointment') {
      const session = await readTokenMirror(self.indexedDB);
      if (!session || session.clientId === null || session.clientId !== meta.owner) return 'held';
      token = session.accessToken;
    }
    // Clones only: the stored request goes back into the queue intact when this attempt fails.
    let response = await fetch(withToken(stored.clone(), token));
    if (response.status === 401 && token !== null) {
      const renewed = await renew(stored.url, token, meta.owner);
      if (!renewed) return 'keep';
      response = await fetch(withToken(stored.clone(), renewed));
    }
    const verdict = verdictOf(response.status);
    if (verdict === 'keep') return 'keep';
    await writeOutcome(self.indexedDB, {
      intentKey: meta.intentKey,
      kind: meta.kind,
      delivered: verdict === 'delivered',
      status: response.status,
      errors: verdict === 'refused' ? await errorListsOf(response) : {},
      at: Date.now(),
    });
    return verdict;
  }

  self.addEventListener('message', (event) => {
    if (event.data?.type === REPLAY_MESSAGE) event.waitUntil(replay());
  });
  // Where the browser has no Background Sync, Workbox replays at start by itself; where it has, the
  // sync event may never come for a network the browser believes was there all along.
  void replay();
}

function verdictOf(status: number): Verdict {
  if (status >= 200 && status < 300) return 'delivered';
  if (status >= 500 || status === 401 || status === 408 || status === 429) return 'keep';
  return 'refused';
}

/** The stored request with the current bearer token, or none (feedback and logout carry their own key). */
function withToken(request: Request, token: string | null): Request {
  const headers = new Headers(request.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  return new Request(request, { headers });
}

/** A refusal's error lists (the contract's shape: lists of translation keys), else the generic error. */
async function errorListsOf(response: Response): Promise<Record<string, string[]>> {
  const body: unknown = await response.json().catch(() => null);
  if (body && typeof body === 'object') {
    const lists = Object.entries(body).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((item) => typeof item === 'string'),
    );
    if (lists.length > 0) return Object.fromEntries(lists);
  }
  return { unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] };
}

/** The client a cancel acts for, as the data worker named it. */
function ownerOf(request: Request): number | null {
  const owner = Number(request.headers.get(OWNER_HEADER) ?? Number.NaN);
  return Number.isSafeInteger(owner) && owner > 0 ? owner : null;
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

/**
 * Renews the pair under the session lock, like the data worker: when someone renewed it meanwhile the
 * new token is used as it is; the refresh token the data worker holds is kept beside the new pair, so
 * it adopts the pair instead of presenting the spent one. Null: no pair for this client.
 */
async function renew(requestUrl: string, rejected: string, owner: number | null): Promise<string | null> {
  return navigator.locks.request(SESSION_LOCK, async () => {
    const session = await readTokenMirror(self.indexedDB);
    if (!session || session.clientId !== owner) return null;
    if (session.accessToken !== rejected) return session.accessToken;
    const url = requestUrl.replace(QUEUED_PATHS['cancel-appointment'], REFRESH_PATH);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ accessToken: session.accessToken, refreshToken: session.refreshToken }),
    }).catch(() => null);
    if (!response?.ok) return null;
    const pair = (await response.json().catch(() => null)) as Partial<MirroredSession> | null;
    if (typeof pair?.accessToken !== 'string' || typeof pair.refreshToken !== 'string') return null;
    await writeTokenMirror(
      self.indexedDB,
      renewedMirror(session, {
        accessToken: pair.accessToken,
        refreshToken: pair.refreshToken,
      }),
    );
    return pair.accessToken;
  });
}

async function tellTabs(message: object): Promise<void> {
  const tabs = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const tab of tabs) tab.postMessage(message);
}
