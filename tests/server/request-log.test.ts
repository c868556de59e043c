/** The request log never records the secret keys of link routes, nor query strings. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggablePath } from '../../server/http/log-path';
import { capturingLogger, DIALECTS, openTestApp, type TestApp } from './harness';

describe('loggablePath', () => {
  it.each([
    ['/appointment/Ab+/cd12=9', '/appointment/:key'],
    ['/feedback/abcdefghij', '/feedback/:key'],
    ['/link/abcdefghij', '/link/:key'],
    ['/call/abc/defghi', '/call/:key'],
    ['/waitlist/Ab+/cd12=9', '/waitlist/:key'],
    ['/clinic/1/menu', '/clinic/1/menu'],
    ['/api/clinics/list', '/api/clinics/list'],
  ])('%s → %s', (path, logged) => {
    expect(loggablePath(path)).toBe(logged);
  });
});

describe.each(DIALECTS)('the request log on %s', (dialect) => {
  const { logger, lines } = capturingLogger();
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect, { logger });
  });
  afterAll(() => t.close());

  it('records the route without its key or query', async () => {
    const key = 'Zq9+x/Yw7=';
    await t.app.request(`/appointment/${encodeURIComponent(key).replace(/%2F/g, '/')}`);
    await t.app.request(`/feedback/${key.slice(0, 9)}A`);
    await t.app.request('/waitlist/Wt4kQ8pLm2');
    await t.app.request('/api/clinics/list?phone=79991234567');
    // The confirmation link's lookup carries its key in the query string, as the contract has it.
    await t.app.request('/api/clients/appointment-by-client-access-key?clientAccessKey=Qk7rT2vX9m');
    const log = lines.join('');
    expect(log).toContain('"/appointment/:key"');
    expect(log).toContain('"/feedback/:key"');
    expect(log).toContain('"/waitlist/:key"');
    expect(log).toContain('"/api/clinics/list"');
    expect(log).toContain('"/api/clients/appointment-by-client-access-key"');
    for (const secret of ['Zq9', 'Yw7', 'Wt4kQ8pLm2', 'Qk7rT2vX9m', '79991234567'])
      expect(log).not.toContain(secret);
  });
});
