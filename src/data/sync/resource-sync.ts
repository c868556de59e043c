/**
 * TTL sync of cached resources. Per resource key the worker keeps, in a local document
 * `sync:<key>`, when the data last came from the server and why the last refresh failed.
 *
 * Invariants:
 * - Cache first: `status$` emits what is stored at once; fetching never blocks an emission.
 * - Single flight: at most one check-or-fetch per key runs in this worker (an in-memory map) and across
 *   workers of the origin (a named lock; the holder re-reads the bookkeeping from storage, so a second
 *   tab that waited for the lock finds the data fresh and does not fetch again).
 * - A failed fetch never touches stored data: it records `lastError` and keeps `updatedAt`.
 * - Success writes the data (the resource's `store`: upsert in one bulk, drop what the server no
 *   longer returns) before `updatedAt`, so fresh bookkeeping never points at old rows.
 * - A watched resource that is missing or stale and whose last fetch failed is tried again: after a
 *   backoff (2 s doubling to 5 min) or at once when the network comes back (`online$`).
 * - Revalidation: the bookkeeping keeps the ETag of the answer the stored data came from (only ever
 *   written with that data, so it never names other data). A stale resource is asked for with it, and
 *   a `notModified` answer makes the stored data fresh again without writing it.
 */
import {
  type Observable,
  BehaviorSubject,
  NEVER,
  combineLatest,
  concat,
  defer,
  merge,
  of,
  timer,
} from 'rxjs';
import { distinctUntilChanged, ignoreElements, map, switchMap, take, tap } from 'rxjs/operators';
import { readStoredLocal } from './stored-local';
import { type ApiFailureKind, type ApiResult, isNotModified, type NotModified } from '../api-client';
import { failed, ok, type Result } from '../result';
import type { PriyomDatabase } from '../database';
import type { LocksLike } from './locks';

/** Why a refresh failed: the API client's failure kinds. */
export type RefreshFailure = ApiFailureKind;

export interface Resource<T> {
  /** e.g. `clinics`, `services:3:7:` — also names the lock and the bookkeeping document. */
  key: string;
  lifetimeMs: number;
  /**
   * `held.etag`: the ETag of the stored data, when there is data and its answer had one. A resource
   * that sends it as If-None-Match may answer `notModified`; one that returns the answer's `etag` with
   * its data has it kept for the next time.
   */
  fetch(held: { etag: string | null }): Promise<ApiResult<T> | NotModified>;
  /** Writes the data; `false` when it was refused (a private answer whose login has ended). */
  store(data: T): Promise<void | boolean>;
  /**
   * Adds a part of the whole (another clinic's doctors, brought by another page) to a stored part,
   * keeping the rows already there. Without it, a part finding another part stored is not taken.
   */
  storePart?(data: T): Promise<void>;
  /**
   * A lock the data's writes share with whatever removes them (the logout's wipe of private data):
   * the data and its bookkeeping land together, before the removal or not at all, never half-way
   * through it. Taken inside the resource's own lock.
   */
  writeLock?: string;
}

export interface SyncStatus {
  updatedAt: number | null;
  stale: boolean;
  refreshing: boolean;
  lastError: RefreshFailure | null;
  /**
   * Which parts pages brought (one clinic's doctors, named as the view of them names its part) are all
   * that is stored, until the whole comes: a view of another part has nothing yet, rather than the few
   * of its rows another part happened to hold.
   */
  parts?: readonly string[];
}

/** `fetched: false` when the stored data was fresh (or another tab just refreshed it). */
/**
 * `refused`: the answer belonged to a login that has ended, so nothing was stored; the resource is
 * fetched again for whoever is logged in now.
 */
export type SyncOutcome = Result<{ fetched: boolean; refused?: true }, RefreshFailure>;

interface StoredStatus {
  updatedAt: number | null;
  lastError: RefreshFailure | null;
  lastErrorAt: number | null;
  /** The ETag of the answer the stored data came from; null when it had none or came with a page. */
  etag: string | null;
  /**
   * The stored data is a part of the answer a page brought (one clinic's doctors): shown until the
   * whole answer comes, which is fetched at once, whatever its age.
   */
  partial?: boolean;
  /** The parts stored, as `adopt` was told them (absent where an earlier version stored a part). */
  parts?: string[];
}
const NEVER_SYNCED: StoredStatus = { updatedAt: null, lastError: null, lastErrorAt: null, etag: null };

