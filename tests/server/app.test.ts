import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { type ServerType, serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { migrateToLatest } from '../../server/db/migrate';
import { DEMO_CONFIGURATION } from '../../server/seed/demo-configuration';
import { ConfigurationSchema, ErrorListsSchema, parseWith } from '../../src/api';
import {
  CONFIGURATION_ELEMENT_ID,
  decodeEmbeddedConfiguration,
  withoutLegalTexts,
} from '../../src/api/configuration-embed';
import { legalTextsOf } from '../../server/http/drawn-routes';
import {
  DIALECTS,
  openTestApp,
  openTestDatabase,
  silentLogger,
  type TestApp,
  tempDir,
  writeStaticDir,
} from './harness';
import { isPersonalLinkPath } from '../../src/domain/routes';

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
      ['POST', '/api/no/such/call'],
      ['GET', '/api/index.html'],
      ['GET', '/api/clinics/a/b/logotype.image'],
    ])('%s %s answers 404 JSON, never HTML', async (method, path) => {
      const res = await t.app.request(path, { method, headers: { Accept: 'text/html' } });
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/^application\/json/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(parseWith(ErrorListsSchema, await res.json(), 'test')).toEqual(NOT_FOUND);
    });

    it.each([
      ['POST', '/api/configuration', 'GET, HEAD'],
      ['DELETE', '/api/clinics/list', 'GET, HEAD'],
      ['PUT', '/api/clinics/list', 'GET, HEAD'],
      ['OPTIONS', '/api/clinics/list', 'GET, HEAD'],
      ['POST', '/api/clinics/logo-1/logotype.image', 'GET, HEAD'],
    ])('%s %s: a known path asked with another method is a 405 naming %s', async (method, path, allow) => {
      const res = await t.app.request(path, { method });
      expect(res.status).toBe(405);
      expect(res.headers.get('allow')).toBe(allow);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(parseWith(ErrorListsSchema, await res.json(), 'test')).toEqual({
        unexpectedErrors: [],
        formErrors: ['errors.basis.method_not_allowed'],
      });
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
    // The stand-in page's inline script, alert('Hello, world.'); (MDN's CSP example gives its hash).
    const LOADER_HASH = "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='";
    it.each([
      ['/api/configuration', ''],
      ['/api/nope', ''],
      ['/clinic/1/menu', ` ${LOADER_HASH}`],
      ['/', ` ${LOADER_HASH}`],
      ['/assets/index-abc123.js', ''],
      ['/missing.png', ''],
    ])(
      'are on %s (a page may run its own inline script, by hash, and no other)',
      async (path, pageScripts) => {
        const res = await t.app.request(path);
        const csp = res.headers.get('content-security-policy') ?? '';
        for (const directive of [
          "default-src 'self'",
          `script-src 'self'${pageScripts} https://meet.jit.si/external_api.js`,
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
      // A personal link's page is never stored (page-caching.test.ts).
      expect(res.headers.get('cache-control')).toBe(
        isPersonalLinkPath(path) ? 'no-store, private' : 'no-cache',
      );
      const html = await res.text();
      expect(html).not.toContain('__PRIYOM_CONFIGURATION__');
      // A drawn screen that shows no legal text carries them as left out; the others whole.
      const legal =
        legalTextsOf(path) === 'none' ? withoutLegalTexts(DEMO_CONFIGURATION) : DEMO_CONFIGURATION;
      expect(parseWith(ConfigurationSchema, embeddedConfiguration(html), 'embedded')).toEqual(legal);
    });

    it.each([
      ['/end-user-license-agreement', 'endUserLicenseAgreement'],
      ['/privacy-policy', 'privacyPolicy'],
    ] as const)(
      'navigation %s carries the legal text it shows, whole, and not the other',
      async (path, name) => {
        const res = await t.app.request(path, { headers: { Accept: 'text/html' } });
        const carried = embeddedConfiguration(await res.text());
        expect(carried).toEqual(withoutLegalTexts(DEMO_CONFIGURATION, name));
        expect(carried).toHaveProperty(name, DEMO_CONFIGURATION[name]);
      },
    );

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

    it.each(['/assets/missing-123.js', '/favicon-missing.ico'])(
      'answers 404 for a missing file (%s), not index.html',
      async (path) => {
        const res = await t.app.request(path);
        expect(res.status).toBe(404);
        expect(await res.text()).not.toContain('<html');
      },
    );

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

    it.each([
      ['br, gzip', 'br', brotliDecompressSync],
      ['gzip, deflate', 'gzip', gunzipSync],
      ['gzip;q=1, br;q=0', 'gzip', gunzipSync],
    ] as const)(
      'compresses index.html for Accept-Encoding %s (%s), the same page as uncompressed',
      async (accept, encoding, decompress) => {
        const plain = await (
          await t.app.request('/clinic/1/menu', { headers: { Accept: 'text/html' } })
        ).text();
        for (let time = 0; time < 2; time++) {
          // The second answer comes from the kept bytes: the same page.
          const res = await t.app.request('/clinic/1/menu', {
            headers: { Accept: 'text/html', 'Accept-Encoding': accept },
          });
          expect(res.headers.get('content-encoding')).toBe(encoding);
          expect(res.headers.get('vary')).toContain('Accept-Encoding');
          expect(res.headers.get('content-type')).toMatch(/^text\/html/);
          const bytes = Buffer.from(await res.arrayBuffer());
          expect(bytes.length).toBeLessThan(Buffer.byteLength(plain));
          expect(decompress(bytes).toString('utf8')).toBe(plain);
        }
      },
    );

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

/**
 * The URL parser folds `/../` and `/%2e%2e/` away before the app sees a path, so traversal has to be
 * tried with forms that survive it (an encoded slash or backslash) and over a real socket, where the
 * request line reaches the server byte for byte. The secret sits beside the served directory.
 */
describe('path traversal out of the static directory', () => {
  const SECRET = `secret-${crypto.randomUUID()}`;
  let root: ReturnType<typeof tempDir>;
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  let app: ReturnType<typeof createApp>;
  let staticDir: string;
  let secretFile: string;
  let server: ServerType;
  let port: number;

  beforeAll(async () => {
    database = await openTestDatabase('sqlite');
    await migrateToLatest(database.db, 'sqlite');
    root = tempDir('traversal');
    staticDir = join(root.path, 'static');
    mkdirSync(staticDir);
    writeStaticDir(staticDir);
    secretFile = join(root.path, 'secret.txt');
    writeFileSync(secretFile, SECRET);
    app = createApp({ db: database.db, staticDir, logger: silentLogger() });
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await database?.close();
    root?.remove();
  });

  /** GET over a socket with the request line exactly as given (node's client does not normalise it). */
  function rawGet(path: string, headers: Record<string, string> = {}) {
    return new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest({ host: '127.0.0.1', port, path, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
      });
      req.on('error', reject);
      req.end();
    });
  }

  // Each one names ../secret.txt once decoded; the URL parser leaves the encoded separator alone.
  const SURVIVING = [
    '/..%2fsecret.txt',
    '/%2e%2e%2fsecret.txt',
    '/assets/..%2f..%2fsecret.txt',
    '/assets%2f..%2f..%2fsecret.txt',
    '/..%2Fstatic%2F..%2Fsecret.txt',
  ];
  // Normalised away or only a separator on Windows; still never the secret.
  const OTHERS = [
    '/..%5csecret.txt',
    '/%2e%2e/secret.txt',
    '/../secret.txt',
    '/assets/../../secret.txt',
    '/..\\secret.txt',
  ];
  const NAVIGATE = { 'Sec-Fetch-Mode': 'navigate', Accept: 'text/html' };

  it('the secret is readable beside the static directory, and each probe really points at it', () => {
    expect(readFileSync(secretFile, 'utf8')).toBe(SECRET);
    for (const probe of SURVIVING) {
      const seen = new URL(probe, 'http://localhost').pathname;
      // What a server that decodes and joins the path it is given would open.
      expect(resolve(staticDir, `.${decodeURIComponent(seen)}`), probe).toBe(secretFile);
    }
  });

  it.each([...SURVIVING, ...OTHERS])('app.request(%s) answers 4xx without the secret', async (path) => {
    const res = await app.request(path);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.text()).not.toContain(SECRET);
  });

  it.each([...SURVIVING, ...OTHERS])(
    'a navigation to %s gets the app page, never the secret',
    async (path) => {
      const res = await app.request(path, { headers: NAVIGATE });
      const body = await res.text();
      expect(body).not.toContain(SECRET);
      expect(res.status).toBe(200);
      expect(body).toContain(CONFIGURATION_ELEMENT_ID);
    },
  );

  it.each([...SURVIVING, ...OTHERS])('over a socket, %s answers 4xx without the secret', async (path) => {
    const plain = await rawGet(path);
    expect(plain.status).toBeGreaterThanOrEqual(400);
    expect(plain.status).toBeLessThan(500);
    expect(plain.body).not.toContain(SECRET);
    const navigation = await rawGet(path, NAVIGATE);
    expect(navigation.body).not.toContain(SECRET);
    // The socket may turn a malformed request line away; anything else is the app's page.
    if (navigation.status === 200) expect(navigation.body).toContain(CONFIGURATION_ELEMENT_ID);
    else expect(navigation.status).toBe(400);
  });
});
