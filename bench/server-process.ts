/**
 * One server process for the fault and fuzz benches: `node --import tsx server/main.ts` on a port of its
 * own, over the embedded SQLite in `dataDir` or over DATABASE_URL, with the dev outbox. Unlike
 * e2e/harness.ts it exposes what those benches need: the process id (memory), a kill -9, and a restart
 * on the same port and database. It runs the compiled server (build/server/main.js, what production
 * runs) when `npm run build` made one, else the source through tsx (whose start costs seconds).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

export interface ServerProcess {
  url: string;
  pid: number;
  /** Resident memory now, in MiB (Linux /proc). */
  rssMiB(): number;
  kill9(): Promise<void>;
  stop(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, '..');

/** The compiled server when built, else the source through tsx. */
export function serverEntry(root = ROOT): string[] {
  const built = path.join(root, 'build', 'server', 'main.js');
  return existsSync(built) ? ['--enable-source-maps', built] : ['--import', 'tsx', 'server/main.ts'];
}

export function startServerProcess(options: {
  dataDir: string;
  databaseUrl?: string;
  port?: number;
  root?: string;
}): Promise<ServerProcess> {
  const cwd = options.root ?? ROOT;
  const child: ChildProcess = spawn(process.execPath, serverEntry(cwd), {
    cwd,
    env: {
      ...process.env,
      PORT: String(options.port ?? 0),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      STATIC_DIR: path.join(cwd, 'dist'),
      LOG_LEVEL: 'warn',
      CODE_TRANSPORT: 'outbox',
      // The fuzz logs in with the demo logins; every bench keeps the demo data it was measured on.
      DEMO_ACCOUNTS: '1',
      REMINDERS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`server did not start:\n${output.slice(-2000)}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      if (output.length < 100_000) output += chunk.toString();
      const match = /serving at (http:\/\/\S+)/.exec(output);
      if (!match?.[1]) return;
      clearTimeout(timer);
      child.stdout?.removeListener('data', onData);
      child.stderr?.removeListener('data', onData);
      child.stdout?.resume();
      child.stderr?.resume();
      resolve({
        url: match[1].replace('localhost', '127.0.0.1'),
        pid: child.pid ?? 0,
        rssMiB() {
          const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
          return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN) / 1024;
        },
        async kill9() {
          child.kill('SIGKILL');
          await exited;
        },
        async stop() {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
}
