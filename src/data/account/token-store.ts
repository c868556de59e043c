/**
 * The token pair, persisted in the local document `session` of the worker's RxDB database (IndexedDB):
 * one copy for every tab — a SharedWorker serves them all, dedicated workers share the database and
 * RxDB's multi-instance channel tells each of them about a change. The service worker never opens
 * RxDB (a second instance over the same storage): every write also updates a plain IndexedDB copy it can read (./token-mirror.ts).
 *
 * `read()` goes to storage, not RxDB's document cache: in the dedicated-worker fallback another
 * worker may have rotated the pair a moment ago, and a refresh must start from the newest pair.
 * Tokens never go into logs or error messages.
 */
import { newId } from '../../domain/new-id';
import { readStoredLocal } from '../sync/stored-local';
import type { Observable } from 'rxjs';
import { distinctUntilChanged, map } from 'rxjs/operators';
import type { TokenPair } from '../../api';
import type { PriyomDatabase } from '../database';
import { readTokenMirror, writeTokenMirror } from './token-mirror';
import type { SessionNotice } from './types';

export const SESSION_DOC_ID = 'session';

export interface StoredSession {
  accessToken: string | null;
  refreshToken: string | null;
  /**
   * What the logout hands the server (it ends the session and renews nothing); none in a pair stored
   * before the server issued them, until its next refresh.
   */
  logoutToken?: string | null;
  /** New at every login and client switch: work begun for one login never lands in another. */
  loginId: string | null;
  /** The client the pair acts for, once personal data named it: the offline queue replays only its own. */
  clientId?: number | null;
  /** Why the last session ended by itself, for every tab to show once. */
  notice: SessionNotice | null;
  /**
   * The previous client's private data is still to be wiped: stored with a client switch's new pair and
   * cleared once the wipe is done, so a worker stopped in between (the last tab closed) wipes at its
   * next start, before anything reads, rather than showing that data under the next client.
   */
  wipeOwed?: boolean;
}

export const LOGGED_OUT: StoredSession = {
  accessToken: null,
  refreshToken: null,
  loginId: null,
  notice: null,
};

export const hasTokens = (session: StoredSession): boolean =>
  Boolean(session.accessToken && session.refreshToken);

export type TokenStore = ReturnType<typeof createTokenStore>;

/** `mirror`: the IndexedDB the service worker's copy lives in (none in tests that do not need it). */
export function createTokenStore(db: PriyomDatabase, mirror?: IDBFactory) {
  async function read(): Promise<StoredSession> {
    const stored = await readStoredLocal<Partial<StoredSession>>(db, SESSION_DOC_ID);
    return stored ? { ...LOGGED_OUT, ...stored } : LOGGED_OUT;
  }

  async function write(session: StoredSession): Promise<void> {
    const { accessToken, refreshToken } = session;
    if (!(accessToken && refreshToken)) {
      // A logout empties the service worker's copy first, and writes the logged-out session whatever
      // that did: the other way round, a worker stopped between the two (the last tab closed right after
      // the tap), or a copy that could not be written, left every tab logged out and the pair on the
      // device, where the service worker's queue went on sending and renewing it.
      try {
        if (mirror) await writeTokenMirror(mirror, null);
      } finally {
        await db.upsertLocal<StoredSession>(SESSION_DOC_ID, session);
      }
      return;
    }
    await db.upsertLocal<StoredSession>(SESSION_DOC_ID, session);
    if (mirror)
      await writeTokenMirror(mirror, { accessToken, refreshToken, clientId: session.clientId ?? null });
  }

  /**
   * Logged out here with a pair still in the service worker's copy (left by a logout whose second write
   * never happened): the copy is emptied. Call it under the session lock.
   */
  async function forgetStrayMirror(): Promise<void> {
    if (!mirror || hasTokens(await read())) return;
    if (await readTokenMirror(mirror)) await writeTokenMirror(mirror, null);
  }

  /**
   * The stored session, after taking over a pair the service worker renewed from the stored one (its
   * offline queue refreshes when no tab is there to do it). Call it under the session lock.
   */
  async function adoptMirror(): Promise<StoredSession> {
    const stored = await read();
    if (!mirror || !stored.refreshToken) return stored;
    const mirrored = await readTokenMirror(mirror);
    if (!mirrored?.rotatedFrom || mirrored.rotatedFrom !== stored.refreshToken) {
      // A copy behind the stored pair (its write failed, or the worker stopped between the two writes)
      // would have the service worker present a spent refresh token, which ends the login as theft. One
      // that still cannot be written leaves this worker's own pair to serve it.
      if (mirrored?.refreshToken !== stored.refreshToken)
        await writeTokenMirror(mirror, {
          accessToken: stored.accessToken as string,
          refreshToken: stored.refreshToken,
          clientId: stored.clientId ?? null,
        }).catch(() => undefined);
      return stored;
    }
    // The logout token stays the one stored: an earlier pair's of the same session, it ends it as well.
    const adopted = { ...stored, accessToken: mirrored.accessToken, refreshToken: mirrored.refreshToken };
    await write(adopted);
    return adopted;
  }

  /** Names the pair's client (from personal data); a no-op when it is already named. */
  async function nameClient(clientId: number): Promise<void> {
    const stored = await adoptMirror();
    if (hasTokens(stored) && stored.clientId !== clientId) await write({ ...stored, clientId });
  }

  /** A new pair for a new login (or client): a new loginId, no notice; `wipeOwed` for a switch. */
  const signIn = (pair: TokenPair, wipeOwed = false) =>
    write({ ...pair, loginId: newId(), clientId: null, notice: null, ...(wipeOwed ? { wipeOwed } : {}) });

  /** The wipe a switch owed is done. Call it under the session lock. */
  async function wipeDone(): Promise<void> {
    const { wipeOwed, ...stored } = await read();
    if (wipeOwed) await write(stored);
  }

  /** The same login's next pair (a refresh). */
  const rotate = async (pair: TokenPair) => write({ ...(await read()), ...pair });

  const clear = (notice: SessionNotice | null = null) => write({ ...LOGGED_OUT, notice });

  const session$: Observable<StoredSession> = db.getLocal$<StoredSession>(SESSION_DOC_ID).pipe(
    map((doc) =>
      doc && !doc.deleted ? { ...LOGGED_OUT, ...(doc.toMutableJSON().data as StoredSession) } : LOGGED_OUT,
    ),
    distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
  );

  return {
    read,
    write,
    signIn,
    wipeDone,
    rotate,
    clear,
    adoptMirror,
    nameClient,
    forgetStrayMirror,
    session$,
  };
}
