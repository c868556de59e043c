/**
 * The data worker's session: the token pair (./token-store.ts), the API clients that carry it, the
 * single-flight refresh, the personal-data resource and the `session` and `personalData` views.
 *
 * Invariants:
 * - Every change of the pair happens under one Web Lock, SESSION_LOCK, shared by every tab and worker
 *   of the origin (src/data/sync/locks.ts): a refresh, a client switch, a logout and a login never
 *   interleave, so a refresh token is never presented twice (the server would take that for theft and
 *   revoke the whole family).
 * - A 401 to a request that carried token T refreshes only while T is still the stored access token;
 *   anyone who waited for the lock finds a newer pair and just retries: N concurrent 401s in any
 *   number of tabs, and the service worker beside them, make one refresh request (./renewal.ts).
 * - Code that holds SESSION_LOCK never waits for a resource's sync lock (a fetch holding that one may
 *   be waiting for SESSION_LOCK in its 401 path): private data is wiped after the lock is released.
 *   Locks are taken in one order only: a resource's sync lock, then PRIVATE_WRITE_LOCK, then
 *   SESSION_LOCK.
 * - A refresh the server refuses (4xx) ends the session with its first error as the notice; offline
 *   or a 5xx keeps the pair for the next try.
 */
import { BehaviorSubject, type Observable, type Subscription, combineLatest, of } from 'rxjs';
import { distinctUntilChanged, map, switchMap } from 'rxjs/operators';
import {
  GENERIC_UNEXPECTED_ERROR,
  type PersonalData,
  type TokenPair,
  getPersonalData,
  logout as logoutCall,
  refreshTokens,
} from '../../api';
import { type FetchLike, createApiClient } from '../api-client';
import type { PriyomDatabase } from '../database';
import type { LocksLike } from '../sync/locks';
import { type Resource, type ResourceSync, lifetimeMs } from '../sync/ttl';
import type { ViewState } from '../sync/view-kit';
import type { CacheStorageLike } from './private-caches';
import {
  PERSONAL_DATA_DOC_ID,
  PERSONAL_DATA_KEY,
  PRIVATE_WRITE_LOCK,
  privateDataLeft,
  wipePrivateData,
} from './private-data';
import { readStoredLocal, storedLocal$ } from '../sync/stored-local';
import { newId } from '../../domain/new-id';
import { createTokenStore, hasTokens } from './token-store';
import { EMPTY_QUEUE, queueView } from '../offline/pending';
import type { OfflineQueue } from '../offline/offline-queue';
import { type PairHolder, type RenewalDeps, renewPair } from './renewal';
import { SESSION_LOCK } from './token-mirror';
import type { SessionNotice, SessionView } from './types';

export { SESSION_LOCK };

export interface SessionDeps {
  db: PriyomDatabase;
  sync: ResourceSync;
  locks: LocksLike;
  fetch: FetchLike;
  baseUrl: string | (() => string);
  onError: (error: unknown) => void;
  /** Where the service worker's copy of the pair is kept (./token-mirror.ts). */
  indexedDB?: IDBFactory;
  /** Where the client's private files are kept (./private-caches.ts); none in tests that need none. */
  caches?: CacheStorageLike;
  /** The offline queue: shown in the session view, told of a logout it queued (none: no queue). */
  offline?: OfflineQueue;
}

interface StoredPersonalData {
  value: PersonalData;
}

/** How many recent access tokens keep the login they were sent for (`noteLogin` below). */
const TOKENS_NOTED = 8;

const NO_VIEW: ViewState<never> = {
  data: null,
  updatedAt: null,
  stale: false,
  refreshing: false,
  lastError: null,
};

/** The first key of the lists, for a notice; the generic error when the answer named none. */
export function firstError(lists: Record<string, string[]> | undefined, preferred: string): string {
  const first = lists?.[preferred]?.[0] ?? Object.values(lists ?? {}).find((list) => list.length > 0)?.[0];
  return first ?? GENERIC_UNEXPECTED_ERROR;
}

export type Session = ReturnType<typeof createSession>;

