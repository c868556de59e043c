/**
 * Load on the public reads: autocannon against GET /api/clinics/list, GET /api/configuration and two
 * pages (the sign-in form, an agreement), the server in its own process with its request log on
 * (LOG_LEVEL=info, drained, not kept), autocannon in a process of its own asking as a browser does
 * (./autocannon.ts). 32 connections, a 2 s warm-up that is not counted, then 10 s measured, all on the
 * same two cores.
 */
import { rmSync } from 'node:fs';
import { startServer } from '../e2e/harness';
import { autocannon, resultCells } from './autocannon';
import { builds } from './builds';
import { printTable } from './report';

// Two JSON reads, and two pages the server draws with the app's own components (kept per address,
// language and data after the first render), beside what the hand painters cost before them.
const ENDPOINTS = ['/api/clinics/list', '/api/configuration', '/authorization', '/privacy-policy'];
const CONNECTIONS = 32;
const WARMUP_S = 2;
const DURATION_S = 10;

export async function benchLoad(): Promise<void> {
  const rows: string[][] = [];
  const logged: string[] = [];
  for (const build of builds()) {
    const server = await startServer({ logLevel: 'info', root: build.root, keepOutput: false });
    try {
      for (const endpoint of ENDPOINTS) {
        const result = await autocannon(server.url + endpoint, {
          connections: CONNECTIONS,
          warmupSeconds: WARMUP_S,
          seconds: DURATION_S,
        });
        rows.push([`GET ${endpoint}`, build.label, ...resultCells(result)]);
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
