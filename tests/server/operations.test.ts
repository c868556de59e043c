/**
 * The probes and the request id: /healthz answers while the process runs, /readyz only over a
 * reachable, migrated database; every answer (errors included) carries its request id, and the log
 * line under that id names the route's pattern, not the keys it was called with.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { getHealth, getReadiness } from '../../server/routes/operations';
import {
  capturingLogger,
  DIALECTS,
  openTestApp,
  openTestDatabase,
  silentLogger,
  type TestApp,
  type TestDatabase,
} from './harness';
import { expectMatchesDocument } from './openapi-check';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe.each(DIALECTS)('probes on %s', (dialect) => {
  let t: TestApp;
  let bare: TestDatabase;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    bare = await openTestDatabase(dialect);
  });
  afterAll(async () => {
    await t?.close();
    await bare?.close();
  });

  it('/healthz and /readyz answer ok over a migrated database', async () => {
    for (const call of [getHealth, getReadiness]) {
      const res = await t.app.request(call.path);
      expect(res.status).toBe(200);
      await expectMatchesDocument(res, call);
      expect(await res.json()).toEqual({ status: 'ok' });
    }
  });

  it('/readyz is 503 while the database is not migrated, /healthz still 200', async () => {
    const app = createApp({ db: bare.db, staticDir: t.staticDir, logger: silentLogger() });
    expect((await app.request('/readyz')).status).toBe(503);
    expect((await app.request('/healthz')).status).toBe(200);
  });
});

describe('the request id', () => {
  const { logger, lines } = capturingLogger();
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('sqlite', { logger });
  });
  afterAll(() => t.close());

  it('is generated for each request and sent on answers and errors alike', async () => {
    const ok = await t.app.request('/api/clinics/list');
    const missing = await t.app.request('/api/clinics/999/services/list');
    const bad = await t.app.request('/api/auth/login', {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json' },
    });
    const ids = [ok, missing, bad].map((res) => res.headers.get('X-Request-Id'));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
    expect([missing.status, bad.status]).toEqual([404, 400]);
  });

  it('is not taken from the caller unless the app trusts the header', async () => {
    const res = await t.app.request('/healthz', { headers: { 'X-Request-Id': 'proxy-id-12345678' } });
    expect(res.headers.get('X-Request-Id')).toMatch(UUID);
    const trusting = createApp({
      db: t.db,
      staticDir: t.staticDir,
      logger: silentLogger(),
      trustRequestId: true,
    });
    const taken = await trusting.request('/healthz', { headers: { 'X-Request-Id': 'proxy-id-12345678' } });
    expect(taken.headers.get('X-Request-Id')).toBe('proxy-id-12345678');
    const odd = await trusting.request('/healthz', {
      headers: { 'X-Request-Id': 'has space\tand "quotes"' },
    });
    expect(odd.headers.get('X-Request-Id')).toMatch(UUID);
  });

  it('logs the route pattern with the id, and the probes only at debug', async () => {
    lines.length = 0;
    const res = await t.app.request('/api/clinics/1/services/list?secret=79991234567');
    await t.app.request('/readyz');
    const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const entry = entries.find((line) => line.reqId === res.headers.get('X-Request-Id'));
    expect(entry).toMatchObject({
      method: 'GET',
      route: '/api/clinics/:clinicId/services/list',
      status: 400,
    });
    expect(typeof entry?.ms).toBe('number');
    expect(lines.join('')).not.toContain('79991234567');
    expect(entries.some((line) => line.route === '/readyz')).toBe(false);
  });
});
