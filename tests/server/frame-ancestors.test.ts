/**
 * Framing: by default only the portal frames its own pages; the clinic sites of FRAME_ANCESTORS may
 * show it in the booking widget's drawer, and X-Frame-Options then steps aside instead of refusing
 * them. The widget's script is the one file other sites may load. Framing opens nothing of the API:
 * the drawer's requests come from the portal's own origin, a clinic page's own writes are still refused.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { openTestApp, silentLogger, type TestApp } from './harness';

const CLINIC = 'https://www.clinic.example';
const frameAncestorsOf = (res: Response) =>
  (res.headers.get('content-security-policy') ?? '')
    .split('; ')
    .find((directive) => directive.startsWith('frame-ancestors'));

describe('frame-ancestors and the widget script', () => {
  let t: TestApp;
  let framed: ReturnType<typeof createApp>;
  beforeAll(async () => {
    t = await openTestApp('sqlite');
    writeFileSync(join(t.staticDir, 'widget.js'), '(()=>{})();\n');
    framed = createApp({
      db: t.db,
      staticDir: t.staticDir,
      logger: silentLogger(),
      frameAncestors: [CLINIC, 'https://*.clinic.example'],
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['/', '/clinic/1/menu', '/api/configuration', '/assets/index-abc123.js'])(
    'by default %s may be framed by the portal only, and says so in both headers',
    async (path) => {
      const res = await t.app.request(path);
      expect(frameAncestorsOf(res)).toBe("frame-ancestors 'self'");
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    },
  );

  it.each(['/', '/clinic/1/menu', '/api/configuration'])(
    'with FRAME_ANCESTORS, %s may be framed by the listed clinic sites and carries no X-Frame-Options',
    async (path) => {
      const res = await framed.request(path);
      expect(frameAncestorsOf(res)).toBe(`frame-ancestors 'self' ${CLINIC} https://*.clinic.example`);
      expect(res.headers.has('x-frame-options')).toBe(false);
    },
  );

  it('the widget script may be loaded by other sites; nothing else may', async () => {
    const widget = await t.app.request('/widget.js');
    expect(widget.status).toBe(200);
    expect(widget.headers.get('content-type')).toMatch(/javascript/);
    expect(widget.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    // A stable name: revalidated, so a deploy reaches every clinic site at once.
    expect(widget.headers.get('cache-control')).toBe('no-cache');
    for (const path of ['/', '/assets/index-abc123.js', '/sw.js', '/api/configuration'])
      expect((await t.app.request(path)).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });

  it("the drawer's writes come from the portal's own origin and pass; the clinic page's own are refused", async () => {
    const login = (headers: Record<string, string>) =>
      framed.request('http://portal.example/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ phone: '79990000002', password: DEMO_PASSWORD }),
      });
    // What Chromium sends for the data worker's fetch inside the drawer: its own origin, same-origin.
    expect((await login({ origin: 'http://portal.example', 'sec-fetch-site': 'same-origin' })).status).toBe(
      200,
    );
    expect((await login({ origin: CLINIC, 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await login({ origin: CLINIC })).status).toBe(403);
  });
});