export function createSession(deps: SessionDeps) {
  const { db, sync, locks } = deps;
  const store = createTokenStore(db, deps.indexedDB);
  /** Calls that need no bearer header (login, refresh, …): never a refresh of their own. */
  const plain = createApiClient({ fetch: deps.fetch, baseUrl: deps.baseUrl });
  const api = createApiClient({
    fetch: deps.fetch,
    baseUrl: deps.baseUrl,
    getAccessToken: async () => {
      const stored = await store.read();
      if (stored.accessToken) noteLogin(stored.accessToken, stored.loginId);
      return stored.accessToken;
    },
    onUnauthorized: (rejected) => renew(rejected),
  });
  const switching$ = new BehaviorSubject(false);
  /** Work nobody awaits (wipes after a refused refresh, loads after a login): close() waits for it. */
  const background = new Set<Promise<unknown>>();
  let closed = false;
  function inBackground(work: () => Promise<unknown>): void {
    if (closed) return;
    const running = work()
      .catch(deps.onError)
      .finally(() => background.delete(running));
    background.add(running);
  }
  /** The login whose personal data this worker has had from the server (the change-account rule). */
  const fromServer$ = new BehaviorSubject<string | null>(null);

  /** Resolves with whether everything private is gone (a failure is reported, not thrown). */
  const wipeHere = () =>
    wipePrivateData(db, deps.caches).then(
      () => true,
      (error: unknown) => {
        deps.onError(error);
        return false;
      },
    );
  /** Under the private write lock: a private write waiting for it finds the login ended and stores nothing. */
  const wipe = () => locks.request(PRIVATE_WRITE_LOCK, wipeHere);
  /**
   * Wipes, then runs `work` (a new login's or client's pair) before letting private writes in again:
   * an answer the previous login fetched can land neither after the wipe nor under the new login.
   */
  const wipeThen = <T>(work: () => Promise<T>) =>
    locks.request(PRIVATE_WRITE_LOCK, async () => {
      await wipeHere();
      return work();
    });
  /** The wipe a switch's stored pair owes (StoredSession.wipeOwed): one that failed stays owed. */
  const payOwedWipe = async () => {
    if (await wipeHere()) await locks.request(SESSION_LOCK, () => store.wipeDone());
  };
  /**
   * Runs `work` (a switch to another client, which stores its pair with the wipe owed) under the same
   * lock, and wipes only when it `changed` the login: a switch the server never made (no network) keeps
   * the client's data on the device. Private writes wait meanwhile and find the login changed, so none
   * lands between the new pair and the wipe.
   */
  const thenWipe = <T>(work: () => Promise<T>, changed: (result: T) => boolean) =>
    locks.request(PRIVATE_WRITE_LOCK, async () => {
      const result = await work();
      if (changed(result)) await payOwedWipe();
      return result;
    });
  /**
   * A switch cut off between its new pair and its wipe (the worker stopped, or the wipe failed): the
   * wipe runs at this start, before the worker answers any view or loads the next client's data. Looked
   * at again under the lock: another tab's worker may be paying it right now.
   */
  const owedWipe: Promise<void> = (async () => {
    if (!(await store.read()).wipeOwed) return;
    await locks.request(PRIVATE_WRITE_LOCK, async () => {
      if ((await store.read()).wipeOwed) await payOwedWipe();
    });
  })().catch(deps.onError);

  /**
   * Writes private data fetched for `loginId`, under the lock every wipe takes and only while that is
   * still the login: a wipe either waits for the write and removes it, or ran first, and then the login
   * (a logout, a switch to another client) has ended. Resolves with whether it wrote.
   */
  const writePrivate = (loginId: string, write: () => Promise<unknown>) =>
    locks.request(PRIVATE_WRITE_LOCK, async () => {
      if ((await store.read()).loginId !== loginId) return false;
      await write();
      return true;
    });

  /** The refresh through the API client: its answer is checked against the contract. */
  const refresh: RenewalDeps['refresh'] = async (pair) => {
    const result = await plain.call(refreshTokens, {
      payload: { accessToken: pair.accessToken, refreshToken: pair.refreshToken },
    });
    if (result.ok) return { kind: 'pair', pair: result.value };
    if (result.error.kind === 'server' && (result.error.status ?? 500) < 500) {
      return { kind: 'refused', errors: result.error.errors ?? {} };
    }
    return { kind: 'failed' };
  };
  /** The stored pair, after adopting what the service worker renewed meanwhile. */
  const storedPair: PairHolder = {
    async read() {
      const stored = await store.adoptMirror();
      const { accessToken, refreshToken, loginId } = stored;
      return accessToken && refreshToken ? { accessToken, refreshToken, login: loginId } : null;
    },
    write: (pair) => store.rotate(pair),
    async refused(errors) {
      await store.clear(notice(firstError(errors, 'refreshErrors')));
    },
  };

  /**
   * The login each recent access token was sent for: a 401 is renewed only for the login its request
   * was made for. A few are enough: a token is read just before its request goes out.
   */
  const loginOfToken = new Map<string, string | null>();
  function noteLogin(accessToken: string, loginId: string | null): void {
    loginOfToken.delete(accessToken);
    loginOfToken.set(accessToken, loginId);
    if (loginOfToken.size > TOKENS_NOTED) loginOfToken.delete(loginOfToken.keys().next().value as string);
  }

  /** A 401's renewal (./renewal.ts, shared with the service worker): the token to retry with, or null. */
  async function renew(rejected: string): Promise<string | null> {
    const login = loginOfToken.get(rejected) ?? null;
    const renewal = await renewPair({ lock: locks.request, refresh }, storedPair, rejected, login);
    // Not awaited: the caller may hold the sync lock the wipe needs (see the invariants above).
    if (renewal.kind === 'refused') inBackground(wipe);
    return renewal.kind === 'renewed' ? renewal.accessToken : null;
  }

  const notice = (key: string): SessionNotice => ({ id: newId(), errors: [key] });

  /** Stores a new login's pair (after wiping the previous one's data) and loads its personal data. */
  async function signIn(pair: TokenPair): Promise<PersonalData | null> {
    await wipeThen(() => locks.request(SESSION_LOCK, () => store.signIn(pair)));
    return loadPersonalData();
  }

  /**
   * Ends the session here at once (every tab follows the stored document), wipes private data, then
   * revokes the pair it had on the server; a failed revocation still leaves the user logged out (the
   * device is what matters). `reason` is shown to every tab.
   */
  async function signOut(reason: SessionNotice | null = null): Promise<void> {
    const previous = await locks.request(SESSION_LOCK, async () => {
      // The service worker's copy unreadable: the pair stored here is the one to revoke.
      const stored = await store.adoptMirror().catch(() => store.read());
      try {
        await store.clear(reason);
      } catch (error) {
        // The session is stored logged out even so (the store writes it whatever the service worker's
        // copy did), so the wipe and the server's revocation still run; a copy left is emptied at the
        // worker's next start.
        console.error('[priyom] the logout could not empty the service worker’s copy of the pair', error);
      }
      return stored;
    });
    await wipe();
    if (previous.logoutToken) {
      // The key lets the service worker queue it with no network: the session still ends on the server.
      // What waits in its queue is the logout token, which can end the session and never renew it.
      const intentKey = newId();
      const result = await plain.call(logoutCall, {
        payload: { logoutToken: previous.logoutToken },
        headers: { 'Idempotency-Key': intentKey },
      });
      if (!result.ok && result.error.kind === 'queued') {
        // Recorded so the tabs keep asking the service worker to replay until it is delivered.
        await deps.offline?.queued({
          intentKey,
          kind: 'logout',
          owner: null,
          appointmentId: null,
          at: Date.now(),
        });
      }
    } else if (previous.refreshToken) {
      // A pair stored before the server issued logout tokens: the refresh token goes with no key, so
      // no queue ever keeps it; with no network the session is forgotten here and ends on the server
      // when its refresh token runs out.
      await plain.call(logoutCall, { payload: { refreshToken: previous.refreshToken } });
    }
  }

  const personalDataResource: Resource<PersonalData> = {
    key: PERSONAL_DATA_KEY,
    lifetimeMs: lifetimeMs('personal-data'),
    async fetch() {
      const result = await api.call(getPersonalData);
      // personalDataErrors logs the user out and shows the first one; a 401 went through
      // the refresh already, which ends the session by itself when it must.
      const errors = result.ok ? undefined : result.error.errors?.personalDataErrors;
      if (!result.ok && result.error.status !== 401 && errors && errors.length > 0) {
        inBackground(() => signOut(notice(errors[0] ?? GENERIC_UNEXPECTED_ERROR)));
      }
      return result;
    },
    async store(value) {
      await db.upsertLocal<StoredPersonalData>(PERSONAL_DATA_DOC_ID, { value });
      await locks.request(SESSION_LOCK, () => store.nameClient(value.personalInformation.id));
    },
  };

  /** Fetches personal data now; once it came from the server, the other clients may be offered. */
  async function refreshPersonalData() {
    const { loginId } = await store.read();
    const outcome = await sync.refresh(personalDataResource);
    if (outcome.ok && loginId) fromServer$.next(loginId);
    return outcome;
  }

  /**
   * The client the pair acts for; when personal data has not named it yet, it is asked for first (null:
   * still unknown, e.g. no network since the login). The offline queue needs it to keep an action its own.
   */
  async function currentClient(): Promise<number | null> {
    const known = (await store.read()).clientId ?? null;
    if (known !== null) return known;
    await refreshPersonalData();
    return (await store.read()).clientId ?? null;
  }

  async function loadPersonalData(): Promise<PersonalData | null> {
    await refreshPersonalData();
    return (await readStoredLocal<StoredPersonalData>(db, PERSONAL_DATA_DOC_ID))?.value ?? null;
  }

  const storedPersonalData$: Observable<PersonalData | null> = storedLocal$<StoredPersonalData>(
    db,
    PERSONAL_DATA_DOC_ID,
  ).pipe(map((stored) => stored?.value ?? null));

  const loggedIn$ = store.session$.pipe(map(hasTokens), distinctUntilChanged());

  /** Personal data while logged in (cache first, then the server's); empty and idle when not. */
  const personalData$: Observable<ViewState<PersonalData>> = loggedIn$.pipe(
    switchMap((loggedIn) =>
      loggedIn
        ? combineLatest([storedPersonalData$, sync.status$(personalDataResource)]).pipe(
            map(([data, status]) => ({ data, ...status })),
          )
        : of(NO_VIEW as ViewState<PersonalData>),
    ),
  );

  const session$: Observable<ViewState<SessionView>> = combineLatest([
    store.session$,
    personalData$,
    switching$,
    fromServer$,
    deps.offline?.stored$ ?? of(EMPTY_QUEUE),
  ]).pipe(
    map(([stored, personal, switching, fromServer, queue]) => {
      const data = personal.data;
      const loggedIn = hasTokens(stored);
      const view: SessionView = {
        loggedIn,
        currentClient: loggedIn && data ? clientName(data.personalInformation) : null,
        otherClients:
          loggedIn && data && fromServer !== null && fromServer === stored.loginId
            ? data.otherAvailableClients.map(clientName)
            : [],
        switching,
        notice: stored.notice,
        // The stored list names the profiles even before the server answered (a reload with no
        // network), where the menu waits for the server's: it only names who a cancel waits for.
        offlineQueue: queueView(queue, stored.clientId ?? null, loggedIn, data?.otherAvailableClients),
      };
      return { ...personal, data: view };
    }),
    distinctUntilChanged((a, b) => JSON.stringify(a) === JSON.stringify(b)),
  );

  // Every new login (and every worker start while logged in) loads personal data from the server:
  // the cache is shown first, the server's answer replaces it.
  let started = false;
  const loginWatch: Subscription = store.session$
    .pipe(
      map((stored) => (hasTokens(stored) ? stored.loginId : null)),
      distinctUntilChanged(),
    )
    .subscribe((loginId) => {
      const atStart = !started;
      started = true;
      // At a start, the service worker's copy of the pair is brought up to the stored one first.
      if (loginId && atStart) inBackground(() => locks.request(SESSION_LOCK, store.adoptMirror));
      if (loginId) inBackground(() => owedWipe.then(loadPersonalData));
      // Logged out at this start with private data still stored: a logout whose wipe never ran (the
      // app closed right after the tokens went) or failed left it, and it goes now rather than at the
      // next login. Looked for once: a logout in this worker wipes by itself.
      else if (atStart) {
        // Each on its own: a copy that cannot be read must not keep the wipe from running.
        inBackground(() => locks.request(SESSION_LOCK, () => store.forgetStrayMirror()));
        inBackground(async () => {
          if (await privateDataLeft(db, deps.caches)) await wipe();
        });
      }
    });

  /** Stops background work and waits for what runs, so the database can close under it. */
  async function close(): Promise<void> {
    closed = true;
    loginWatch.unsubscribe();
    await Promise.allSettled([...background]);
    switching$.complete();
    fromServer$.complete();
  }

  return {
    store,
    api,
    plain,
    switching$,
    inBackground,
    wipe,
    wipeThen,
    thenWipe,
    owedWipe,
    writePrivate,
    signIn,
    signOut,
    loadPersonalData,
    session$,
    personalData$,
    refreshPersonalData,
    currentClient,
    close,
  };
}

const clientName = (client: { id: number; fullName: string }) => ({
  id: client.id,
  fullName: client.fullName,
});
