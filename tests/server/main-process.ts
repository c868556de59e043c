/** The server as a real process for tests: started on a free port, its printed address read back. */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inject } from 'vitest';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVING = /^Priyom is serving at http:\/\/localhost:(\d+)$/m;

/**
 * How long a test that starts the server as a process (or two, one after the other) may take: in a
 * full unit run on a loaded machine two such tests ran past the suites' default with nothing else wrong.
 */
export const PROCESS_TEST_TIMEOUT = 60_000;

/**
 * The server and the clinic data import as `npm run build` compiles them, built once for the run
 * (./compiled-server-setup.ts): what a clinic runs, and a start without compiling the sources again.
 */
export const SERVER_ENTRY: readonly string[] = [
  '--enable-source-maps',
  join(inject('compiledServerDir'), 'main.js'),
];
export const IMPORT_ENTRY: readonly string[] = [
  '--enable-source-maps',
  join(inject('compiledServerDir'), 'import.js'),
];

export interface Started {
  child: ChildProcess;
  port: number;
  stdout: () => string;
}

/** The compiled server by default; `entry` names another way to run it (the sources through tsx). */
export function startServer(
  env: Record<string, string>,
  entry: readonly string[] = SERVER_ENTRY,
): Promise<Started> {
  const child = spawn(process.execPath, [...entry], {
    cwd: ROOT,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout?.on('data', (chunk) => {
    stdout += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    stderr += chunk;
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`no address printed in time\n${stdout}\n${stderr}`)),
      30_000,
    );
    child.stdout?.on('data', () => {
      const match = stdout.match(SERVING);
      if (match) {
        clearTimeout(timer);
        resolve({ child, port: Number(match[1]), stdout: () => stdout });
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}\n${stdout}\n${stderr}`));
    });
  });
}

/** SIGTERM, and the exit code once it has stopped. */
export async function stopServer(server: Started | undefined): Promise<number | null> {
  if (!server || server.child.exitCode !== null) return server?.child.exitCode ?? null;
  const exited = once(server.child, 'exit');
  server.child.kill('SIGTERM');
  const [code] = await exited;
  return code;
}

export interface Running {
  /** Its exit code, once it has exited. */
  exited: Promise<number | null>;
  /** What it has written so far, stdout and stderr together. */
  output: () => string;
}

/** A command of ours as a process (`args` after node), not waited for: the test goes on meanwhile. */
export function runCommand(args: readonly string[], env: Record<string, string>): Running {
  const child = spawn(process.execPath, [...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output += chunk;
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { exited: once(child, 'exit').then(([code]) => code as number | null), output: () => output };
}
