/**
 * A migration whose table another connection holds locked, on PostgreSQL: the connection's lock_timeout
 * fails the try without queueing the table's queries behind it, and the start tries again after a
 * pause, saying so each time; a lock let go before the tries run out lets the migration through, one
 * held for good fails the start with a line naming the migration and what held it up.
 */
import { Migrator, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MIGRATION_RETRY, type MigrationWait, migrateToLatest } from '../../server/db/migrate';
import { createMigrationProvider } from '../../server/db/migrations';
import { openTestDatabase, type TestDatabase } from './harness';

/** The migration left pending (the first of those after BEFORE), and the table it alters (it indexes appointment_moves). */
const BEFORE = '0019-hidden-clinics';
const PENDING = '0020-retention-moves-index';

describe('migrations at start over a table locked elsewhere on postgres', () => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openTestDatabase('postgres');
    const migrator = new Migrator({ db: database.db, provider: createMigrationProvider('postgres') });
    expect((await migrator.migrateTo(BEFORE)).error).toBeUndefined();
  });
  afterEach(async () => {
    await database?.close();
  });

  /** Runs `work` while a second connection holds the table as an open writing transaction does. */
  const whileLocked = <T>(work: (release: () => Promise<void>) => Promise<T>) =>
    database.db.connection().execute(async (holder) => {
      await sql`begin`.execute(holder);
      await sql`lock table appointment_moves in row exclusive mode`.execute(holder);
      let released = false;
      const release = async () => {
        if (released) return;
        released = true;
        await sql`rollback`.execute(holder);
      };
      try {
        return await work(release);
      } finally {
        await release();
      }
    });
  const applied = async () =>
    (
      await sql<{ name: string }>`select name from kysely_migration order by name`.execute(database.db)
    ).rows.map((row) => row.name);

  it('tries again after a pause and goes through once the lock is let go', async () => {
    const waits: MigrationWait[] = [];
    const results = await whileLocked(async (release) => {
      const letGo = setTimeout(() => void release(), 3000);
      try {
        return await migrateToLatest(database.db, 'postgres', { onWait: (wait) => waits.push(wait) });
      } finally {
        clearTimeout(letGo);
      }
    });
    // The pending one first, then any migration written after it.
    expect(results[0]).toMatchObject({ migrationName: PENDING, status: 'Success' });
    expect(results.every((result) => result.status === 'Success')).toBe(true);
    expect(waits.length).toBeGreaterThanOrEqual(1);
    expect(waits[0]).toMatchObject({
      migration: PENDING,
      failedTry: 1,
      tries: MIGRATION_RETRY.tries,
      pauseMs: MIGRATION_RETRY.pauseMs(1),
      error: expect.objectContaining({ code: '55P03' }),
    });
    expect(await applied()).toContain(PENDING);
  });

  it('fails with a line naming the migration and what held it once every try found the lock held', async () => {
    const waits: MigrationWait[] = [];
    const outcome = await whileLocked(() =>
      migrateToLatest(database.db, 'postgres', {
        retry: { tries: MIGRATION_RETRY.tries, pauseMs: () => 50 },
        onWait: (wait) => waits.push(wait),
      }).then(
        () => 'migrated',
        (error: unknown) => error,
      ),
    );
    expect(outcome).toBeInstanceOf(Error);
    expect((outcome as Error).message).toMatch(
      new RegExp(
        `^database migration ${PENDING} could not get a lock it needs in 5 tries over \\d+ s: another connection holds it`,
      ),
    );
    expect(waits.map((wait) => wait.failedTry)).toEqual([1, 2, 3, 4]);
    expect((await applied()).at(-1)).toBe(BEFORE);
    // Five tries each waiting out the connection's lock_timeout.
  }, 30_000);
});
