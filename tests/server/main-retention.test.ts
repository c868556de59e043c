/** server/main.ts runs the retention job: rows past their keeping time go once it starts, and it stops cleanly. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_RETENTION_MS } from '../../server/auth/retention';
import { migrateToLatest } from '../../server/db/migrate';
import { DIALECTS, openTestDatabase, type TestDatabase, tempDir, writeStaticDir } from './harness';
import { PROCESS_TEST_TIMEOUT, type Started, startServer, stopServer } from './main-process';

describe.each(DIALECTS)('server/main.ts retention on %s', (dialect) => {
  let database: TestDatabase;
  const statics = tempDir('main-retention-static');
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database.db, dialect);
    writeStaticDir(statics.path);
  });
  afterAll(async () => {
    await database?.close().catch(() => {});
    statics.remove();
  });

  it(
    'deletes an audit event past its keeping time on its first pass and keeps a recent one',
    async () => {
      const old = new Date(Date.now() - AUDIT_RETENTION_MS - 86_400_000).toISOString();
      const recent = new Date().toISOString();
      await database.db
        .insertInto('audit_events')
        .values([
          { at: old, event: 'login', address: 'retention-old' },
          { at: recent, event: 'login', address: 'retention-recent' },
        ])
        .execute();
      const marked = async () =>
        (
          await database.db
            .selectFrom('audit_events')
            .select('address')
            .where('address', 'like', 'retention-%')
            .execute()
        ).map((row) => row.address);
      let server: Started | undefined;
      try {
        server = await startServer({ ...database.env, STATIC_DIR: statics.path, DEMO_NETWORK: '0' });
        await expect.poll(marked, { timeout: 15_000 }).toEqual(['retention-recent']);
      } finally {
        expect(await stopServer(server)).toBe(0);
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});
