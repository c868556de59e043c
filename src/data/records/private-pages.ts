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
    async store(rows) {
      if ((await deps.loginId()) !== fetchedFor) return false;
      await rememberPrivateKey(deps.db, key);
      await deps.db.upsertLocal<StoredPrivatePage<T>>(key, { rows });
      return true;
    },
  };
}

export function privatePage$<T>(db: PriyomDatabase, key: string): Observable<T[] | null> {
  return storedLocal$<StoredPrivatePage<T>>(db, key).pipe(map((page) => page?.rows ?? null));
}

/**
 * Rewrites every stored page of a list (by key prefix) through `change`; unchanged pages are left.
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
      const next = change(page.rows);
      if (next) await db.upsertLocal<StoredPrivatePage<T>>(key, { rows: next });
    }
  });
}
