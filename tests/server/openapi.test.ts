/**
 * The API document against the app: every route the app registers is in it, every path in it is
 * served, it is what GET /api/openapi.json sends, and the checker it is used with can fail.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApiDocument, documentPath } from '../../server/openapi/document';
import { getHealth } from '../../server/routes/operations';
import { createAppointment, listClinics } from '../../src/api';
import { checkJsonSchema } from './json-schema-check';
import { openTestApp, type TestApp } from './harness';
import { answerSchema, apiDocument, expectMatchesDocument } from './openapi-check';

/** Routes that are not calls: the reference page (HTML for people) and the catch-all handlers. */
const NOT_CALLS = new Set(['GET /api/docs']);

describe('the API document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('sqlite');
  });
  afterAll(() => t.close());

  const served = () =>
    new Set(
      t.app.routes
        .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
        .map((route) => `${route.method} ${documentPath(route.path)}`)
        .filter((route) => !NOT_CALLS.has(route)),
    );
  const documented = (document: { paths: Record<string, Record<string, unknown>> }) =>
    new Set(
      Object.entries(document.paths).flatMap(([path, methods]) =>
        Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
      ),
    );

  it('is served at /api/openapi.json, the same document the routes make, and lists every route', async () => {
    const response = await t.app.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const document = await response.json();
    expect(document).toEqual(JSON.parse(JSON.stringify(buildApiDocument(t.app.routes))));
    expect(document.openapi).toBe('3.1.0');
    expect([...served()].sort()).toEqual([...documented(document)].sort());
    expect(served()).toContain('POST /api/clients/create-appointment');
    expect(served()).toContain('GET /healthz');
  });

  it('answers every documented path with something other than the API fallback', async () => {
    for (const entry of documented(apiDocument())) {
      const [method, path] = entry.split(' ') as [string, string];
      const url = path.replace(/\{\w+\}/g, '1');
      const response = await t.app.request(url, { method, body: method === 'POST' ? '{}' : undefined });
      // A 404 from a route's own lookup is fine; the fallback's 405 and an unmatched path are not.
      expect(response.status, entry).not.toBe(405);
      expect(
        t.app.routes.some((r) => r.method === method && documentPath(r.path) === path),
        entry,
      ).toBe(true);
    }
  });

  it('describes a call fully: body, bearer, Idempotency-Key, error lists', () => {
    const operation = apiDocument().paths['/api/clients/create-appointment']?.post as Record<string, unknown>;
    expect(operation.security).toEqual([{ bearer: [] }]);
    expect(JSON.stringify(operation.parameters)).toContain('Idempotency-Key');
    expect(Object.keys(operation.responses as object)).toEqual(
      expect.arrayContaining(['200', '400', '401', '413', '500', '503']),
    );
    expect(Object.keys(answerSchema(createAppointment, 409).properties as object)).toEqual([
      'unexpectedErrors',
      'formErrors',
      'createAppointmentErrors',
      'nearestFreeTimes',
    ]);
  });

  it('checks answers strictly enough to catch a drift', async () => {
    const schema = answerSchema(listClinics, 200);
    const resolve = () => ({});
    expect(checkJsonSchema(schema, { clinics: [{ id: 'one' }] }, resolve)).not.toEqual([]);
    expect(checkJsonSchema(schema, {}, resolve)).not.toEqual([]);
    expect(checkJsonSchema(answerSchema(getHealth, 200), { status: 'fine' }, resolve)).not.toEqual([]);
    expect(() => checkJsonSchema({ unknownKeyword: 1 }, 1, resolve)).toThrow(/does not know/);
    await expectMatchesDocument(await t.app.request('/healthz'), getHealth);
  });

  it('renders the reference page without any script, under the app CSP', async () => {
    const response = await t.app.request('/api/docs');
    expect(response.status).toBe(200);
    const page = await response.text();
    expect(page).toContain('/api/clients/create-appointment');
    expect(page).not.toMatch(/<script/i);
    expect(response.headers.get('Content-Security-Policy')).toContain("default-src 'self'");
  });
});
