/**
 * Opens the database: the embedded SQLite file under DATA_DIR when no DATABASE_URL is given,
 * PostgreSQL through a pg Pool when one is. Both give the same typed Kysely instance.
 */
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect } from 'kysely';
import type pg from 'pg';
import type { Database, DialectName } from './schema';
import { LOCK_WAIT, lockWaitingSqliteDialect } from './sqlite-dialect';

export const SQLITE_FILE_NAME = 'priyom.sqlite';

export interface DatabaseHandle {
  db: Kysely<Database>;
  dialect: DialectName;
  /** For logs: the SQLite file path, or the PostgreSQL host and database (never the password). */
  description: string;
}

export interface OpenDatabaseOptions {
  databaseUrl: string | null;
  dataDir: string;
  /** Called when an idle PostgreSQL connection fails (the pool replaces it). */
  onPoolError?: (error: Error) => void;
  poolSize?: number;
}

export function openDatabase(options: OpenDatabaseOptions): DatabaseHandle {
  return options.databaseUrl ? openPostgres(options.databaseUrl, options) : openSqlite(options.dataDir);
}

/** Thrown when the embedded database cannot be opened for writing: the message says where and why. */
export class DataDirError extends Error {
  constructor(dataDir: string, cause: unknown) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      `DATA_DIR ${dataDir} cannot hold the embedded database (${reason}): it must be a writable directory ` +
        'with free space (or set DATABASE_URL for PostgreSQL)',
    );
    this.name = 'DataDirError';
  }
}

function openSqlite(dataDir: string): DatabaseHandle {
  const file = join(dataDir, SQLITE_FILE_NAME);
  let database: SQLite.Database;
  try {
    mkdirSync(dataDir, { recursive: true });
    // SQLite opens a file it cannot write read-only without a word; the first write would fail instead.
    accessSync(dataDir, constants.W_OK);
    if (existsSync(file)) accessSync(file, constants.W_OK);
    database = new SQLite(file);
    // WAL lets readers run while one writer writes; a second process's writer is waited for by the
    // dialect, on a timer, so this process goes on serving meanwhile.
    database.pragma('journal_mode = WAL');
    database.pragma('synchronous = NORMAL');
    database.pragma('foreign_keys = ON');
  } catch (error) {
    throw new DataDirError(dataDir, error);
  }
  return {
    db: new Kysely<Database>({ dialect: lockWaitingSqliteDialect(database) }),
    dialect: 'sqlite',
    description: file,
  };
}

/**
 * The PostgreSQL driver, loaded only when a database URL asks for it: reading its modules was part of
 * every start on the embedded database, which never uses it (every browser test starts a server of its
 * own; BENCHMARKS.md has the figure).
 */
function postgresDriver(): typeof pg {
  return createRequire(import.meta.url)('pg') as typeof pg;
}

function openPostgres(url: string, options: OpenDatabaseOptions): DatabaseHandle {
  const pool = new (postgresDriver().Pool)({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A statement waits for a lock another writer holds (an import's long transaction, a second
    // instance) as long as SQLite's does, then fails as busy (lock_not_available), which the API
    // answers 503 with Retry-After. Without it a request waited for as long as the other transaction
    // ran, holding one of the pool's few connections, and a migration's ALTER queued every later query
    // of its table behind it while it waited.
    options: `-c lock_timeout=${LOCK_WAIT.giveUpAfterMs}`,
  });
  // Without a listener an idle client's error (server restart, network) would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error));
  return {
    db: new Kysely<Database>({ dialect: new PostgresDialect({ pool }) }),
    dialect: 'postgres',
    description: describeUrl(url),
  };
}

function describeUrl(url: string): string {
  try {
    const parsed = new URL(url);
    return `postgresql://${parsed.host}${parsed.pathname}`;
  } catch {
    return 'postgresql';
  }
}
