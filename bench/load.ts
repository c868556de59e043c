/**
 * Load on the public reads: autocannon against GET /api/clinics/list, GET /api/configuration and two
 * pages (the sign-in form, an agreement), the
 * server in its own process with its request log on (LOG_LEVEL=info, drained, not kept), autocannon in
 * a process of its own too (run inside the bench's process, the bench became the bottleneck: it
 * measured a tenth of what the server serves). 32 connections, a 2 s warm-up that is not counted, then
 * 10 s measured, all on the same two cores.
 */
import { rmSync } from 'node:fs';
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { startServer } from '../e2e/harness';
import { builds } from './builds';
import { printTable } from './report';

// Two JSON reads, and two pages the server draws with the app's own components (kept per address,
// language and data after the first render), beside what the hand painters cost before them.
const ENDPOINTS = ['/api/clinics/list', '/api/configuration', '/authorization', '/privacy-policy'];
const CONNECTIONS = 32;
const WARMUP_S = 2;
const DURATION_S = 10;
/** The part of autocannon's JSON result the table shows. */
interface Result {
  requests: { average: number };
  latency: { p50: number; p99: number };
  '2xx': number;
  errors: number;
  non2xx: number;
}

const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

async function runAutocannon(url: string): Promise<Result> {
  const args = ['-c', String(CONNECTIONS), '-d', String(DURATION_S), '-j'];
  const warmup = ['--warmup', '[', '-c', String(CONNECTIONS), '-d', String(WARMUP_S), ']'];
  const { stdout } = await promisify(execFile)(process.execPath, [AUTOCANNON, ...warmup, ...args, url], {
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as Result;
}

export async function benchLoad(): Promise<void> {
  const rows: string[][] = [];
  const logged: string[] = [];
  for (const build of builds()) {
    const server = await startServer({ logLevel: 'info', root: build.root, keepOutput: false });
    try {
      for (const endpoint of ENDPOINTS) {
        const result = await runAutocannon(server.url + endpoint);
        rows.push([
          `GET ${endpoint}`,
          build.label,
          result.requests.average.toFixed(0),
          String(result.latency.p50),
          String(result.latency.p99),
          String(result['2xx']),
          `${result.errors} / ${result.non2xx}`,
        ]);
      }
    } finally {
      await server.stop();
      rmSync(server.dataDir, { recursive: true, force: true });
    }
    logged.push(`${build.label} ${server.lines()}`);
  }
  printTable(
    `Load: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured (request log on: ${logged.join(', ')} lines written)`,
    ['endpoint', 'build', 'req/s (average)', 'p50 ms', 'p99 ms', '2xx', 'errors / non-2xx'],
    rows,
  );
}
