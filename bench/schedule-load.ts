/**
 * Load on the schedule: POST /api/clinics/1/doctors-schedule for 4 days from tomorrow, one
 * clinic, all its doctors, no service — the request the schedule widget makes. The server in its own
 * process over a fresh embedded SQLite database with its request log on, autocannon in another
 * (as bench/load.ts does for the public reads). Easy!Appointments' free-times request does 350 req/s
 * on this machine; the issue aims for ten times that.
 */
import { rmSync } from 'node:fs';
import { startServer } from '../e2e/harness';
import { autocannon, resultCells } from './autocannon';
import { builds } from './builds';
import { printTable } from './report';

const CLINIC = 1;
const CONNECTIONS = 32;
const WARMUP_S = 2;
const DURATION_S = 10;
const DAY_MS = 86_400_000;

/** Tomorrow in UTC is today or tomorrow in every clinic-local zone, so all 4 days are bookable. */
const scheduleBody = () => JSON.stringify({ date: new Date(Date.now() + DAY_MS).toISOString().slice(0, 10) });

export async function benchScheduleLoad(): Promise<void> {
  const rows: string[][] = [];
  for (const build of builds()) {
    const server = await startServer({ logLevel: 'info', root: build.root, keepOutput: false });
    try {
      const url = `${server.url}/api/clinics/${CLINIC}/doctors-schedule`;
      const body = scheduleBody();
      // One answer first: a build that cannot serve the request fails here, not as a table of errors.
      const probe = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      if (probe.status !== 200) throw new Error(`${build.label}: schedule answered ${probe.status}`);
      const days = ((await probe.json()) as { days: unknown[] }).days.length;
      const result = await autocannon(url, {
        connections: CONNECTIONS,
        warmupSeconds: WARMUP_S,
        seconds: DURATION_S,
        post: body,
      });
      rows.push([`POST …/doctors-schedule`, build.label, String(days), ...resultCells(result)]);
      // The same server's memoised public list beside it: what this machine's load leaves for any request.
      const list = await autocannon(`${server.url}/api/clinics/list`, {
        connections: CONNECTIONS,
        warmupSeconds: WARMUP_S,
        seconds: DURATION_S,
      });
      rows.push(['GET /api/clinics/list (reference)', build.label, '–', ...resultCells(list)]);
    } finally {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
  }
  printTable(
    `Schedule load: POST /api/clinics/${CLINIC}/doctors-schedule (4 days, all doctors), embedded SQLite, ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured`,
    ['request', 'build', 'days', 'req/s (average)', 'p50 ms', 'p99 ms', '2xx', 'errors / non-2xx'],
    rows,
  );
}
