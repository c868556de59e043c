/**
 * Navigations: every app route is the same index.html, rendered by the server with the clinic
 * network's configuration embedded. Workbox's NetworkFirst (so a fresh configuration wins) with a 4 s
 * timeout for patchy connections; the last good page is kept under one key whatever its address, and the
 * precached build's index.html is the last resort (its configuration placeholder makes the app fall
 * back to the configuration the data worker has stored). The kept page goes out without its plain-HTML
 * paint (the server's start page, clinic menu or doctor's page in #root): it may be another route's, and
 * its free times have no age on them; the app's own render, from the device, says how old they are.
 */
/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';

export const PAGE_CACHE = 'priyom-pages-v1';
const SHELL_KEY = '/__priyom-shell';
const NETWORK_TIMEOUT_SECONDS = 4;

/** The server's plain-HTML page in #root (server/http/first-paint*.ts), up to the templates' comment. */
const PAINTED_ROOT = /<div id="root"><div class="fp"[\s\S]*?<\/div><\/div>(?=\s*<!--)/;
const BOOT_ROOT =
  '<div id="root"><div class="boot" role="status" aria-label="Загрузка…"><div class="boot-bar"></div></div></div>';

/** A kept page with its #root back to the boot bar (unchanged when it has no paint). */
export async function withoutPaint(page: Response): Promise<Response> {
  const text = await page.text();
  const headers = new Headers(page.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(text.replace(PAINTED_ROOT, BOOT_ROOT), {
    status: page.status,
    statusText: page.statusText,
    headers,
  });
}

const offline = () => new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain' } });

const lastGoodPage: WorkboxPlugin = {
  // Every route is the same page: one entry, read and written under one key.
  cacheKeyWillBeUsed: async () => SHELL_KEY,
  // Only a page the server rendered whole is worth keeping; a 404 or an error page is not.
  cacheWillUpdate: async ({ response }) =>
    response.ok && (response.headers.get('content-type') ?? '').includes('text/html') ? response : null,
  // A server error counts as no answer, so the stored page is used; a 4xx is the answer.
  fetchDidSucceed: async ({ response }) => {
    if (response.status >= 500) throw new Error(`navigation answered ${response.status}`);
    return response;
  },
  // With no last good page (timeout or failure alike), the precached shell.
  cachedResponseWillBeUsed: async ({ cachedResponse }) =>
    cachedResponse ? await withoutPaint(cachedResponse) : await matchPrecache('/index.html'),
  // Neither stored page nor network: a plain answer rather than the browser's error page.
  handlerDidError: async () => offline(),
};

export function registerNavigation(): void {
  const strategy = new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [lastGoodPage],
  });
  registerRoute(new NavigationRoute(strategy, { denylist: [/^\/api\//, /^\/sw\.js$/] }));
}
