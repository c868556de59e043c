/**
 * Storage faults: the database's disk is full, its files or directory cannot be written, or another
 * writer held the lock for longer than a request waits for it. None is a bug of the request, and none is
 * fixed by the request: the API answers 503 with Retry-After (a retried request is safe: the failed
 * statement's transaction was rolled back, nothing half-written stays) and the log says what to do.
 * Named by the codes both drivers give: better-sqlite3's SqliteError codes and PostgreSQL's SQLSTATEs.
 */
export type StorageFault = 'full' | 'read-only' | 'busy';

const SQLITE_FULL = /^SQLITE_FULL$/;
const SQLITE_READ_ONLY = /^SQLITE_(READONLY|CANTOPEN|IOERR)/;
/** PostgreSQL: disk_full; read_only_sql_transaction (a standby, or default_transaction_read_only). */
const PG_FULL = new Set(['53100']);
const PG_READ_ONLY = new Set(['25006']);
/** SQLite: another connection holds the lock (SQLITE_BUSY, _SNAPSHOT, _TIMEOUT, SQLITE_LOCKED, …). */
const SQLITE_BUSY = /^SQLITE_(BUSY|LOCKED)(_|$)/;
/** PostgreSQL: lock_not_available (a lock_timeout or NOWAIT ran out). */
const PG_BUSY = new Set(['55P03']);

export function storageFault(error: unknown): StorageFault | null {
  if (typeof error !== 'object' || error === null) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string') return null;
  if (SQLITE_FULL.test(code) || PG_FULL.has(code)) return 'full';
  if (SQLITE_READ_ONLY.test(code) || PG_READ_ONLY.has(code)) return 'read-only';
  if (SQLITE_BUSY.test(code) || PG_BUSY.has(code)) return 'busy';
  return null;
}

/** Another writer holds the lock: asking again later, once it let go, may succeed. */
export const isLockBusy = (error: unknown): boolean => storageFault(error) === 'busy';

export const STORAGE_FAULT_ADVICE: Record<StorageFault, string> = {
  full: 'the database disk is full: writes fail (503) until space is freed; nothing half-written is kept',
  'read-only':
    'the database cannot be written (read-only disk or directory, or lost files): writes fail (503) until it can',
  busy: 'another writer (an import, a second server on the same file) held the database lock longer than a request waits: answered 503, the client tries again',
};

/** Seconds a client waits before asking again: a disk is an operator's matter, a lock is let go soon. */
export const STORAGE_FAULT_RETRY_AFTER_S: Record<StorageFault, number> = {
  full: 60,
  'read-only': 60,
  busy: 5,
};

/** A row referred to a row that is gone (SQLite's and PostgreSQL's foreign-key violation). */
export function isForeignKeyViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_FOREIGNKEY' || code === '23503';
}

/** A unique index refused the row (SQLite's and PostgreSQL's unique violation). */
export function isUniqueViolation(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const code = (error as { code?: unknown }).code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
