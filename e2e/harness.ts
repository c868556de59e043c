/**
 * The real server for one test, on a free port (PORT=0) with a fresh data directory, so every test gets
 * a freshly seeded embedded database of its own (a copy of the run's seeded one, seeded-database.ts).
 * It runs the compiled server `npm run build` made beside the app (build/server/main.js), as production
 * does: that starts in about half the time of compiling the TypeScript on every start, which every one
 * of the suite's tests paid. In a Playwright run it is the same server compiled with its packages into
 * one file (bundled-server-setup.ts), which Node loads faster still, and so is the server renderer it
 * loads at its first drawn page. A checkout without that build (a benchmark's older build) runs
 * server/main.ts through tsx. The server prints `Priyom is serving at http://localhost:PORT`; we read
 * the address from that line.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BrowserContext, test as base, expect } from '@playwright/test';
import Database from 'better-sqlite3';
import { copySeeded, DATABASE_FILE } from './seeded-database';
import { noteHydrationErrors } from './server-drawn';

export interface RunningServer {
  url: string;
  dataDir: string;
  /** The embedded SQLite file, for tests that change server data behind the app's back. */
  databaseFile: string;
  /** Everything the server has printed so far (its pino log lines with LOG_LEVEL=info). */
  output(): string;
  /** How many lines it has printed. */
  lines(): number;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..');

/** Where the global setup (bundled-server-setup.ts) tells the workers this run's one-file server is. */
export const SERVER_BUNDLE = 'PRIYOM_E2E_SERVER';
/** And where its server renderer compiled with its packages into one file is (the same setup). */
export const RENDERER_BUNDLE = 'PRIYOM_E2E_RENDERER';

export async function startServer(
  options: {
    dataDir?: string;
    logLevel?: 'info' | 'warn';
    /** Another checkout to run (the benchmarks' "before" build); default this one. */
    root?: string;
    /** false: once started, only count the lines printed (a load test's log would fill memory). */
    keepOutput?: boolean;
    /** More environment for the server (REMINDERS, a short waitlist hold, a test-only switch), over the harness's own. */
    env?: Record<string, string>;
  } = {},
): Promise<RunningServer> {
  const cwd = options.root ?? root;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'priyom-e2e-'));
  // Another checkout's server may seed otherwise, and a directory passed in is used as it is.
  if (!options.dataDir && cwd === root) copySeeded(dataDir, options.env);
  const bundled = cwd === root ? process.env[SERVER_BUNDLE] : undefined;
  const renderer = cwd === root ? process.env[RENDERER_BUNDLE] : undefined;
  const compiled = bundled ?? path.join(cwd, 'build', 'server', 'main.js');
  const entry = existsSync(compiled)
    ? ['--enable-source-maps', compiled]
    : ['--import', 'tsx', 'server/main.ts'];
  const child = spawn(process.execPath, entry, {
    cwd,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      STATIC_DIR: path.join(cwd, 'dist'),
      DATABASE_URL: '',
      LOG_LEVEL: options.logLevel ?? 'warn',
      TEST_HOOKS: '1',
      CODE_TRANSPORT: 'outbox',
      // The specs log in with the README's demo logins.
      DEMO_ACCOUNTS: '1',
      ...(renderer ? { SSR_ENTRY: renderer } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  let lines = 0;
  let started = false;
  const keep = (chunk: Buffer) => {
    for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines += 1;
    if (options.keepOutput !== false || !started) printed += chunk.toString();
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const url = await waitForAddress(child);
  started = true;
  let stopped = false;
  return {
    url,
    dataDir,
    databaseFile: path.join(dataDir, DATABASE_FILE),
    output: () => printed,
    lines: () => lines,
    async stop() {
      if (stopped) return;
      stopped = true;
      await new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });
    },
  };
}

function waitForAddress(child: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /serving at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
}

/**
 * Changes fields of the clinic network's configuration in a running server's database, behind the
 * app's back (the server rereads it within its public-read lifetime, 2 s).
 */
export function updateConfiguration(server: RunningServer, fields: Record<string, unknown>): void {
  const db = new Database(server.databaseFile);
  try {
    const row = db.prepare("select value from settings where key = 'configuration'").get() as {
      value: string;
    };
    const configuration = { ...(JSON.parse(row.value) as Record<string, unknown>), ...fields };
    db.prepare("update settings set value = ? where key = 'configuration'").run(
      JSON.stringify(configuration),
    );
  } finally {
    db.close();
  }
}

/**
 * `test` with a `server` fixture: started before the test, stopped and removed after it. And, for every
 * test, a check that no page of any context it opened reported a hydration mismatch: React recovers from
 * one by drawing the whole page anew, which loses what was typed into the drawn page and is otherwise
 * seen by nothing a test asserts.
 */
export const test = base.extend<{ server: RunningServer; hydrationMismatches: string[] }>({
  server: async ({ browserName: _ }, use) => {
    const server = await startServer();
    await use(server);
    await server.stop();
    rmSync(server.dataDir, { recursive: true, force: true });
  },
  hydrationMismatches: [
    async ({ browser }, use) => {
      const errors: string[] = [];
      const watch = (context: BrowserContext) => noteHydrationErrors(context, errors);
      browser.on('context', watch);
      await use(errors);
      browser.off('context', watch);
      expect(errors, 'hydration mismatches reported by the pages').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
