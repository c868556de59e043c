import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_CONFIGURATION } from '../../server/seed/demo-configuration';
import { ConfigurationSchema, ErrorListsSchema, parseWith } from '../../src/api';
import { CONFIGURATION_ELEMENT_ID, decodeEmbeddedConfiguration } from '../../src/api/configuration-embed';
import {
  DIALECTS,
  openTestApp,
  openTestDatabase,
  silentLogger,
  type TestApp,
  tempDir,
  writeStaticDir,
} from './harness';

const NOT_FOUND = { unexpectedErrors: [], formErrors: ['errors.basis.not_found'] };

function embeddedConfiguration(html: string): unknown {
  const match = html.match(
    new RegExp(`<script id="${CONFIGURATION_ELEMENT_ID}" type="text/plain">([^<]*)</script>`),
  );
  return decodeEmbeddedConfiguration(match?.[1]);
}

describe.each(DIALECTS)('the app on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  describe('API errors', () => {
    it.each([
      ['GET', '/api/no/such/call'],
      ['GET', '/api'],
      ['GET', '/api/'],
      ['POST', '/api/configuration'],
      ['DELETE', '/api/clinics/list'],
      ['GET', '/api/index.html'],
    ])('%s %s answers 404 JSON, never HTML', async (method, path) => {
      const res = await t.app.request(path, { method, headers: { Accept: 'text/html' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(parseWith(ErrorListsSchema, await res.json(), 'test')).toEqual(NOT_FOUND);
    });

    it('answers 500 with unexpectedErrors when the database fails', async () => {
      const broken = await openTestDatabase(dialect);
      await broken.close();
      const app = createApp({ db: broken.db, staticDir: t.staticDir, logger: silentLogger() });
      const res = await app.request('/api/clinics/list');
      expect(res.status).toBe(500);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.json()).toEqual({ unexpectedErrors: ['errors.unexpected_error'] });
      // The page still loads, without the embedded block, so the app can start with an empty context.
      const page = await app.request('/clinic/1/menu');
      expect(page.status).toBe(200);
      expect(embeddedConfiguration(await page.text())).toBeNull();
    });
    it.each([
      ['a lone percent', '/api/clinics/%/logotype.image'],
      ['a NUL byte', '/api/clinics/%00/logotype.image'],
      ['a bad escape under /api', '/api/%ZZ'],
      ['a bad escape at the root', '/%ZZ'],
      ['broken UTF-8 in a route', '/clinic/%E0%A4%A/menu'],
      ['a NUL byte in a file name', '/assets/%00.js'],
      ['a huge query', `/api/clinics/list?${'q='.repeat(2000)}`],
    ])('never answers 500 to malformed input (%s)', async (_label, path) => {
      const res = await t.app.request(path);
      expect(res.status).toBeLessThan(500);
    });

    it.each(['/api/configuration', '/api/clinics/list'])(
      'a broken JSON body on %s (a GET-only call) is turned away without a 500',
      async (path) => {
        const res = await t.app.request(path, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: '{"broken',
        });
        expect(res.status).toBeGreaterThanOrEqual(400);
        expect(res.status).toBeLessThan(500);
        expect(res.headers.get('content-type')).toContain('application/json');
      },
    );
  });

  describe('security headers', () => {
    it.each(['/api/configuration', '/api/nope', '/clinic/1/menu', '/assets/index-abc123.js', '/missing.png'])(
      'are on %s',
      async (path) => {
        const res = await t.app.request(path);
        const csp = res.headers.get('content-security-policy') ?? '';
        for (const directive of [
          "default-src 'self'",
          "script-src 'self' https://meet.jit.si",
          "worker-src 'self' blob:",
          "img-src 'self' data: blob:",
          "style-src 'self' 'unsafe-inline'",
          "connect-src 'self'",
          'frame-src https://meet.jit.si',
          "object-src 'none'",
          "base-uri 'self'",
          "frame-ancestors 'self'",
        ]) {
          expect(csp.split('; ')).toContain(directive);
        }
        expect(res.headers.get('x-content-type-options')).toBe('nosniff');
        expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
        expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
        const permissions = res.headers.get('permissions-policy') ?? '';
        expect(permissions).toContain('camera=(self "https://meet.jit.si")');
        expect(permissions).toContain('microphone=(self "https://meet.jit.si")');
        expect(permissions).toContain('geolocation=()');
      },
    );
  });

  describe('the built app', () => {
    it.each([
      '/clinic/1/menu',
      '/',
      '/index.html',
      '/appointment/abc+def%2F1',
      '/deep/route/with/many/parts',
    ])('navigation %s gets index.html with the configuration embedded', async (path) => {
      const res = await t.app.request(path, { headers: { Accept: 'text/html' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const html = await res.text();
      expect(html).not.toContain('__PRIYOM_CONFIGURATION__');
      expect(parseWith(ConfigurationSchema, embeddedConfiguration(html), 'embedded')).toEqual(
        DEMO_CONFIGURATION,
      );
    });

    it('serves hashed assets with a long cache', async () => {
      const res = await t.app.request('/assets/index-abc123.js');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/javascript/);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(await res.text()).toContain('priyom');
    });

    it('serves sw.js from the root, revalidated, with Service-Worker-Allowed', async () => {
      const res = await t.app.request('/sw.js');
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(res.headers.get('service-worker-allowed')).toBe('/');
    });

    it('serves the manifest revalidated with its mime type', async () => {
      const res = await t.app.request('/manifest.webmanifest');
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/manifest+json');
      expect(res.headers.get('cache-control')).toBe('no-cache');
    });

    it.each([
      '/assets/missing-123.js',
      '/favicon-missing.ico',
      '/assets/../../etc/passwd.txt',
      '/%2e%2e/secret.txt',
    ])('answers 404 for a missing file (%s), not index.html', async (path) => {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<html');
    });

    it.each([
      ['a browser navigation', { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' }],
      ['an HTML request without fetch metadata', { Accept: 'text/html,application/xhtml+xml' }],
    ])(
      'a route with a dot (/clinic/1.5) is the app’s to redirect: %s gets index.html',
      async (_, headers) => {
        const res = await t.app.request('/clinic/1.5', { headers });
        expect(res.status).toBe(200);
        expect(await res.text()).toContain(CONFIGURATION_ELEMENT_ID);
      },
    );

    it('serves a precompressed copy when the browser accepts it', async () => {
      const res = await t.app.request('/assets/index-abc123.js', {
        headers: { 'Accept-Encoding': 'br, gzip' },
      });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('br');
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    });

    it('answers HEAD for a navigation without a body', async () => {
      const res = await t.app.request('/clinic/1/menu', { method: 'HEAD' });
      expect(res.status).toBe(200);
      expect(await res.text()).toBe('');
    });
  });
});

describe('an app that is not built', () => {
  it('answers navigations with a 503 page that says to run npm run build', async () => {
    const database = await openTestDatabase('sqlite');
    const statics = tempDir('empty-static');
    try {
      await migrateToLatest(database.db, 'sqlite');
      writeStaticDir(statics.path);
      rmSync(join(statics.path, 'index.html'));
      const app = createApp({ db: database.db, staticDir: statics.path, logger: silentLogger() });
      const res = await app.request('/clinic/1/menu');
      expect(res.status).toBe(503);
      expect(await res.text()).toContain('npm run build');
      const missingDir = createApp({
        db: database.db,
        staticDir: join(statics.path, 'nope'),
        logger: silentLogger(),
      });
      expect((await missingDir.request('/')).status).toBe(503);
      expect((await missingDir.request('/assets/x.js')).status).toBe(404);
      // The API works without a built app.
      const api = await app.request('/api/clinics/list');
      expect(api.status).toBe(200);
    } finally {
      await database.close();
      statics.remove();
    }
  });
});
