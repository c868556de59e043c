/** Logos are sent only with an image type (server/images/images-store.ts IMAGE_TYPES), whatever is stored. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TYPES, insertImageIfMissing } from '../../server/images/images-store';
import { listClinics, logotypePath, parseWith } from '../../src/api';
import { DIALECTS, openTestApp, type TestApp } from './harness';

const LOGO_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

describe.each(DIALECTS)('logo types on %s', (dialect) => {
  let t: TestApp;
  let logotype: string;
  beforeAll(async () => {
    t = await openTestApp(dialect);
    const res = await t.app.request(`/api${listClinics.path}`);
    logotype = parseWith(listClinics.answer, await res.json(), 'test').clinics[0]!.logotypes.thumb100!;
  });
  afterAll(async () => {
    await t?.close();
  });

  async function serveStoredAs(mimeType: string) {
    await t.db.updateTable('images').set({ mime_type: mimeType }).where('id', '=', logotype).execute();
    return t.app.request(`/api${logotypePath(logotype)}`);
  }

  it.each<[string, string]>([
    ...IMAGE_TYPES.map((type): [string, string] => [type, type]),
    ['IMAGE/PNG', 'image/png'],
    ['image/svg+xml; charset=utf-8', 'image/svg+xml'],
  ])('stored as %s: served as %s, sandboxed', async (stored, sent) => {
    const res = await serveStoredAs(stored);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe(sent);
    expect(res.headers.get('content-security-policy')).toBe(LOGO_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it.each([
    'text/html',
    'application/javascript',
    'application/xhtml+xml',
    'text/xml',
    'image/x-icon',
    'image/svg+xml-not',
    '',
  ])('stored as %j: not served (404)', async (stored) => {
    const res = await serveStoredAs(stored);
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('refuses to store an image with another type', async () => {
    await expect(
      insertImageIfMissing(t.db, { id: 'evil', mimeType: 'text/html', bytes: new Uint8Array([60]) }),
    ).rejects.toThrow(/text\/html is not one of image\/png/);
    expect(await t.db.selectFrom('images').select('id').where('id', '=', 'evil').execute()).toEqual([]);
  });
});
