/**
 * The replay of the offline queue's one store (./action-store.ts), one routine for every runtime that
 * sends what waits: each waiting action in the order it waited, one at a time across runtimes under the
 * Web Lock REPLAY_LOCK.
 *
 * - Feedback and logout carry their own authority (the link key, the logout token) and always go. A
 *   cancel goes only while the token mirror names its own client, with that pair's access token; any
 *   other cancel stays where it is, waiting for its client's next login, and stands in front of nobody.
 * - A 2xx delivers; any other answer below 500 but 401, 408 and 429 refuses (`verdictOf`); either is
 *   written as the action's outcome in the same transaction that takes its request out. A 401 renews the
 *   pair with the data worker's own renewal over the token mirror and tries once more. No answer, a 5xx,
 *   408, 429 or a 401 after renewing leave the action waiting and end the pass: the network is gone for
 *   the rest too. A renewal the server refuses (the session ended) leaves the cancel waiting for its
 *   client's next login, forgets the refused pair, and the pass goes on.
 *
 * It imports nothing but the contract, the token mirror and the renewal, so the service worker bundles it.
 */
import { isQueuedAnswer } from '../../domain/runtime-messages';
import { REFRESH_PATH, errorListsOf, mirrorHolder, refreshByFetch, renewPair } from '../account/renewal';
import { readTokenMirror } from '../account/token-mirror';
import { type OfflineAction, type StoredRequest, answerAction, waitingActions } from './action-store';
import { QUEUED_PATHS, type QueueOutcome, verdictOf } from './queue-records';

/** Held while one runtime replays: another waits, then finds what was answered gone from the waiting. */
export const REPLAY_LOCK = 'priyom-offline-replay';

export interface ReplayDeps {
  indexedDB: IDBFactory;
  fetch: (url: string, init?: RequestInit) => Promise<Response>;
  /** Runs `task` holding the exclusive Web Lock `name` (every runtime of the origin shares it). */
  lock: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  /** Told of each final answer before the store takes the action's request out. */
  answered?: (outcome: QueueOutcome) => Promise<unknown>;
  now?: () => number;
}

/** What a replay does with a waiting action while the token mirror names `current`. */
export function replayStep(
  action: Pick<OfflineAction, 'kind' | 'owner'>,
  current: number | null,
): 'send' | 'wait' {
  if (action.kind !== 'cancel-appointment') return 'send';
  return action.owner !== null && action.owner === current ? 'send' : 'wait';
}

/** One pass over what waits; answers how many were answered and whether anything still waits for the network. */
export function replayActions(deps: ReplayDeps): Promise<{ settled: number; waiting: boolean }> {
  return deps.lock(REPLAY_LOCK, async () => {
    let settled = 0;
    // Read under the lock: what another runtime's pass answered is no longer waiting.
    for (const action of await waitingActions(deps.indexedDB)) {
      const session = action.kind === 'cancel-appointment' ? await readTokenMirror(deps.indexedDB) : null;
      if (replayStep(action, session?.clientId ?? null) === 'wait') continue;
      const outcome = await deliver(deps, action, session?.accessToken ?? null).catch(() => null);
      if (outcome === 'later') continue;
      if (!outcome) return { settled, waiting: true };
      await deps.answered?.(outcome);
      await answerAction(deps.indexedDB, outcome);
      settled += 1;
    }
    return { settled, waiting: false };
  });
}

/**
 * The server's final word on one action, or null when it gave none (the action keeps waiting, and so
 * does the rest), or 'later' when its session has ended: a cancel then waits for its client's next
 * login and the pass goes on to the next action.
 */
async function deliver(
  deps: ReplayDeps,
  action: OfflineAction,
  token: string | null,
): Promise<QueueOutcome | 'later' | null> {
  const stored = action.request as StoredRequest;
  let response = await deps.fetch(stored.url, withToken(stored, token));
  if (response.status === 401 && token !== null) {
    const renewal = await renewPair(
      {
        lock: deps.lock,
        refresh: refreshByFetch(
          deps.fetch,
          stored.url.replace(QUEUED_PATHS['cancel-appointment'], REFRESH_PATH),
        ),
      },
      mirrorHolder(deps.indexedDB, action.owner),
      token,
    );
    if (renewal.kind === 'refused') return 'later';
    if (renewal.kind !== 'renewed') return null;
    response = await deps.fetch(stored.url, withToken(stored, renewal.accessToken));
  }
  // A data worker's replay answered by the service worker's own "queued": it waits in the store still.
  if (isQueuedAnswer(response.headers)) return null;
  const verdict = verdictOf(response.status);
  if (verdict === 'keep') return null;
  return {
    intentKey: action.intentKey,
    kind: action.kind,
    delivered: verdict === 'delivered',
    status: response.status,
    errors: verdict === 'refused' ? errorListsOf(await response.json().catch(() => null)) : {},
    at: (deps.now ?? Date.now)(),
  };
}

/** The stored request with the current bearer token, or none (feedback and logout carry their own). */
function withToken(stored: StoredRequest, token: string | null): RequestInit {
  const headers = new Headers(stored.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  else headers.delete('Authorization');
  return { method: stored.method, headers, body: stored.body || undefined };
}
