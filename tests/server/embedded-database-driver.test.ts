/**
 * A server on the embedded database never loads the PostgreSQL driver: opening SQLite in a process of
 * its own leaves no module of `pg` loaded (every browser test starts such a server, and production on
 * SQLite starts the same way). PostgreSQL still opens with it (the PostgreSQL test files).
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { tempDir } from './harness';
import { ROOT } from './main-process';

/** Opens the embedded database in a fresh Node process and prints whether any file of `pg` was loaded. */
const SCRIPT = `
import { createRequire } from 'node:module';
import { openDatabase } from './server/db/connect.ts';
const { db } = openDatabase({ databaseUrl: null, dataDir: process.argv[1] });
await db.destroy();
const loaded = Object.keys(createRequire(import.meta.url).cache);
console.log(JSON.stringify(loaded.filter((file) => /[\\\\/]node_modules[\\\\/]pg[\\\\/]/.test(file))));
`;

describe('the embedded database', () => {
  it('opens without loading the PostgreSQL driver', () => {
    const data = tempDir('driver');
    try {
      const out = execFileSync(
        process.execPath,
        ['--import', 'tsx', '--input-type=module', '--eval', SCRIPT, data.path],
        { cwd: ROOT, encoding: 'utf8' },
      );
      expect(JSON.parse(out.trim().split('\n').at(-1) ?? 'null')).toEqual([]);
    } finally {
      data.remove();
    }
  });
});
