/**
 * A throwaway local PostgreSQL cluster for tests: initdb into a temp dir, pg_ctl start on a free
 * 127.0.0.1 port (unix socket inside the temp dir), trust auth, fsync off. Stop removes everything;
 * a detached watchdog does the same if the test process dies without tearing down (killed by a
 * timeout), so no cluster outlives its run.
 */
import { execFile, spawn } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findLocalPostgres } from '../../scripts/test-needs.mjs';

const run = promisify(execFile);

export interface ThrowawayPostgres {
  url: string;
  stop(): Promise<void>;
}

/** initdb and pg_ctl from the directory scripts/test-needs.mjs finds (as `npm test`'s preflight does). */
function postgresBinaries(): { initdb: string; pgCtl: string } {
  const found = findLocalPostgres();
  if ('problem' in found || !found.binDir) {
    throw new Error(
      `PostgreSQL tests need either TEST_DATABASE_URL or PostgreSQL's server binaries: ${'problem' in found ? found.problem : ''} ` +
        '(on Debian: apt-get install postgresql; npm test installs it when run as root)',
    );
  }
  return { initdb: join(found.binDir, 'initdb'), pgCtl: join(found.binDir, 'pg_ctl') };
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function postgresUserIds(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const { initdb, pgCtl } = postgresBinaries();
  const root = mkdtempSync(join(tmpdir(), 'priyom-pg-'));
  const dataDir = join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  // initdb and postgres refuse to run as root: run them as the postgres system user.
  const command = async (file: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', file, ...args]) : run(file, args);
  if (asRoot) {
    const { uid, gid } = await postgresUserIds();
    chownSync(root, uid, gid);
  }
  const port = await freePort();
  try {
    await command(initdb, [
      '-D',
      dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
    ]);
    const options = `-p ${port} -k ${root} -h 127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await command(pgCtl, [
      '-D',
      dataDir,
      '-l',
      join(root, 'server.log'),
      '-w',
      '-t',
      '60',
      '-o',
      options,
      'start',
    ]);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw new Error(`could not start a throwaway PostgreSQL: ${String(error)}`, { cause: error });
  }
  startWatchdog(process.pid, root, pgCtl, asRoot);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        await command(pgCtl, ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(root, { recursive: true, force: true });
      }
    },
  };
}

/** Waits (outside this process) for `pid` to end, then stops the cluster and removes its directory. */
function startWatchdog(pid: number, root: string, pgCtl: string, asRoot: boolean): void {
  const stop = asRoot
    ? 'runuser -u postgres -- "$2" -D "$1/data" -m immediate stop'
    : '"$2" -D "$1/data" -m immediate stop';
  const script = `while kill -0 "$0" 2>/dev/null; do sleep 1; done; [ -d "$1/data" ] && ${stop}; rm -rf "$1"`;
  const watchdog = spawn('sh', ['-c', script, String(pid), root, pgCtl], { detached: true, stdio: 'ignore' });
  watchdog.unref();
}
