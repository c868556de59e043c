/**
 * A short fuzz run in the suite (the full 10 000 requests against a server process are in the bench,
 * BENCH_ONLY=fuzz): 1 000 seeded random requests over every route of the API document, 8 at a time,
 * over real sockets to the app served as main.ts serves it. None may answer 5xx, take longer than a few
 * seconds, or lose its connection without an answer (which an in-process request could not show).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { describeRequest, type FuzzRoute, fuzzRequest, routesOf, seeded } from './fuzz-kit';
import { sendFuzz } from './fuzz-network';
import { openTestApp, type TestApp } from './harness';
import { type Listening, listen } from './listen';

const REQUESTS = 1000;
const CONCURRENCY = 8;
const HANG_MS = 10_000;

describe('fuzzing every route', () => {
  let t: TestApp;
  let server: Listening;
  let routes: FuzzRoute[];
  const tokens: string[] = [];
  beforeAll(async () => {
    t = await openTestApp('sqlite');
    server = await listen(t.app);
    const { base } = server;
    routes = routesOf(await (await fetch(`${base}/api/openapi.json`)).json());
    for (const phone of ['79990000001', '79990000002']) {
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, password: DEMO_PASSWORD }),
      });
      tokens.push(((await res.json()) as { accessToken: string }).accessToken);
    }
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it(`${REQUESTS} random requests: no 5xx, none hangs, none cut`, async () => {
    expect(routes.length).toBeGreaterThan(20);
    const random = seeded(Number(process.env.FUZZ_SEED ?? 20261125));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let sent = 0;
    const loop = async () => {
      while (sent < REQUESTS) {
        sent += 1;
        const request = await fuzzRequest(random, routes, tokens);
        const outcome = await sendFuzz(server.base, request, HANG_MS);
        if (outcome.kind === 'answer') {
          statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
          if (outcome.status >= 500) failures.push(`${outcome.status}: ${describeRequest(request)}`);
        } else {
          const what = outcome.kind === 'cut' ? `cut (${outcome.reason})` : 'hang';
          failures.push(`${what}: ${describeRequest(request)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, loop));
    expect(failures).toEqual([]);
    // The run reached past the shape checks, not only refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(10);
  }, 600_000);
});
