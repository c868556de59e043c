/**
 * The fuzz run: 10 000 seeded random requests (tests/server/fuzz-kit.ts) over every route of the API
 * document, 8 at a time, against a real server process over a fresh embedded SQLite database. Counts
 * the answers by status, the 5xx (must be 0) and the hangs (no answer in 10 s, must be 0), and samples
 * the server's resident memory every 1 000 requests (flat: no growth past the first thousands).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts';
import { describeRequest, fuzzRequest, routesOf, seeded } from '../tests/server/fuzz-kit';
import { printTable } from './report';
import { startServerProcess } from './server-process';

const REQUESTS = Number(process.env.BENCH_FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = 8;
const HANG_MS = 10_000;
const SAMPLE_EVERY = 1000;

export async function benchFuzz(): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'priyom-bench-fuzz-'));
  const server = await startServerProcess({ dataDir });
  try {
    const routes = routesOf(await (await fetch(`${server.url}/api/openapi.json`)).json());
    const tokens: string[] = [];
    for (const phone of ['79990000001', '79990000002']) {
      const res = await fetch(`${server.url}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, password: DEMO_PASSWORD }),
      });
      tokens.push(((await res.json()) as { accessToken: string }).accessToken);
    }
    const random = seeded(Number(process.env.FUZZ_SEED ?? 20261125));
    const statuses = new Map<number, number>();
    const failures: string[] = [];
    const memory: string[][] = [[String(0), server.rssMiB().toFixed(1)]];
    let sent = 0;
    let hangs = 0;
    const cuts: string[] = [];
    let slowest = 0;
    const started = performance.now();
    const loop = async () => {
      while (sent < REQUESTS) {
        const index = ++sent;
        const request = await fuzzRequest(random, routes, tokens);
        const at = performance.now();
        try {
          const res = await fetch(`${server.url}${request.path}`, {
            method: request.method,
            headers: request.headers,
            body: request.body,
            signal: AbortSignal.timeout(HANG_MS),
          });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
          if (res.status >= 500) failures.push(`${res.status}: ${describeRequest(request)}`);
        } catch (error) {
          if ((error as Error).name === 'TimeoutError') hangs += 1;
          else if (cuts.length < 3)
            cuts.push(`${String((error as Error).cause ?? error)}: ${describeRequest(request)}`);
          // A request the server cut (a body over the limit, a malformed encoding) is an answer, not a hang.
          statuses.set(0, (statuses.get(0) ?? 0) + 1);
        }
        slowest = Math.max(slowest, performance.now() - at);
        if (index % SAMPLE_EVERY === 0) memory.push([String(index), server.rssMiB().toFixed(1)]);
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, loop));
    const seconds = (performance.now() - started) / 1000;
    const fivexx = [...statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);
    printTable(
      `Fuzz: ${REQUESTS} random requests over ${routes.length} operations of /api/openapi.json, ${CONCURRENCY} at a time, one server over SQLite`,
      ['requests', 'seconds', 'req/s', 'answers by status', '5xx', 'hangs (>10 s)', 'slowest ms'],
      [
        [
          String(REQUESTS),
          seconds.toFixed(1),
          (REQUESTS / seconds).toFixed(0),
          [...statuses]
            .sort(([a], [b]) => a - b)
            .map(([status, n]) => `${status === 0 ? 'cut' : status}×${n}`)
            .join(', '),
          String(fivexx),
          String(hangs),
          slowest.toFixed(0),
        ],
      ],
    );
    printTable(
      'Fuzz: the server process resident memory (MiB) after each thousand requests',
      ['requests', 'RSS MiB'],
      memory,
    );
    for (const failure of failures.slice(0, 20)) console.log(`- ${failure}`);
    for (const cut of cuts) console.log(`- cut: ${cut.slice(0, 300)}`);
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