/** setTimeout's longest delay; a longer lifetime is re-checked when this one fires. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** Wait before the n-th retry of a failing resource (n ≥ 1): 2 s, 4 s, 8 s … at most 5 min. */
export function retryDelayMs(failures: number): number {
  return Math.min(300_000, 2000 * 2 ** Math.max(0, failures - 1));
}

export interface ResourceSyncDeps {
  db: PriyomDatabase;
  now: () => number;
  locks: LocksLike;
  /**
   * Errors recorded before this moment (the worker's start) are not shown: after a restart an old
   * "offline" would otherwise linger next to fresh data until the next fetch. Default: show all.
   */
  errorsSince?: number;
  /** Bugs found in background work (nobody awaits it); defaults to console.error. */
  onError?: (error: unknown) => void;
  /** Emits when the device comes back online (the worker's `online` event); failing resources retry. */
  online$?: Observable<unknown>;
}

export type ResourceSync = ReturnType<typeof createResourceSync>;

/** The lock a resource's fetch and store run under, shared by every tab and worker of the origin. */
export const syncLock = (key: string) => `priyom-sync:${key}`;

/** Local document ids are limited to 128 characters; long keys keep a readable head plus a hash. */
export function syncDocId(key: string): string {
  if (key.length <= 100) return `sync:${key}`;
  let hash = 5381;
  for (let i = 0; i < key.length; i++) hash = ((hash * 33) ^ key.charCodeAt(i)) >>> 0;
  return `sync:${key.slice(0, 80)}#${hash.toString(36)}`;
}

