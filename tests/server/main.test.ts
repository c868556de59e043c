/**
 * server/main.ts as a real process, compiled as a clinic runs it: the printed address, an answer, and
 * a clean stop on SIGTERM.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfiguration, listClinics, parseWith } from '../../src/api';
import { DIALECTS, openTestDatabase, type TestDatabase, tempDir, writeStaticDir } from './harness';
import { PROCESS_TEST_TIMEOUT, ROOT, SERVER_ENTRY, SERVING, startServer, stopServer } from './main-process';

describe.each(DIALECTS)('server/main.ts on %s', (dialect) => {
  let database: TestDatabase;
  const statics = tempDir('main-static');
  beforeAll(async () => {
    database = await openTestDatabase(dialect);
    // The child migrates and seeds itself; this process only needs the database to exist.
    await database.db.destroy();
    writeStaticDir(statics.path);
  });
  afterAll(async () => {
    await database?.close().catch(() => {});
    statics.remove();
  });

  it(
    'prints its address once, answers, restarts over the same data and stops with exit 0 on SIGTERM',
    async () => {
      for (const round of [1, 2]) {
        // First as `npm start` runs it, with the demo logins; then as `npm run serve`, without them.
        const demo = round === 1;
        const entry = [...SERVER_ENTRY, ...(demo ? ['--demo-outbox'] : [])];
        const { child, port, stdout } = await startServer(
          { ...database.env, STATIC_DIR: statics.path },
          entry,
        );
        try {
          expect(port).toBeGreaterThan(0);
          const base = `http://127.0.0.1:${port}`;
          const configuration = await fetch(`${base}/api${getConfiguration.path}`);
          expect(configuration.status).toBe(200);
          expect(parseWith(getConfiguration.answer, await configuration.json(), 'main').alpha2).toBe('RU');
          const clinics = await fetch(`${base}/api${listClinics.path}`);
          expect(parseWith(listClinics.answer, await clinics.json(), 'main').clinics).toHaveLength(4);
          const page = await fetch(`${base}/clinic/1/menu`);
          expect(page.status).toBe(200);
          expect(stdout().match(new RegExp(SERVING.source, 'gm'))).toHaveLength(1);
          if (demo) {
            // One demo link of each kind, after the address.
            await expect
              .poll(() => stdout())
              .toMatch(/demo call: http:\/\/localhost:\d+\/call\/democall01$/m);
            expect(stdout()).toMatch(/^ {2}demo confirmation: http:\/\/localhost:\d+\/appointment\/\S{10}$/m);
          } else {
            expect(stdout()).not.toMatch(/demo/);
          }
        } finally {
          const exited = once(child, 'exit');
          child.kill(round === 1 ? 'SIGTERM' : 'SIGINT');
          const [code] = await exited;
          expect(code).toBe(0);
        }
      }
    },
    PROCESS_TEST_TIMEOUT,
  );
});

describe('server/main.ts listening on every interface behind a proxy', () => {
  it('warns at start when X-Forwarded-For is trusted from a whole network', async () => {
    const data = tempDir('main-proxy');
    const statics = tempDir('main-proxy-static');
    writeStaticDir(statics.path);
    const server = await startServer({
      HOST: '0.0.0.0',
      TRUST_PROXY: '10.0.0.1,10.0.0.0/8',
      DATA_DIR: data.path,
      STATIC_DIR: statics.path,
    });
    try {
      // The log is written asynchronously: its lines may follow the printed address.
      await expect
        .poll(() => server.stdout())
        .toMatch(
          /"level":40,.*"msg":"TRUST_PROXY trusts X-Forwarded-For from 10\.0\.0\.0\/8 while HOST=0\.0\.0\.0 listens on every interface/,
        );
    } finally {
      expect(await stopServer(server)).toBe(0);
      data.remove();
      statics.remove();
    }
  });
});

describe('server/main.ts with a bad environment', () => {
  it('says what is wrong and exits 1', async () => {
    const child = spawn(process.execPath, [...SERVER_ENTRY], {
      cwd: ROOT,
      env: { ...process.env, PORT: 'eighty', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr?.on('data', (chunk) => {
      stderr += chunk;
    });
    const [code] = await once(child, 'exit');
    expect(code).toBe(1);
    expect(stderr).toContain('PORT must be a whole number from 0 to 65535 (got "eighty")');
  });
});
