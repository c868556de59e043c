/**
 * The fuzz run: 10 000 seeded random requests (tests/server/fuzz-kit.ts) over every route of the API
 * document, 8 at a time, against a real server process over a fresh embedded SQLite database, for each
 * build (bench/builds.ts: with BENCH_BEFORE, the older checkout first). Counts the answers by status,
 * the 5xx (must be 0), the hangs (no answer in 10 s, must be 0) and the cut connections (closed with no
 * answer, must be 0), groups the cut ones by method, operation, content type and body size, and samples
 * the server's resident memory every 1 000 requests (flat: no growth past the first thousands).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_PASSWORD } from '../server/seed/demo-accounts';
import { describeRequest, fuzzRequest, routesOf, seeded } from '../tests/server/fuzz-kit';
import { cutGroup, sendFuzz } from '../tests/server/fuzz-network';
import { type Build, builds } from './builds';
import { printTable } from './report';
import { startServerProcess } from './server-process';

const REQUESTS = Number(process.env.BENCH_FUZZ_REQUESTS ?? 10_000);
const CONCURRENCY = 8;
const HANG_MS = 10_000;
const SAMPLE_EVERY = 1000;

const load = () =>
  loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

interface FuzzFigures {
  build: string;
  seconds: number;
  statuses: Map<number, number>;
  hangs: number;
  cut: number;
  cutGroups: Map<string, number>;
  failures: string[];
  memory: string[];
  slowest: number;
  loadAtStart: string;
  loadAtEnd: string;
}

async function fuzzBuild(build: Build): Promise<FuzzFigures> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'priyom-bench-fuzz-'));
  const server = await startServerProcess({ dataDir, root: build.root });
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
    const figures: FuzzFigures = {
      build: build.label,
      seconds: 0,
      statuses: new Map(),
      hangs: 0,
      cut: 0,
      cutGroups: new Map(),
      failures: [],
      memory: [server.rssMiB().toFixed(1)],
      slowest: 0,
      loadAtStart: load(),
      loadAtEnd: '',
    };
    let sent = 0;
    const started = performance.now();
    const loop = async () => {
      while (sent < REQUESTS) {
        const index = ++sent;
        const request = await fuzzRequest(random, routes, tokens);
        const at = performance.now();
        const outcome = await sendFuzz(server.url, request, HANG_MS);
        if (outcome.kind === 'answer') {
          figures.statuses.set(outcome.status, (figures.statuses.get(outcome.status) ?? 0) + 1);
          if (outcome.status >= 500) figures.failures.push(`${outcome.status}: ${describeRequest(request)}`);
        } else if (outcome.kind === 'hang') {
          figures.hangs += 1;
          figures.failures.push(`hang: ${describeRequest(request)}`);
        } else {
          figures.cut += 1;
          const group = cutGroup(request, outcome.reason);
          figures.cutGroups.set(group, (figures.cutGroups.get(group) ?? 0) + 1);
        }
        figures.slowest = Math.max(figures.slowest, performance.now() - at);
        if (index % SAMPLE_EVERY === 0) figures.memory.push(server.rssMiB().toFixed(1));
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, loop));
    figures.seconds = (performance.now() - started) / 1000;
    figures.loadAtEnd = load();
    return figures;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchFuzz(): Promise<void> {
  const runs: FuzzFigures[] = [];
  for (const build of builds()) runs.push(await fuzzBuild(build));
  printTable(
    `Fuzz: ${REQUESTS} random requests over every operation of /api/openapi.json, ${CONCURRENCY} at a time, one server over SQLite`,
    [
      'build',
      'seconds',
      'req/s',
      'answers by status',
      '5xx',
      'hangs (>10 s)',
      'cut',
      'slowest ms',
      'load average (start → end)',
    ],
    runs.map((run) => [
      run.build,
      run.seconds.toFixed(1),
      (REQUESTS / run.seconds).toFixed(0),
      [...run.statuses]
        .sort(([a], [b]) => a - b)
        .map(([status, n]) => `${status}×${n}`)
        .join(', '),
      String([...run.statuses].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0)),
      String(run.hangs),
      String(run.cut),
      run.slowest.toFixed(0),
      `${run.loadAtStart} → ${run.loadAtEnd}`,
    ]),
  );
  printTable(
    'Fuzz: the server process resident memory (MiB) at the start and after each thousand requests',
    ['build', ...runs[0]!.memory.map((_, i) => String(i * SAMPLE_EVERY))],
    runs.map((run) => [run.build, ...run.memory]),
  );
  for (const run of runs.filter((r) => r.cut > 0)) {
    printTable(
      `Fuzz (${run.build}): connections cut without an answer, by method, operation, content type, body size and the client's error`,
      ['group', 'cut'],
      [...run.cutGroups].sort(([, a], [, b]) => b - a).map(([group, n]) => [group, String(n)]),
    );
  }
  for (const run of runs)
    for (const failure of run.failures.slice(0, 20)) console.log(`- ${run.build}: ${failure}`);
}
