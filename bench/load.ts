/**
 * Load on the public reads: autocannon against GET /api/clinics/list and GET /api/configuration, the
 * server in its own process with its request log on (LOG_LEVEL=info). 32 connections, a 2 s warm-up
 * that is not counted, then 10 s measured. autocannon runs in the bench's process on the same two cores.
 */
import { rmSync } from 'node:fs';
import autocannon from 'autocannon';
import { startServer } from '../e2e/harness';
import { builds } from './builds';
import { printTable } from './report';

const ENDPOINTS = ['/api/clinics/list', '/api/configuration'];
const CONNECTIONS = 32;
const WARMUP_S = 2;
const DURATION_S = 10;

export async function benchLoad(): Promise<void> {
  const rows: string[][] = [];
  const logged: string[] = [];
  for (const build of builds()) {
    const server = await startServer({ logLevel: 'info', root: build.root });
    try {
      for (const endpoint of ENDPOINTS) {
        const result = await autocannon({
          url: server.url + endpoint,
          connections: CONNECTIONS,
          duration: DURATION_S,
          warmup: { connections: CONNECTIONS, duration: WARMUP_S },
        });
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
    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.includes('"msg":"request"')).length;
    logged.push(`${build.label} ${lines}`);
  }
  printTable(
    `Load: ${CONNECTIONS} connections, ${WARMUP_S} s warm-up, ${DURATION_S} s measured (request log on: ${logged.join(', ')} lines)`,
    ['endpoint', 'build', 'req/s (average)', 'p50 ms', 'p99 ms', '2xx', 'errors / non-2xx'],
    rows,
  );
}
