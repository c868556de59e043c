/**
 * Opens the database: the embedded SQLite file under DATA_DIR when no DATABASE_URL is given,
 * PostgreSQL through a pg Pool when one is. Both give the same typed Kysely instance.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database, DialectName } from './schema';

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

function openSqlite(dataDir: string): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  const file = join(dataDir, SQLITE_FILE_NAME);
  const database = new SQLite(file);
  // WAL lets readers run while one writer writes; busy_timeout makes a second process wait, not fail.
  database.pragma('journal_mode = WAL');
  database.pragma('synchronous = NORMAL');
  database.pragma('foreign_keys = ON');
  database.pragma('busy_timeout = 5000');
  return {
    db: new Kysely<Database>({ dialect: new SqliteDialect({ database }) }),
    dialect: 'sqlite',
    description: file,
  };
}

function openPostgres(url: string, options: OpenDatabaseOptions): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: options.poolSize ?? 10 });
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
