/** The server as a real process for tests: started on a free port, its printed address read back. */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVING = /^Priyom is serving at http:\/\/localhost:(\d+)$/m;

/**
 * How long a test that starts the server as a process (or two, one after the other) may take: tsx
 * compiles the server on each start, and in a full unit run at load 15-18 two such tests ran past the
 * suites' default of 20 s with nothing else wrong.
 */
export const PROCESS_TEST_TIMEOUT = 60_000;

export interface Started {
  child: ChildProcess;
  port: number;
  stdout: () => string;
}

/** The source through tsx by default; tests/server/build.test.ts passes the compiled file. */
export function startServer(
  env: Record<string, string>,
  entry: readonly string[] = ['--import', 'tsx', 'server/main.ts'],
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