export function createResourceSync(deps: ResourceSyncDeps) {
  const { db, now, locks } = deps;
  const errorsSince = deps.errorsSince ?? Number.NEGATIVE_INFINITY;
  const onError = deps.onError ?? ((error: unknown) => console.error('[priyom-data] sync', error));
  const inflight = new Map<string, Promise<SyncOutcome>>();
  const refreshing = new Map<string, BehaviorSubject<boolean>>();
  /** Consecutive failed fetches per key in this worker, for the retry backoff. */
  const failures = new Map<string, number>();
  const online$ = deps.online$ ?? NEVER;
  let closed = false;

  const refreshing$ = (key: string) => {
    let subject = refreshing.get(key);
    if (!subject) {
      subject = new BehaviorSubject(false);
      refreshing.set(key, subject);
    }
    return subject;
  };

  /** Within its lifetime: a part a page brought is as young as the page, but not the whole answer. */
  const isYoung = (stored: StoredStatus, lifetime: number) =>
    stored.updatedAt !== null && now() - stored.updatedAt < lifetime;
  /** Needs no fetch. */
  const isFresh = (stored: StoredStatus, lifetime: number) => isYoung(stored, lifetime) && !stored.partial;

  /** Straight from storage, not RxDB's document cache: another worker may have written it just now. */
  async function readStored(key: string): Promise<StoredStatus> {
    const stored = await readStoredLocal<Partial<StoredStatus>>(db, syncDocId(key));
    return stored ? { ...NEVER_SYNCED, ...stored } : NEVER_SYNCED;
  }

  async function writeStored(key: string, status: StoredStatus): Promise<void> {
    await db.upsertLocal<StoredStatus>(syncDocId(key), status);
  }

  async function attempt<T>(
    resource: Resource<T>,
    force: boolean,
    requestedAt: number,
  ): Promise<SyncOutcome> {
    if (closed) return ok({ fetched: false });
    const stored = await readStored(resource.key);
    if (!force && isFresh(stored, resource.lifetimeMs)) return ok({ fetched: false });
    // A forced refresh that waited for the lock while another tab refreshed needs no second request.
    if (force && stored.updatedAt !== null && stored.updatedAt > requestedAt) return ok({ fetched: false });

    const busy = refreshing$(resource.key);
    busy.next(true);
    try {
      const etag = stored.updatedAt !== null ? stored.etag : null;
      // A request that throws (one that would break the API's contract: a bug, logged) is a failure the
      // view shows with its retry, not a fetch that never ends: the screen would stay on its skeleton.
      const result = await resource.fetch({ etag }).catch((error: unknown) => {
        onError(error);
        return { ok: false as const, error: { kind: 'contract' as const } };
      });
      if (closed) return result.ok ? ok({ fetched: true }) : failed(result.error.kind);
      if (isNotModified(result)) {
        failures.delete(resource.key);
        if (etag !== null && (await confirm(resource, etag))) return ok({ fetched: true });
        return ok({ fetched: true, refused: true as const });
      }
      if (result.ok) {
        failures.delete(resource.key);
        if (await commit(resource, result.value, now, result.etag ?? null)) return ok({ fetched: true });
        return ok({ fetched: true, refused: true as const });
      }
      failures.set(resource.key, (failures.get(resource.key) ?? 0) + 1);
      await noteFailure(resource, stored, result.error.kind);
      return failed(result.error.kind);
    } finally {
      busy.next(false);
    }
  }

  /**
   * Stores the data with its bookkeeping, under the resource's write lock when it has one. A refused
   * store writes no bookkeeping: "fresh" with nothing stored would hide the data until it went stale.
   */
  function commit<T>(
    resource: Resource<T>,
    data: T,
    at: () => number,
    etag: string | null,
    parts: string[] | null = null,
  ): Promise<boolean> {
    return underWriteLock(resource, async () => {
      if ((await resource.store(data)) === false) return false;
      const status: StoredStatus = { updatedAt: at(), lastError: null, lastErrorAt: null, etag };
      await writeStored(resource.key, parts ? { ...status, partial: true, parts } : status);
      return true;
    });
  }

  /**
   * The server still has the stored data: it is fresh again from now, unwritten. Only if the
   * bookkeeping still names the data asked about; a wipe meanwhile (a logout) leaves nothing to renew,
   * and the resource is then fetched in full (`refused`).
   */
  function confirm<T>(resource: Resource<T>, etag: string): Promise<boolean> {
    return underWriteLock(resource, async () => {
      const stored = await readStored(resource.key);
      if (stored.updatedAt === null || stored.etag !== etag) return false;
      await writeStored(resource.key, { updatedAt: now(), lastError: null, lastErrorAt: null, etag });
      return true;
    });
  }

  /**
   * Records a failed fetch on the bookkeeping read before it, under the resource's write lock and only
   * while that bookkeeping is still what is stored: a wipe meanwhile (a logout, a switch to another
   * client) removed it, and writing the old copy back would bring the previous login's age back with
   * it, so the next client's list would count as fresh with nothing stored and never be fetched.
   */
  function noteFailure(
    resource: Resource<unknown>,
    before: StoredStatus,
    kind: RefreshFailure,
  ): Promise<void> {
    return underWriteLock(resource, async () => {
      const stored = await readStored(resource.key);
      if (stored.updatedAt !== before.updatedAt || stored.etag !== before.etag) return;
      await writeStored(resource.key, { ...stored, lastError: kind, lastErrorAt: now() });
    });
  }

  /** Runs `write` under the resource's write lock when it has one. */
  function underWriteLock<R>(resource: Resource<unknown>, write: () => Promise<R>): Promise<R> {
    return resource.writeLock ? locks.request(resource.writeLock, write) : write();
  }

  function run<T>(resource: Resource<T>, force: boolean): Promise<SyncOutcome> {
    const existing = inflight.get(resource.key);
    if (existing) {
      if (!force) return existing;
      // Join a running fetch; after a mere freshness check, fetch anyway.
      return existing.then((outcome) =>
        outcome.ok && !outcome.value.fetched ? run(resource, true) : outcome,
      );
    }
    const requestedAt = now();
    const promise = locks
      .request(syncLock(resource.key), () => attempt(resource, force, requestedAt))
      .finally(() => {
        if (inflight.get(resource.key) === promise) inflight.delete(resource.key);
      })
      .then((outcome) => {
        if (outcome.ok && outcome.value.refused) kick(resource);
        return outcome;
      });
    inflight.set(resource.key, promise);
    return promise;
  }

  /**
   * Stores data the page brought with it (read by the server at `at`) unless what is stored is as new
   * or newer; its age then counts from `at` (or now, should the server's clock be ahead). Resolves
   * with whether it was taken. Runs under the resource's lock, so it never interleaves with a fetch.
   * A `part` (a part of the whole, named: one clinic's doctors) is taken only where nothing is stored,
   * since storing it replaces the rows the whole answer brought; the whole is then fetched at once. Where
   * only parts are stored (the whole has not come yet: offline, or still on its way), it is added to them,
   * so another clinic's page, opened meanwhile, keeps the rows it brought.
   */
  function adopt<T>(
    resource: Resource<T>,
    data: T,
    at: number,
    part: string | null = null,
  ): Promise<boolean> {
    return locks.request(syncLock(resource.key), async () => {
      if (closed) return false;
      const stored = await readStored(resource.key);
      const readAt = Math.min(at, now());
      const { updatedAt, parts } = stored;
      if (updatedAt !== null && part !== null && parts && resource.storePart) {
        if (parts.includes(part)) return false;
        const storePart = resource.storePart;
        const added = { ...resource, store: async (rows: T) => storePart(rows) };
        // Their age is the oldest part's.
        return commit(added, data, () => Math.min(updatedAt, readAt), null, [...parts, part]);
      }
      if (updatedAt !== null && (part !== null || updatedAt >= readAt)) return false;
      // The page's data came with no ETag: the next check fetches in full.
      return commit(resource, data, () => readAt, null, part === null ? null : [part]);
    });
  }

  /** Fetches when the resource is missing or stale; otherwise resolves at once with `fetched: false`. */
  const ensureFresh = <T>(resource: Resource<T>) => run(resource, false);
  /** Fetches regardless of age (joins a fetch already running for the key). */
  const refresh = <T>(resource: Resource<T>) => run(resource, true);

  const kick = <T>(resource: Resource<T>) => {
    if (!closed) ensureFresh(resource).catch(onError);
  };

  /**
   * The resource's sync status, live. Subscribing starts a freshness check; while subscribed, the
   * status turns stale when the lifetime runs out, which starts another check.
   */
  function status$<T>(resource: Resource<T>): Observable<SyncStatus> {
    return defer(() => {
      kick(resource);
      // From RxDB's cache, which the change event itself fills: the status moves in the same turn as
      // the data it describes (a decision to fetch reads storage, in readStored).
      const stored$ = db
        .getLocal$<StoredStatus>(syncDocId(resource.key))
        .pipe(
          map((doc) =>
            doc && !doc.deleted
              ? { ...NEVER_SYNCED, ...(doc.toMutableJSON().data as StoredStatus) }
              : NEVER_SYNCED,
          ),
        );
      return combineLatest([stored$, refreshing$(resource.key)]).pipe(
        switchMap(([stored, busy]) => {
          const status = (): SyncStatus => ({
            updatedAt: stored.updatedAt,
            stale: stored.updatedAt !== null && !isYoung(stored, resource.lifetimeMs),
            refreshing: busy,
            lastError:
              stored.lastErrorAt !== null && stored.lastErrorAt >= errorsSince ? stored.lastError : null,
            ...(stored.partial && stored.parts ? { parts: stored.parts } : {}),
          });
          const first = status();
          const due = !isFresh(stored, resource.lifetimeMs);
          if (first.lastError !== null && !busy && due) {
            const retry$ = merge(timer(retryDelayMs(failures.get(resource.key) ?? 1)), online$).pipe(
              take(1),
              tap(() => kick(resource)),
              ignoreElements(),
            );
            return concat(of(first), retry$);
          }
          if (due || stored.updatedAt === null) return of(first);
          const expiresIn = stored.updatedAt + resource.lifetimeMs - now();
          return concat(
            of(first),
            timer(Math.max(0, Math.min(expiresIn, MAX_TIMER_MS))).pipe(
              map(status),
              tap((later) => later.stale && kick(resource)),
            ),
          );
        }),
        distinctUntilChanged(
          (a, b) =>
            a.updatedAt === b.updatedAt &&
            a.stale === b.stale &&
            a.refreshing === b.refreshing &&
            a.lastError === b.lastError,
        ),
      );
    });
  }

  /** Stops new work and waits for running fetches, so the database can close under them. */
  async function close(): Promise<void> {
    closed = true;
    await Promise.allSettled([...inflight.values()]);
    for (const subject of refreshing.values()) subject.complete();
  }

  return { status$, ensureFresh, refresh, adopt, close };
}
