/**
 * server/main.ts runs the retention job: rows past their keeping time go once it starts, and it stops
 * cleanly; the keeping times are the environment's, and one that breaks what rows are kept for stops the start.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_RETENTION_MS } from '../../server/auth/retention-times';
import { DIALECTS, tempDir, openMigratedDatabase, type TestDatabase, writeStaticDir } from './harness';
import { PROCESS_TEST_TIMEOUT, type Started, startServer, stopServer } from './main-process';

describe.each(DIALECTS)('server/main.ts retention on %s', (dialect) => {
  let database: TestDatabase;
  const statics = tempDir('main-retention-static');
  beforeAll(async () => {
    database = await openMigratedDatabase(dialect);
    writeStaticDir(statics.path);
  });
  afterAll(async () => {
    await database?.close().catch(() => {});
    statics.remove();
  });

  const DAY = 86_400_000;
  /** Audit events of the given ages (marked by their address), then which of them the server's job leaves. */
  const audited = async (ages: Record<string, number>, env: Record<string, string>) => {
    await database.db
      .insertInto('audit_events')
      .values(
        Object.entries(ages).map(([address, age]) => ({
          at: new Date(Date.now() - age).toISOString(),
          event: 'login',
          address,
        })),
      )
      .execute();
    const left = async () =>
      (
        await database.db
          .selectFrom('audit_events')
          .select('address')
          .where('address', 'in', Object.keys(ages))
          .orderBy('address')
          .execute()
      ).map((row) => row.address);
    return {
      left,
      server: await startServer({ ...database.env, STATIC_DIR: statics.path, DEMO_NETWORK: '0', ...env }),
    };
  };

  it(
    'keeps audit events as long as AUDIT_EVENTS_KEPT_DAYS says',
    async () => {
      let server: Started | undefined;
      try {
        const run = await audited(
          { 'kept-10': 10 * DAY, 'kept-60': 60 * DAY },
          { AUDIT_EVENTS_KEPT_DAYS: '30' },
        );
        server = run.server;
        await expect.poll(run.left, { timeout: 15_000 }).toEqual(['kept-10']);
      } finally {
        expect(await stopServer(server)).toBe(0);
      }
    },
    PROCESS_TEST_TIMEOUT,
  );

  it(
    'refuses to start with ended logins kept for less than a refresh token lives',
    async () => {
      const error = await startServer({
        ...database.env,
        STATIC_DIR: statics.path,
        DEMO_NETWORK: '0',
        ENDED_LOGINS_KEPT_DAYS: '7',
      }).then(
        async (server) => {
          await stopServer(server);
          return null;
        },
        (reason: Error) => reason.message,
      );
      expect(error).toMatch(/server exited with 1/);
      expect(error).toContain('ENDED_LOGINS_KEPT_DAYS must be at least 30 (days)');
    },
    PROCESS_TEST_TIMEOUT,
  );

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
