import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CONFIGURATION } from '../../server/seed/demo-configuration';
import { getConfiguration, parseWith } from '../../src/api';
import { DIALECTS, openTestApp, type TestApp } from './harness';

describe.each(DIALECTS)('GET /api/configuration on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers the seeded configuration in the contract shape', async () => {
    const res = await t.app.request(`/api${getConfiguration.path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    const answer = parseWith(getConfiguration.answer, await res.json(), 'test');
    expect(answer).toEqual(DEMO_CONFIGURATION);
    expect(answer).toMatchObject({
      currencySymbol: '₽',
      currencySymbolPosition: 'after',
      alpha2: 'RU',
      userMustCheckBoxToAgreeToPrivacyPolicy: true,
      availableTransports: { sms: true, whatsapp: true, flash_call: true },
      priorities: { sms: 3, whatsapp: 2, flash_call: 1 },
      waitingTime: 60,
      colourScheme: null,
      apiBase: '/api',
      timeZone: 'Europe/Moscow',
      videoConferenceDomain: 'meet.jit.si',
    });
    expect(answer.privacyPolicy?.split('\n\n').length).toBeGreaterThanOrEqual(3);
    expect(answer.endUserLicenseAgreement?.split('\n\n').length).toBeGreaterThanOrEqual(3);
  });

  it('carries an ETag and answers a revalidation with the same configuration with 304', async () => {
    const res = await t.app.request('/api/configuration');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.request('/api/configuration', { headers: { 'If-None-Match': etag! } });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe('no-cache');
  });

  it('ignores a query string it does not read', async () => {
    const res = await t.app.request('/api/configuration?x=%E0%A4%A&y');
    expect(res.status).toBe(200);
  });
});
