/**
 * `npm run backup` (scripts/backup-sqlite.mjs) while the database is being written: the copy is whole
 * (integrity ok, every migration applied), holds one moment's rows, and a server started on it serves.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import { MIGRATION_NAMES } from '../../server/db/migrations';
import type { Database } from '../../server/db/schema';
import { seedDemoNetwork } from '../../server/seed';
import { tempDir } from './harness';
import { ROOT, runCommand, startServer, stopServer } from './main-process';

const countEvents = async (db: Kysely<Database>) =>
  Number(
    (
      await db
        .selectFrom('audit_events')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('npm run backup', () => {
  const data = tempDir('backup-data');
  const backups = tempDir('backup-target');
  let db: Kysely<Database>;
  beforeAll(async () => {
    db = openDatabase({ databaseUrl: null, dataDir: data.path }).db;
    await migrateToLatest(db, 'sqlite');
    await seedDemoNetwork(db);
  });
  afterAll(async () => {
    await db?.destroy();
    data.remove();
    backups.remove();
  });

  it('copies the live database consistently while it is written, and the server starts on the copy', async () => {
    const target = join(backups.path, 'copy');
    const { exited, output } = runCommand(['scripts/backup-sqlite.mjs', target], { DATA_DIR: data.path });
    // Writes go on while the copy is taken: each its own transaction, as the server's are.
    const before = await countEvents(db);
    let written = 0;
    let running = true;
    void exited.then(() => {
      running = false;
    });
    while (running) {
      await db
        .insertInto('audit_events')
        .values({
          at: new Date().toISOString(),
          event: 'login',
          user_id: null,
          client_id: null,
          address: 'x',
        })
        .execute();
      written += 1;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    const code = await exited;
    expect(code, output()).toBe(0);
    expect(output()).toMatch(/integrity ok/);
    expect(output()).toContain(`DATA_DIR=${target}`);
    expect(written).toBeGreaterThan(0);

    const copy = openDatabase({ databaseUrl: null, dataDir: target }).db;
    try {
      const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(copy);
      expect(rows).toEqual([{ integrity_check: 'ok' }]);
      const { rows: applied } = await sql<{
        name: string;
      }>`select name from kysely_migration order by name`.execute(copy);
      expect(applied.map((row) => row.name)).toEqual([...MIGRATION_NAMES]);
      // One moment's database: some of the writes made during the copy, never a torn one.
      const copied = await countEvents(copy);
      expect(copied).toBeGreaterThanOrEqual(before);
      expect(copied).toBeLessThanOrEqual(before + written);
    } finally {
      await copy.destroy();
    }

    const server = await startServer({ DATA_DIR: target, DATABASE_URL: '' });
    try {
      const res = await fetch(`http://127.0.0.1:${server.port}/readyz`);
      expect(res.status).toBe(200);
      const clinics = await fetch(`http://127.0.0.1:${server.port}/api/clinics/list`);
      expect(clinics.status).toBe(200);
    } finally {
      expect(await stopServer(server)).toBe(0);
    }
  });

  it('refuses a missing source and an existing target with a clear line', async () => {
    const run = async (env: Record<string, string>, target: string) => {
      const child = spawn(process.execPath, ['scripts/backup-sqlite.mjs', target], {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let err = '';
      child.stderr.on('data', (chunk) => {
        err += chunk;
      });
      const [code] = await once(child, 'exit');
      return { code, err };
    };
    const missing = await run({ DATA_DIR: join(backups.path, 'nowhere') }, join(backups.path, 'x'));
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/no database at .*set DATA_DIR/);
    const existing = await run({ DATA_DIR: data.path }, join(backups.path, 'copy'));
    expect(existing.code).toBe(1);
    expect(existing.err).toMatch(/exists already/);
  });
});
