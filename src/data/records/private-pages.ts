/**
 * Pages of a logged-in client's list (appointments, service results): one resource per page, stored as
 * a private local document named by the page's key (a collection per list would eat into RxDB's 13 per
 * realm, which the tests' twin workers double). The key is remembered (../account/private-data.ts) so a logout,
 * a new login or a switch wipes the page with its bookkeeping. A page fetched while the login changed
 * belongs to nobody: it is not stored.
 */
import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import type { ApiFailure, ApiResult } from '../api-client';
import { failed } from '../result';
import type { PriyomDatabase } from '../database';
import type { Resource } from '../sync/ttl';
import { PRIVATE_WRITE_LOCK, privateKeys, rememberPrivateKey } from '../account/private-data';
import { readStoredLocal, storedLocal$ } from '../sync/stored-local';
import type { LocksLike } from '../sync/locks';

export interface StoredPrivatePage<T> {
  rows: T[];
  /** A list's page after the first: the row listed just before its rows (./page-seams.ts). */
  before?: T;
}

export interface PrivatePageShape<T> {
  /** The answer as the page to store (default: the rows alone). */
  page?(answer: T[]): StoredPrivatePage<T>;
  /** Told after the page was stored (not after a refused answer). */
  stored?(page: StoredPrivatePage<T>): void;
}

export interface PrivatePageDeps {
  db: PriyomDatabase;
  /** Who is logged in now (a new id per login or client switch). */
  loginId: () => Promise<string | null>;
}

export function privatePageResource<T>(
  deps: PrivatePageDeps,
  key: string,
  lifetimeMs: number,
  fetchRows: () => Promise<ApiResult<T[]>>,
  shape: PrivatePageShape<T> = {},
): Resource<T[]> {
  let fetchedFor: string | null = null;
  return {
    key,
    lifetimeMs,
    async fetch() {
      const before = await deps.loginId();
      if (before === null) return failed<ApiFailure>({ kind: 'server', status: 401 });
      const result = await fetchRows();
      fetchedFor = before;
      // A logout or a switch while the request was out: its answer belongs to nobody now.
      if ((await deps.loginId()) !== before) return failed<ApiFailure>({ kind: 'server', status: 401 });
      return result;
    },
    // Checked and written under the lock the logout's wipe takes: a wipe either waits for this write
    // and removes it, or ran first and ended the login, so the check refuses.
    writeLock: PRIVATE_WRITE_LOCK,
    async store(answer) {
      if ((await deps.loginId()) !== fetchedFor) return false;
      await rememberPrivateKey(deps.db, key);
      const page = shape.page?.(answer) ?? { rows: answer };
      await deps.db.upsertLocal<StoredPrivatePage<T>>(key, page);
      shape.stored?.(page);
      return true;
    },
  };
}

export function privatePage$<T>(db: PriyomDatabase, key: string): Observable<T[] | null> {
  return storedLocal$<StoredPrivatePage<T>>(db, key).pipe(map((page) => page?.rows ?? null));
}

/**
 * Rewrites every stored page of a list (by key prefix) through `change`; unchanged pages are left. A
 * page's `before` row goes through it too: a row removed or changed here must not come back from there.
 * Under the private write lock: a page read before a wipe and written after it would come back.
 */
export function editPrivatePages<T>(
  db: PriyomDatabase,
  locks: LocksLike,
  prefix: string,
  change: (rows: T[]) => T[] | null,
): Promise<void> {
  return locks.request(PRIVATE_WRITE_LOCK, async () => {
    for (const key of await privateKeys(db)) {
      if (!key.startsWith(prefix)) continue;
      const page = await readStoredLocal<StoredPrivatePage<T>>(db, key);
      if (!page) continue;
      const rows = change(page.rows);
      const before = page.before && change([page.before]);
      if (!rows && !before) continue;
      const kept = before ? before[0] : page.before;
      await db.upsertLocal<StoredPrivatePage<T>>(key, {
        rows: rows ?? page.rows,
        ...(kept && { before: kept }),
      });
    }
  });
}
