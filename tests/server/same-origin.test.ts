/**
 * No cross-site calls: API writes must be JSON (415 otherwise) and come from the portal's own origins
 * (403 otherwise); the result downloads too. Reads stay open; a refused call reaches no handler.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { GENERIC_UNEXPECTED_ERROR } from '../../src/api';
import { openTestApp, silentLogger, type TestApp } from './harness';

const LOGIN = JSON.stringify({ phone: '79990000002', password: DEMO_PASSWORD });
const REFUSED = { unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] };

describe('same-origin guard', () => {
  let t: TestApp;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await openTestApp('sqlite');
    app = createApp({
      db: t.db,
      staticDir: t.staticDir,
      logger: silentLogger(),
      allowedOrigins: ['https://widget.example'],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const login = (headers: Record<string, string>, body = LOGIN) =>
    app.request('http://portal.example/api/auth/login', { method: 'POST', headers, body });
  const auditRows = async () =>
    Number((await sql<{ n: number }>`select count(*) as n from audit_events`.execute(t.db)).rows[0]?.n);

  it('the portal itself, the configured origins and clients that send no Origin pass', async () => {
    const json = { 'content-type': 'application/json' };
    expect((await login(json)).status).toBe(200);
    expect(
      (await login({ ...json, origin: 'http://portal.example', 'sec-fetch-site': 'same-origin' })).status,
    ).toBe(200);
    expect((await login({ ...json, origin: 'https://portal.example' })).status).toBe(200);
    expect((await login({ ...json, origin: 'https://widget.example' })).status).toBe(200);
    expect((await login({ 'content-type': 'application/json; charset=utf-8' })).status).toBe(200);
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', ''])(
    'a write sent as %j is a 415 in the error-list shape and reaches no handler',
    async (type) => {
      const before = await auditRows();
      const res = await login(type ? { 'content-type': type } : {});
      expect(res.status).toBe(415);
      expect(await res.json()).toEqual(REFUSED);
      expect(await auditRows()).toBe(before);
    },
  );

  it('another site is a 403: by its Origin or by Sec-Fetch-Site: cross-site', async () => {
    const before = await auditRows();
    const senders: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'https://portal.example.evil.example' },
      { origin: 'null' },
      { 'sec-fetch-site': 'cross-site' },
    ];
    for (const headers of senders) {
      const res = await login({ 'content-type': 'application/json', ...headers });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(REFUSED);
    }
    expect(await auditRows()).toBe(before);
  });

  it('result downloads from another site are a 403; reads elsewhere stay open', async () => {
    for (const kind of ['protocol', 'attachment']) {
      const res = await app.request(`http://portal.example/api/clients/service/${kind}/1`, {
        headers: { origin: 'https://evil.example', authorization: 'Bearer x' },
      });
      expect(res.status).toBe(403);
      const crossSite = await app.request(`http://portal.example/api/clients/service/${kind}/1`, {
        headers: { 'sec-fetch-site': 'cross-site' },
      });
      expect(crossSite.status).toBe(403);
    }
    const own = await app.request('http://portal.example/api/clients/service/protocol/1');
    expect(own.status).toBe(401);
    const config = await app.request('http://portal.example/api/configuration', {
      headers: { 'sec-fetch-site': 'cross-site' },
    });
    expect(config.status).toBe(200);
  });
});
