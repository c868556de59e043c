import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clinicsRoutes, createClinicsList } from '../../server/routes/clinics';
import { DEMO_CLINICS } from '../../server/seed/demo-clinics';
import { type Clinic, ErrorListsSchema, listClinics, logotypePath, parseWith } from '../../src/api';
import { DIALECTS, openTestApp, type TestApp } from './harness';

const NOT_FOUND = { unexpectedErrors: [], formErrors: ['errors.basis.not_found'] };
const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

describe.each(DIALECTS)('clinics routes on %s', (dialect) => {
  let t: TestApp;
  let clinics: Clinic[];
  beforeAll(async () => {
    t = await openTestApp(dialect);
    const res = await t.app.request(`/api${listClinics.path}`);
    clinics = parseWith(listClinics.answer, await res.json(), 'test').clinics;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/clinics/list answers every seeded clinic in the contract shape', async () => {
    const res = await t.app.request('/api/clinics/list');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(clinics).toHaveLength(DEMO_CLINICS.length);
    for (const [index, demo] of DEMO_CLINICS.entries()) {
      expect(clinics[index]).toEqual({ ...demo.clinic, logotypes: { thumb100: expect.any(String) } });
    }
    const arbat = clinics.find((clinic) => clinic.id === 3);
    expect(arbat).toMatchObject({
      servicesAvailable: false,
      doctorsAvailable: true,
      address: { city: 'Москва' },
    });
    expect(clinics.find((clinic) => clinic.id === 4)?.showInformationAboutClinic).toBe(false);
  });

  it('the list carries an ETag; a client holding the same list gets 304 without a body', async () => {
    const res = await t.app.request('/api/clinics/list');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await t.app.request('/api/clinics/list', { headers: { 'If-None-Match': `W/${etag}` } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await t.app.request('/api/clinics/list', { headers: { 'If-None-Match': '"other"' } });
    expect(other.status).toBe(200);
  });

  it('the list is read once per ttl: a change shows after it, with a new ETag', async () => {
    let clock = 0;
    const list = createClinicsList(t.db, 1000, () => clock);
    const routes = new Hono().route('/api', clinicsRoutes({ db: t.db, list }));
    const before = await routes.request('/api/clinics/list');
    const original = clinics[0]!.title;
    await t.db
      .updateTable('clinics')
      .set({ title: 'Переименована' })
      .where('id', '=', clinics[0]!.id)
      .execute();
    try {
      const cached = await routes.request('/api/clinics/list');
      expect(parseWith(listClinics.answer, await cached.json(), 'test').clinics[0]?.title).toBe(original);
      expect(cached.headers.get('etag')).toBe(before.headers.get('etag'));
      clock = 1000;
      const fresh = await routes.request('/api/clinics/list');
      expect(parseWith(listClinics.answer, await fresh.json(), 'test').clinics[0]?.title).toBe(
        'Переименована',
      );
      expect(fresh.headers.get('etag')).not.toBe(before.headers.get('etag'));
    } finally {
      await t.db.updateTable('clinics').set({ title: original }).where('id', '=', clinics[0]!.id).execute();
    }
  });

  it('serves a logo from the database with its mime type, cache headers and an ETag', async () => {
    const logotype = clinics[0]!.logotypes.thumb100!;
    const res = await t.app.request(`/api${logotypePath(logotype)}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    const etag = res.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg [^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).toContain('ПН');
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(svg));

    const again = await t.app.request(`/api${logotypePath(logotype)}`, {
      headers: { 'If-None-Match': etag! },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('etag')).toBe(etag);
  });

  it('a logo carries its own sandboxing policy and nosniff; other answers keep the app’s policy', async () => {
    const path = `/api${logotypePath(clinics[0]!.logotypes.thumb100!)}`;
    const res = await t.app.request(path);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-security-policy')).toBe(LOGO_CSP);
    // Exactly one nosniff: the route's and the middleware's must not pile up.
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');

    // The route sets both itself: mounted without the app's middleware it still sends them.
    const bare = new Hono().route('/api', clinicsRoutes({ db: t.db }));
    const alone = await bare.request(path);
    expect(alone.status).toBe(200);
    expect(alone.headers.get('content-security-policy')).toBe(LOGO_CSP);
    expect(alone.headers.get('x-content-type-options')).toBe('nosniff');

    const list = await t.app.request('/api/clinics/list');
    expect(list.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(list.headers.get('content-security-policy')).not.toContain('sandbox');
  });

  it.each([
    ['an encoded ../ chain', '..%2f..%2f..%2fetc%2fpasswd'],
    ['an encoded ..', '%2e%2e'],
    ['encoded backslashes', '..%5c..%5cwindows%5cwin.ini'],
    ['overlong UTF-8 dots and slash', '%C0%AE%C0%AE%C0%AF'],
    ['a lone surrogate', '%ED%A0%80'],
    ['a NUL after a name', 'logo%00.svg'],
    ['the longest accepted value', 'a'.repeat(200)],
    ['one past it', 'a'.repeat(201)],
    ['a long ../ chain', '..%2f'.repeat(2000)],
    ['100 000 characters', 'x'.repeat(100_000)],
  ])('a logotype that is %s answers 4xx with an error list, not 500', async (_label, logotype) => {
    const res = await t.app.request(`/api/clinics/${logotype}/logotype.image`);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(parseWith(ErrorListsSchema, await res.json(), 'test')).toEqual(NOT_FOUND);
  });

  it.each([
    '/api/clinics/no-such-logo/logotype.image',
    '/api/clinics/%E0%A4%A/logotype.image',
    `/api/clinics/${'x'.repeat(500)}/logotype.image`,
    '/api/clinics/list/logotype.image',
  ])('answers 404 with an error list for an unknown logo (%s)', async (path) => {
    const res = await t.app.request(path);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(parseWith(ErrorListsSchema, await res.json(), 'test')).toEqual(NOT_FOUND);
  });
});
