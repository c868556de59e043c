/**
 * Brings the schema up to date with the one migration set both dialects share. A migration that cannot
 * have a lock it needs within the connection's wait (PostgreSQL's lock_timeout, SQLite's busy wait:
 * another connection's long transaction on its table, an import, another instance migrating) fails
 * rather than waits on: a waiting ALTER would queue every later query of its table behind it. Nothing of
 * it is kept (the pending migrations run in one transaction on both dialects), so the start tries again a few
 * times, after a growing pause, before it gives up with a line saying what held it up.
 */
import { setTimeout as delay } from 'node:timers/promises';
import { type Kysely, type MigrationResult, Migrator } from 'kysely';
import { createMigrationProvider } from './migrations';
import type { Database, DialectName } from './schema';
import { isLockBusy } from './storage-faults';

export interface MigrationRetry {
  /** How many times the migrations are tried while a lock they need is held elsewhere. */
  tries: number;
  /** The pause after the given failed try (the first is 1). */
  pauseMs(failedTry: number): number;
}

/** Five tries, the pause doubling from one second. */
export const MIGRATION_RETRY: MigrationRetry = {
  tries: 5,
  pauseMs: (failedTry) => 1000 * 2 ** (failedTry - 1),
};

/** One try that found a lock held, told before the pause that follows it. */
export interface MigrationWait {
  /** The migration that waited, when the lock it waited for was its own (else the migrator's lock). */
  migration: string | null;
  failedTry: number;
  tries: number;
  pauseMs: number;
  error: unknown;
}

/** The migrations could not have a lock they need in any of the tries. */
export class MigrationLockError extends Error {
  constructor(migration: string | null, tries: number, elapsedMs: number, cause: unknown) {
    super(
      `database migration ${migration ?? '(the migrator lock)'} could not get a lock it needs in ${tries} tries ` +
        `over ${Math.round(elapsedMs / 1000)} s: another connection holds it (a long transaction on the ` +
        "table, an import, another instance's migration); end that and start again",
      { cause },
    );
    this.name = 'MigrationLockError';
  }
}

export interface MigrateOptions {
  retry?: MigrationRetry;
  /** Told of each try that found a lock held, before its pause (the start logs it). */
  onWait?: (wait: MigrationWait) => void;
}

export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
  { retry = MIGRATION_RETRY, onWait }: MigrateOptions = {},
): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: createMigrationProvider(dialect) });
  const started = performance.now();
  for (let attempt = 1; ; attempt++) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return results ?? [];
    const failed = results?.find((result) => result.status === 'Error')?.migrationName ?? null;
    if (!isLockBusy(error)) {
      throw new Error(`database migration ${failed ?? ''} failed: ${String(error)}`, { cause: error });
    }
    if (attempt >= retry.tries) {
      throw new MigrationLockError(failed, retry.tries, performance.now() - started, error);
    }
    const pauseMs = retry.pauseMs(attempt);
    onWait?.({ migration: failed, failedTry: attempt, tries: retry.tries, pauseMs, error });
    await delay(pauseMs);
  }
}
