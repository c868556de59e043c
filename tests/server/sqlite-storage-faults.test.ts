/**
 * The embedded database on a full disk and in a read-only directory. Where this process may mount (root
 * on these machines) the disk is a real small tmpfs, filled to the last byte and made read-only by a
 * remount; elsewhere the same faults are simulated (SQLite's max_page_count gives SQLITE_FULL, a
 * directory without write permission gives the read-only one).
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { type Kysely, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database } from '../../server/db/schema';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { seedDemoNetwork } from '../../server/seed';
import { GENERIC_UNEXPECTED_ERROR } from '../../src/api';
import { silentLogger, tempDir, writeStaticDir } from './harness';
import { startServer } from './main-process';

const PHONE = '79990000002';

/** A small directory of its own: a tmpfs when mounting is allowed, else a plain temporary directory. */
function smallDisk(sizeMb: number) {
  const dir = tempDir('small-disk');
  let mounted = false;
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m`, 'tmpfs', dir.path], { stdio: 'pipe' });
    mounted = true;
  } catch {
    // Not allowed here: the faults are simulated below.
  }
  return {
    path: dir.path,
    mounted,
    remount(mode: 'ro' | 'rw') {
      execFileSync('mount', ['-o', `remount,${mode}`, dir.path], { stdio: 'pipe' });
    },
    remove() {
      if (mounted) execFileSync('umount', ['-l', dir.path], { stdio: 'pipe' });
      dir.remove();
    },
  };
}

/** Writes zeros until the disk refuses (ENOSPC). */
function fillUp(file: string): void {
  const fd = openSync(file, 'w');
  const block = Buffer.alloc(64 * 1024);
  try {
    for (;;) writeSync(fd, block);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    closeSync(fd);
  }
}

async function integrity(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db);
  return rows.map((row) => row.integrity_check).join(', ');
}

describe('the embedded database on a full disk', () => {
  const disk = smallDisk(48);
  const statics = tempDir('faults-static');
  let db: Kysely<Database>;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    writeStaticDir(statics.path);
    db = openDatabase({ databaseUrl: null, dataDir: disk.path }).db;
    await migrateToLatest(db, 'sqlite');
    await seedDemoNetwork(db);
    app = createApp({ db, staticDir: statics.path, logger: silentLogger() });
  });
  afterAll(async () => {
    await db?.destroy();
    disk.remove();
    statics.remove();
  });

  const login = () =>
    app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: PHONE, password: DEMO_PASSWORD }),
    });
  const personal = (token: string) =>
    app.request('/api/clients/personal-data', { headers: { authorization: `Bearer ${token}` } });

  it('answers 503 with Retry-After while full, keeps what it had, loses nothing and works again once freed', async () => {
    const before: string[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await login();
      expect(res.status).toBe(200);
      before.push(((await res.json()) as { accessToken: string }).accessToken);
    }
    const filler = join(disk.path, 'filler');
    if (disk.mounted) fillUp(filler);
    else {
      const { rows } = await sql<{ page_count: number }>`pragma page_count`.execute(db);
      await sql.raw(`pragma max_page_count = ${rows[0]!.page_count}`).execute(db);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 40 && !statuses.includes(503); i++) {
      const res = await login();
      statuses.push(res.status);
      if (res.status === 503) {
        expect(res.headers.get('retry-after')).toBe('60');
        expect(await res.json()).toEqual({ unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] });
      }
    }
    expect(statuses).toContain(503);
    expect(statuses.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    // Reads still work, and so do the sessions made before.
    expect((await app.request('/api/clinics/list')).status).toBe(200);
    for (const token of before) expect((await personal(token)).status).toBe(200);
    expect(await integrity(db)).toBe('ok');

    if (disk.mounted) rmSync(filler);
    else await sql.raw('pragma max_page_count = 1073741823').execute(db);
    const after = await login();
    expect(after.status).toBe(200);
    expect((await personal(((await after.json()) as { accessToken: string }).accessToken)).status).toBe(200);
    expect(await integrity(db)).toBe('ok');
  });
});

describe('the embedded database in a read-only directory', () => {
  const disk = smallDisk(48);
  const dataDir = join(disk.path, 'data');
  beforeAll(async () => {
    mkdirSync(dataDir);
    const { db } = openDatabase({ databaseUrl: null, dataDir });
    await migrateToLatest(db, 'sqlite');
    await db.destroy();
    if (disk.mounted) disk.remount('ro');
    else execFileSync('chmod', ['-R', 'a-w', dataDir]);
  });
  afterAll(() => {
    if (disk.mounted) disk.remount('rw');
    else execFileSync('chmod', ['-R', 'u+w', dataDir]);
    disk.remove();
  });

  it('the server refuses to start with one clear line, and the database is left as it was', async () => {
    const started = startServer({ DATA_DIR: dataDir, DATABASE_URL: '' });
    const error = await started.then(
      () => null,
      (reason: Error) => reason.message,
    );
    expect(error).toMatch(/server exited with 1/);
    expect(error).toContain(`Priyom cannot start: DATA_DIR ${dataDir} cannot hold the embedded database`);
    expect(error).toMatch(/it must be a writable directory with free space/);
    if (disk.mounted) disk.remount('rw');
    else execFileSync('chmod', ['-R', 'u+w', dataDir]);
    const { db } = openDatabase({ databaseUrl: null, dataDir });
    try {
      expect(await integrity(db)).toBe('ok');
    } finally {
      await db.destroy();
    }
    if (disk.mounted) disk.remount('ro');
    else execFileSync('chmod', ['-R', 'a-w', dataDir]);
  });
});
