/**
 * The demo clinic site, served by `npm start` on a port of its own beside the portal: the booking
 * widget on another origin, as a clinic's site would have it. Its address is printed with 127.0.0.1
 * while the widget's script comes from the portal at localhost (or PUBLIC_BASE_URL), so the portal in
 * the drawer is on another site too, and the browser treats it as a third-party frame (partitioned
 * storage), as it would on a real clinic's site. Both its addresses are added to the portal's
 * frame-ancestors, which otherwise names only the portal itself.
 */
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { Hono } from 'hono';
import { DEMO_SITE_SCRIPT, DEMO_SITE_STYLES, demoPage, demoSitePolicy } from './demo-page';

export interface DemoSite {
  /** Where to open it: http://127.0.0.1:PORT/ */
  url: string;
  /** Its origins, for the portal's frame-ancestors. */
  origins: string[];
  close(): Promise<void>;
}

export interface DemoSiteOptions {
  host: string;
  /** 0: a free one. */
  port: number;
  /** The portal's address without a trailing slash, known once the portal listens. */
  portalBase: () => string;
}

export function startDemoSite({ host, port, portalBase }: DemoSiteOptions): Promise<DemoSite> {
  const site = new Hono();
  site.get('/', (c) => {
    const base = portalBase();
    c.header('Content-Security-Policy', demoSitePolicy(new URL(base).origin));
    c.header('Cache-Control', 'no-store');
    return c.html(demoPage(base));
  });
  site.get('/site.js', (c) =>
    c.body(DEMO_SITE_SCRIPT, 200, { 'Content-Type': 'text/javascript; charset=utf-8' }),
  );
  site.get('/site.css', (c) => c.body(DEMO_SITE_STYLES, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  site.get('/favicon.ico', (c) => c.body(null, 204));
  return new Promise((resolve, reject) => {
    const server = serve({ fetch: site.fetch, port, hostname: host }, (info: AddressInfo) => {
      server.off('error', reject);
      resolve({
        url: `http://127.0.0.1:${info.port}/`,
        origins: [`http://127.0.0.1:${info.port}`, `http://localhost:${info.port}`],
        close: () =>
          new Promise<void>((done) => {
            server.close(() => done());
            (server as { closeAllConnections?: () => void }).closeAllConnections?.();
          }),
      });
    });
    server.once('error', reject);
  });
}
