/**
 * Load on the schedule: POST /api/clinics/1/doctors-schedule for 4 days from tomorrow, one
 * clinic, all its doctors, no service — the request the schedule widget makes. The server in its own
 * process over a fresh embedded SQLite database with its request log on, autocannon in another
 * (as bench/load.ts does for the public reads). Easy!Appointments' free-times request does 350 req/s
 * on this machine; the issue aims for ten times that.
 */
import { rmSync } from 'node:fs';
import { loadavg } from 'node:os';
import { startServer } from '../e2e/harness';
import { autocannon, resultCells } from './autocannon';
import { builds } from './builds';
import { onEachNetwork } from './networks';
import { printTable } from './report';

const CLINIC = 1;
const CONNECTIONS = 32;
const WARMUP_S = 2;
const DURATION_S = 10;
const DAY_MS = 86_400_000;

/** Tomorrow in UTC is today or tomorrow in every clinic-local zone, so all 4 days are bookable. */
const scheduleBody = () => JSON.stringify({ date: new Date(Date.now() + DAY_MS).toISOString().slice(0, 10) });

/** One round of one build: the schedule call, then the same server's memoised public list beside it. */
export async function measureSchedule(label: string, round: number, base: string): Promise<string[][]> {
  const url = `${base}/api/clinics/${CLINIC}/doctors-schedule`;
  const body = scheduleBody();
  // One answer first: a build that cannot serve the request fails here, not as a table of errors.
  const probe = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  if (probe.status !== 200) throw new Error(`${label}: schedule answered ${probe.status}`);
  // A build from before the schedule answered the bare array of days holds them in `days`.
  const answer = (await probe.json()) as unknown[] | { days: unknown[] };
  const days = (Array.isArray(answer) ? answer : answer.days).length;
  const run = { connections: CONNECTIONS, warmupSeconds: WARMUP_S, seconds: DURATION_S };
  const schedule = await autocannon(url, { ...run, post: body });
  // What this machine's load leaves for any request, measured right after; and once more without
  // Accept-Encoding, where the list's bytes go out whole.
  const list = await autocannon(`${base}/api/clinics/list`, run);
  const whole = await autocannon(`${base}/api/clinics/list`, { ...run, compressed: false });
  const at = loadavg()[0]?.toFixed(1) ?? '?';
  return [
    ['POST …/doctors-schedule', label, String(round), at, String(days), ...resultCells(schedule)],
    ['GET /api/clinics/list (reference)', label, String(round), at, '–', ...resultCells(list)],
    ['the same, no Accept-Encoding', label, String(round), at, '–', ...resultCells(whole)],
  ];
}

/**
 * The builds' servers all run from the start and are measured in turn, in the order A B B A (with two
 * builds): other agents' load on this shared machine comes and goes within a minute, and a build
 * measured only first or only last took all of a swing.
 */
const ROUNDS = 2;

export async function benchScheduleLoad(): Promise<void> {
  const rows: string[][] = [];
  const servers: { label: string; server: Awaited<ReturnType<typeof startServer>> }[] = [];
  try {
    for (const build of builds()) {
      const server = await startServer({ logLevel: 'info', root: build.root, keepOutput: false });
      servers.push({ label: build.label, server });
    }
    for (let round = 0; round < ROUNDS; round++) {
      const order = round % 2 === 0 ? servers : [...servers].reverse();
      for (const { label, server } of order)
        rows.push(...(await measureSchedule(label, round + 1, server.url)));
    }
  } finally {
    for (const { server } of servers) {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
  printScheduleTable(`builds in turn over ${ROUNDS} rounds`, rows);
}

/** The same call on each network of ./networks.ts (clinic 1: the wide network's has 30 doctors), one round each. */
export async function benchScheduleSize(): Promise<void> {
  const rows = await onEachNetwork((network, server) => measureSchedule(network, 1, server.url), {
    logLevel: 'info',
    keepOutput: false,
  });
  printScheduleTable('networks in turn', rows.flat());
}

function printScheduleTable(what: string, rows: string[][]) {
  printTable(
    `Schedule load: POST /api/clinics/${CLINIC}/doctors-schedule (4 days, all doctors), embedded SQLite, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured, ${what}`,
    [
      'request',
      'build or network',
      'round',
      'load (1 min)',
      'days',
      'req/s (average)',
      'p50 ms',
      'p99 ms',
      '2xx',
      'errors / non-2xx',
    ],
    rows,
  );
}
