/**
 * The embedded database's Kysely dialect: Kysely's own, with a driver that waits for another process's
 * write lock without stopping this one. better-sqlite3 runs every statement synchronously, so SQLite's
 * own wait (busy_timeout) holds the whole event loop, every request included, for as long as it lasts.
 * Here SQLite waits only briefly; a longer wait happens on a timer, with the connection free meanwhile
 * for the statements of other requests, until the give-up window ends and the busy error goes up (the
 * API answers 503, storage-faults.ts).
 *
 * - A write transaction begins with BEGIN IMMEDIATE, taking the write lock before its first read. A
 *   deferred one that reads first cannot wait at its first write: SQLite refuses the upgrade at once,
 *   since its snapshot may be stale by the time the lock is free, and the whole transaction failed.
 * - A transaction Kysely is told is read only stays deferred: it never needs the write lock.
 * - A statement refused as busy while no transaction is open (BEGIN IMMEDIATE itself, or a write on its
 *   own) changed nothing, so it is safe to run again.
 * - The pending migrations run in one transaction, as on PostgreSQL. SQLite's schema changes are
 *   transactional, but Kysely's adapter says they are not, so each statement of a migration was kept as
 *   it ran: one that failed midway (or a start killed midway) left part of itself applied, and every later
 *   start failed on what that part had made ("table … already exists"). In one transaction a failed
 *   migration leaves nothing, and the migrations' BEGIN IMMEDIATE also makes a second process that starts
 *   at the same moment wait for the first one's migrations instead of running the same ones beside them.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  type DatabaseConnection,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  SqliteDialect,
  SqliteDriver,
  type TransactionSettings,
} from 'kysely';
import { isLockBusy } from './storage-faults';

export interface LockWait {
  /** How long SQLite itself may block the process waiting for a lock. */
  busyTimeoutMs: number;
  /** How often a statement refused as busy is tried again. */
  retryEveryMs: number;
  /** How long after its first try a statement stops asking and fails as busy. */
  giveUpAfterMs: number;
}

export const LOCK_WAIT: LockWait = { busyTimeoutMs: 10, retryEveryMs: 25, giveUpAfterMs: 2000 };

/** Kysely's SQLite dialect over `database`, waiting for the write lock as above; sets its busy_timeout. */
export function lockWaitingSqliteDialect(
  database: SQLite.Database,
  wait: LockWait = LOCK_WAIT,
): SqliteDialect {
  database.pragma(`busy_timeout = ${wait.busyTimeoutMs}`);
  return new LockWaitingDialect(database, wait);
}

class LockWaitingDialect extends SqliteDialect {
  readonly #database: SQLite.Database;
  readonly #wait: LockWait;

  constructor(database: SQLite.Database, wait: LockWait) {
    super({ database });
    this.#database = database;
    this.#wait = wait;
  }

  override createDriver() {
    return new LockWaitingDriver(this.#database, this.#wait);
  }

  override createAdapter() {
    return new TransactionalDdlAdapter();
  }
}

/** SQLite's adapter, saying what SQLite does: schema changes roll back with their transaction. */
class TransactionalDdlAdapter extends SqliteAdapter {
  override get supportsTransactionalDdl(): boolean {
    return true;
  }
}

/** The one connection's turns, first come first served. */
class Turns {
  #held = false;
  readonly #waiting: (() => void)[] = [];

  async take(): Promise<void> {
    if (!this.#held) {
      this.#held = true;
      return;
    }
    await new Promise<void>((resolve) => this.#waiting.push(resolve));
  }

  give(): void {
    const next = this.#waiting.shift();
    if (next) next();
    else this.#held = false;
  }
}

class LockWaitingDriver extends SqliteDriver {
  readonly #turns = new Turns();
  readonly #connection: LockWaitingConnection;

  constructor(database: SQLite.Database, wait: LockWait) {
    // The base driver keeps the database to close it on destroy; its own connection goes unused.
    super({ database });
    this.#connection = new LockWaitingConnection(database, wait, this.#turns);
  }

  override async acquireConnection(): Promise<DatabaseConnection> {
    await this.#turns.take();
    return this.#connection;
  }

  override async releaseConnection(): Promise<void> {
    this.#turns.give();
  }

  override async beginTransaction(connection: DatabaseConnection, settings?: TransactionSettings) {
    const begin = settings?.accessMode === 'read only' ? 'begin deferred' : 'begin immediate';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }
}

class LockWaitingConnection implements DatabaseConnection {
  readonly #database: SQLite.Database;
  readonly #wait: LockWait;
  readonly #turns: Turns;

  constructor(database: SQLite.Database, wait: LockWait, turns: Turns) {
    this.#database = database;
    this.#wait = wait;
    this.#turns = turns;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const giveUpAt = Date.now() + this.#wait.giveUpAfterMs;
    for (;;) {
      try {
        return this.#run<R>(query);
      } catch (error) {
        // Inside a transaction a refused statement cannot simply run again: the transaction decides.
        if (this.#database.inTransaction || !isLockBusy(error) || Date.now() >= giveUpAt) throw error;
      }
      // No transaction is open, so other requests' statements may use the connection meanwhile.
      this.#turns.give();
      try {
        await sleep(this.#wait.retryEveryMs);
      } finally {
        await this.#turns.take();
      }
    }
  }

  #run<R>({ sql, parameters }: CompiledQuery): QueryResult<R> {
    const statement = this.#database.prepare(sql);
    if (statement.reader) return { rows: statement.all(parameters as unknown[]) as R[] };
    const { changes, lastInsertRowid } = statement.run(parameters as unknown[]);
    return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
  }

  async *streamQuery<R>({ sql, parameters, query }: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(query))
      throw new Error('Sqlite driver only supports streaming of select queries');
    for (const row of this.#database.prepare(sql).iterate(parameters as unknown[]))
      yield { rows: [row as R] };
  }
}
