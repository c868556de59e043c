/**
 * Navigations: every app route is the same index.html, rendered by the server with the clinic
 * network's configuration embedded. Network first (so a fresh configuration wins), with a short
 * timeout for patchy connections; the last good page is kept under one key, and the precached
 * build's index.html is the last resort (its configuration placeholder makes the app fall back to the
 * configuration the data worker has stored).
 */
/// <reference lib="webworker" />
import { matchPrecache } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

export const PAGE_CACHE = 'priyom-pages-v1';
const SHELL_KEY = '/__priyom-shell';
const NETWORK_TIMEOUT_MS = 4000;

async function fetchWithTimeout(request: Request, ms: number): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

async function handleNavigation({ request }: { request: Request }): Promise<Response> {
  const cache = await caches.open(PAGE_CACHE);
  try {
    const response = await fetchWithTimeout(request, NETWORK_TIMEOUT_MS);
    const type = response.headers.get('content-type') ?? '';
    if (response.ok && type.includes('text/html')) {
      await cache.put(SHELL_KEY, response.clone());
      return response;
    }
    if (response.status < 500) return response;
  } catch {
    // Offline or too slow: fall through to what is stored.
  }
  const stored = (await cache.match(SHELL_KEY)) ?? (await matchPrecache('/index.html'));
  return stored ?? new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain' } });
}

export function registerNavigation(): void {
  registerRoute(new NavigationRoute(handleNavigation, { denylist: [/^\/api\//, /^\/sw\.js$/] }));
}
