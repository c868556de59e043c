/**
 * A short fuzz run in the suite (the full 10 000 requests against a real server are in the bench,
 * BENCH_ONLY=fuzz): 1 000 seeded random requests over every route of the API document, in process.
 * None may answer 5xx or take longer than a few seconds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { describeRequest, type FuzzRoute, fuzzRequest, routesOf, seeded } from './fuzz-kit';
import { openTestApp, type TestApp } from './harness';

const REQUESTS = 1000;
const HANG_MS = 10_000;

describe('fuzzing every route', () => {
  let t: TestApp;
  let routes: FuzzRoute[];
  const tokens: string[] = [];
  beforeAll(async () => {
    t = await openTestApp('sqlite');
    routes = routesOf(await (await t.app.request('/api/openapi.json')).json());
    for (const phone of ['79990000001', '79990000002']) {
      const res = await t.app.request('/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, password: DEMO_PASSWORD }),
      });
      tokens.push(((await res.json()) as { accessToken: string }).accessToken);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it(`${REQUESTS} random requests: no 5xx, none hangs`, async () => {
    expect(routes.length).toBeGreaterThan(20);
    const random = seeded(Number(process.env.FUZZ_SEED ?? 20261125));
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    for (let i = 0; i < REQUESTS; i++) {
      const request = await fuzzRequest(random, routes, tokens);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const hang = new Promise<'hang'>((resolve) => {
        timer = setTimeout(() => resolve('hang'), HANG_MS);
      });
      const answer = (async () => {
        const res = await t.app.request(request.path, {
          method: request.method,
          headers: request.headers,
          body: request.body,
        });
        await res.arrayBuffer();
        return res.status;
      })().catch((error: unknown) => `threw ${String(error)}`);
      const status = await Promise.race([answer, hang]);
      clearTimeout(timer);
      if (typeof status === 'number') statuses.set(status, (statuses.get(status) ?? 0) + 1);
      if (typeof status !== 'number' || status >= 500)
        failures.push(`${status}: ${describeRequest(request)}`);
    }
    expect(failures).toEqual([]);
    // The run reached past the shape checks, not only refusals.
    expect(statuses.get(200) ?? 0).toBeGreaterThan(10);
  }, 600_000);
});
