/**
 * Renewing the token pair, written once for the two runtimes that do it: the data worker on a 401 to any
 * of its calls (./session.ts), the service worker on a 401 to a replayed cancel, when no tab may be open
 * (src/data/offline/replay.ts). Refresh tokens rotate: a refresh token presented twice is taken for theft
 * and the whole session is revoked, so two renewals must never race.
 *
 * - It runs under the one Web Lock SESSION_LOCK, shared by every tab, data worker and the service worker.
 * - A renewal for a rejected access token refreshes only while that token is still the holder's: anyone
 *   who waited for the lock finds a newer pair and uses it, so N concurrent 401s in any mix of runtimes
 *   make one refresh request.
 * - Each runtime brings its holder of the pair, the data worker its stored pair (after adopting what the
 *   service worker renewed meanwhile), the service worker the token mirror (`mirrorHolder`), and its way
 *   of sending the refresh: the data worker its API client, which checks the answer against the
 *   contract, the service worker `refreshByFetch`, which reads the same answer without the contract's
 *   schemas (they would fill its bundle). The decision is here only.
 *
 * It imports nothing but the contract's types and error keys and the token mirror, so the service worker
 * can bundle it.
 */
import type { TokenPair } from '../../api/accounts';
import { type ErrorLists, GENERIC_UNEXPECTED_ERROR } from '../../api/errors';
import { SESSION_LOCK, readTokenMirror, renewedMirror, writeTokenMirror } from './token-mirror';

/** The contract's refresh path, written out (a test holds it equal to the contract's). */
export const REFRESH_PATH = '/auth/refresh';

/** Where a runtime keeps the pair it renews. */
export interface PairHolder {
  /**
   * The pair as it stands now, read under the lock; null: nobody to renew for. `login` names whose it
   * is where the holder keeps more than one login's pairs over time (the data worker's new id per login
   * or client switch).
   */
  read(): Promise<{ accessToken: string; refreshToken: string; login?: string | null } | null>;
  /** Keeps the renewed pair. */
  write(pair: TokenPair): Promise<void>;
  /** The server refused the refresh token: ends the session here (still under the lock). */
  refused?(errors: ErrorLists): Promise<void>;
}

export type Renewal =
  /** The access token to retry with: renewed now, or by someone else while the request was out. */
  | { kind: 'renewed'; accessToken: string }
  /** The server refused the refresh token (a 4xx): the session is over, with the server's error lists. */
  | { kind: 'refused'; errors: ErrorLists }
  /** No answer, a 5xx or an answer that is no pair: the pair stays for the next try. */
  | { kind: 'failed' }
  /** No pair to renew: nobody is logged in, or the pair is another login's now. */
  | { kind: 'none' };

/** What a refresh request came to. */
export type RefreshAnswer =
  | { kind: 'pair'; pair: TokenPair }
  | { kind: 'refused'; errors: ErrorLists }
  /** No answer, a 5xx or an answer that is no pair. */
  | { kind: 'failed' };

export interface RenewalDeps {
  /** Runs `task` holding the exclusive Web Lock `name` (every runtime of the origin shares it). */
  lock: <T>(name: string, task: () => Promise<T>) => Promise<T>;
  /** Presents the pair to the server's refresh. */
  refresh: (pair: { accessToken: string; refreshToken: string }) => Promise<RefreshAnswer>;
}

/**
 * Renews the pair after `rejected` got a 401, once for everyone who asks at the same time. `login`:
 * whose pair `rejected` was, where the holder names it (`PairHolder.read`).
 */
export function renewPair(
  deps: RenewalDeps,
  holder: PairHolder,
  rejected: string,
  login?: string | null,
): Promise<Renewal> {
  return deps.lock(SESSION_LOCK, async (): Promise<Renewal> => {
    const held = await holder.read();
    if (!held) return { kind: 'none' };
    if (held.accessToken !== rejected) {
      // Renewed by someone else meanwhile, or another login's pair now (a switch to another client, a
      // new login): a request made for one client is never sent again with another's token.
      if (login !== undefined && held.login !== login) return { kind: 'none' };
      return { kind: 'renewed', accessToken: held.accessToken };
    }
    const answer = await deps.refresh(held);
    if (answer.kind !== 'pair') {
      if (answer.kind === 'refused') await holder.refused?.(answer.errors);
      return answer;
    }
    await holder.write(answer.pair);
    return { kind: 'renewed', accessToken: answer.pair.accessToken };
  });
}

/**
 * The service worker's holder: the token mirror, for the client a queued cancel acts for only. The
 * renewed pair keeps naming the refresh token the data worker still holds, so the data worker adopts
 * it instead of presenting a spent one.
 */
export function mirrorHolder(indexedDB: IDBFactory, owner: number | null): PairHolder {
  return {
    async read() {
      const session = await readTokenMirror(indexedDB);
      return session && session.clientId === owner ? session : null;
    },
    async write(pair) {
      const session = await readTokenMirror(indexedDB);
      if (session) await writeTokenMirror(indexedDB, renewedMirror(session, pair));
    },
    // The session has ended: the refused pair is forgotten, so later passes do not present it again
    // (the data worker, holding its own copy, learns the same at its next renewal and logs out).
    async refused() {
      const session = await readTokenMirror(indexedDB);
      if (session && session.clientId === owner) await writeTokenMirror(indexedDB, null);
    },
  };
}

/** The service worker's refresh: a plain fetch to `refreshUrl` (the API base and REFRESH_PATH). */
export function refreshByFetch(
  fetch: (url: string, init: RequestInit) => Promise<Response>,
  refreshUrl: string,
): RenewalDeps['refresh'] {
  return async ({ accessToken, refreshToken }) => {
    const response = await fetch(refreshUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ accessToken, refreshToken }),
    }).catch(() => null);
    if (!response || response.status >= 500) return { kind: 'failed' };
    const body: unknown = await response.json().catch(() => null);
    if (response.status >= 400) return { kind: 'refused', errors: errorListsOf(body) };
    const pair = pairOf(body);
    return pair ? { kind: 'pair', pair } : { kind: 'failed' };
  };
}

function pairOf(body: unknown): TokenPair | null {
  const pair = body as Partial<TokenPair> | null;
  if (!pair?.accessToken || typeof pair.accessToken !== 'string') return null;
  if (!pair.refreshToken || typeof pair.refreshToken !== 'string') return null;
  return {
    accessToken: pair.accessToken,
    refreshToken: pair.refreshToken,
    ...(typeof pair.logoutToken === 'string' ? { logoutToken: pair.logoutToken } : {}),
  };
}

/** A refusal's error lists (the contract's shape: lists of translation keys), else the generic error. */
export function errorListsOf(body: unknown): ErrorLists {
  if (body && typeof body === 'object') {
    const lists = Object.entries(body).filter(
      (entry): entry is [string, string[]] =>
        Array.isArray(entry[1]) && entry[1].every((item) => typeof item === 'string'),
    );
    if (lists.length > 0) return Object.fromEntries(lists);
  }
  return { unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] };
}
