/**
 * autocannon in a child process of its own (in the bench's process it, not the server, became the
 * bottleneck), with a warm-up that is not counted; for a POST, a JSON body. It asks as a browser does,
 * `Accept-Encoding: br, gzip` (every browser sends it), so a large answer goes out compressed as it
 * would to a patient; autocannon alone sends no Accept-Encoding, and then the bytes sent whole, not
 * the server's work, set the figure.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';

/** The part of autocannon's JSON result the tables show. */
export interface AutocannonResult {
  requests: { average: number };
  latency: { p50: number; p99: number };
  '2xx': number;
  errors: number;
  non2xx: number;
}

export interface AutocannonRun {
  connections: number;
  warmupSeconds: number;
  seconds: number;
  /** A JSON body to POST; absent: GET. */
  post?: string;
  /** false: no Accept-Encoding, every answer whole (the figure before the bench asked as a browser). */
  compressed?: boolean;
}

/** What a browser sends of the headers that change the answer's bytes. */
export const BROWSER_ACCEPT_ENCODING = 'br, gzip';

const CLI = createRequire(import.meta.url).resolve('autocannon/autocannon.js');

export async function autocannon(url: string, run: AutocannonRun): Promise<AutocannonResult> {
  const request =
    run.post === undefined ? [] : ['-m', 'POST', '-H', 'content-type=application/json', '-b', run.post];
  const encoding = run.compressed === false ? [] : ['-H', `accept-encoding=${BROWSER_ACCEPT_ENCODING}`];
  // The warm-up takes only -c and -d; it sends the measured run's method and body.
  const load = (seconds: number) => ['-c', String(run.connections), '-d', String(seconds)];
  const args = [
    CLI,
    '--warmup',
    '[',
    ...load(run.warmupSeconds),
    ']',
    ...load(run.seconds),
    ...request,
    ...encoding,
    '-j',
    url,
  ];
  const { stdout } = await promisify(execFile)(process.execPath, args, { maxBuffer: 16 * 1024 * 1024 });
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as AutocannonResult;
}

/** The table cells of a run: req/s (average), p50 ms, p99 ms, 2xx, errors / non-2xx. */
export const resultCells = (result: AutocannonResult): string[] => [
  result.requests.average.toFixed(0),
  String(result.latency.p50),
  String(result.latency.p99),
  String(result['2xx']),
  `${result.errors} / ${result.non2xx}`,
];
