// `npm run backup [-- <target directory>]`: a consistent copy of the embedded SQLite database while the
// server runs, through SQLite's online backup (better-sqlite3's db.backup): the copy is one moment's
// database, whatever is written meanwhile. It lands as <target>/priyom.sqlite, so the server starts on it
// with DATA_DIR=<target>. Default target: ./backups/<UTC time>. DATA_DIR (default ./data) names the source.
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';

const FILE_NAME = 'priyom.sqlite';
const dataDir = path.resolve(process.env.DATA_DIR?.trim() || './data');
const source = path.join(dataDir, FILE_NAME);
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
const targetDir = path.resolve(process.argv[2] ?? path.join('backups', stamp));
const target = path.join(targetDir, FILE_NAME);

if (!existsSync(source)) {
  console.error(`backup: no database at ${source} (set DATA_DIR to the server's data directory)`);
  process.exit(1);
}
if (existsSync(target)) {
  console.error(`backup: ${target} exists already; name another target directory`);
  process.exit(1);
}
mkdirSync(targetDir, { recursive: true });

const db = new Database(source, { fileMustExist: true });
// Wait for a writer rather than fail (the server holds the write lock only for a moment).
db.pragma('busy_timeout = 5000');
try {
  const { totalPages } = await db.backup(target);
  const copy = new Database(target, { readonly: true });
  const check = copy.pragma('integrity_check', { simple: true });
  copy.close();
  if (check !== 'ok') throw new Error(`the copy fails its integrity check: ${check}`);
  console.log(`backup: ${totalPages} pages of ${source} copied to ${target} (integrity ok)`);
  console.log(
    `restore: stop the server, then start it with DATA_DIR=${targetDir} (or copy ${FILE_NAME} into DATA_DIR)`,
  );
} catch (error) {
  console.error(`backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exitCode = 1;
} finally {
  db.close();
}
