/**
 * Server instances over one PostgreSQL for the booking bench: the checkout's compiled server (what
 * production runs; the source through tsx when it has no build) with DATABASE_URL set (e2e/harness.ts
 * startServer always runs the embedded SQLite). The first instance migrates and seeds; the next ones
 * start after it, so they find the work done.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serverEntry } from './server-process';

export interface Instance {
  url: string;
  stop(): Promise<void>;
}

function startInstance(root: string, databaseUrl: string, env: Record<string, string>): Promise<Instance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'priyom-bench-pg-'));
  const child = spawn(process.execPath, serverEntry(root), {
    cwd: root,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(root, 'dist'),
      DATABASE_URL: databaseUrl,
      // The demo logins' appointments, as the figures were measured with.
      DEMO_ACCOUNTS: '1',
      // The request log on, as in production; its lines are read and dropped.
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null) resolve();
      else {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }
    }).finally(() => rmSync(dataDir, { recursive: true, force: true }));
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(
      () => reject(new Error(`instance did not start:\n${output.slice(-2000)}`)),
      60_000,
    );
    const onData = (chunk: Buffer) => {
      if (output.length < 100_000) output += chunk.toString();
      const match = /serving at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        output = '';
        child.stdout?.removeListener('data', onData);
        child.stderr?.removeListener('data', onData);
        child.stdout?.resume();
        child.stderr?.resume();
        resolve({ url: match[1].replace('localhost', '127.0.0.1'), stop });
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`instance exited with ${code}:\n${output.slice(-2000)}`));
    });
  });
}

/**
 * `count` instances of the checkout at `root` over the database, started one after the other; `env`
 * adds to their environment (DEMO_NETWORK=0 over a network imported beforehand).
 */
export async function startInstances(
  root: string,
  databaseUrl: string,
  count: number,
  env: Record<string, string> = {},
): Promise<Instance[]> {
  const instances: Instance[] = [];
  try {
    for (let i = 0; i < count; i++) instances.push(await startInstance(root, databaseUrl, env));
  } catch (error) {
    await Promise.all(instances.map((instance) => instance.stop()));
    throw error;
  }
  return instances;
}
