/**
 * Navigations: every app route is the same index.html, rendered by the server with the clinic
 * network's configuration embedded and the route's public data. Workbox's NetworkFirst (so a fresh
 * configuration wins) with a 4 s timeout for patchy connections; each route's last good page is kept
 * (./kept-pages.ts), a route never kept gets the last good page of any route, and the precached
 * build's index.html is the last resort (its configuration placeholder makes the app fall back to the
 * configuration the data worker has stored). A kept page goes out marked with why the network's copy
 * was not used, its plain-HTML paint kept only where the app's first render draws the same
 * (./kept-pages.ts). A page kept under an earlier version, whose app files this version's precache
 * dropped, is passed over. A personal link's page is never kept, and any an earlier version kept goes
 * at this version's start and at every logout.
 */
/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';
import { matchPrecache, precached } from './precache';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { queuedKindOf } from '../data/offline/queue-records';
import {
  type KeptBecause,
  type KeptPage,
  type PageLanguage,
  keepsPage,
  keptPageHtml,
  linkPageKeys,
  ofThisBuild,
  routeKey,
  routeKeysToDrop,
  SHELL_KEY,
} from './kept-pages';

declare const self: ServiceWorkerGlobalScope;

export const PAGE_CACHE = 'priyom-pages-v1';
const NETWORK_TIMEOUT_SECONDS = 4;
/**
 * Where the reader's language is kept (a tab says it when the reader switches): the service worker
 * cannot read the language cookie the server reads, and may be stopped and started between.
 */
const LANGUAGE_KEY = '/__priyom-language';

/** Keeps the reader's language; every tab says it at its start, so an unchanged one is not written again. */
export async function rememberLanguage(language: PageLanguage): Promise<void> {
  const cache = await caches.open(PAGE_CACHE);
  if ((await readerLanguage(cache)) !== language) await cache.put(LANGUAGE_KEY, new Response(language));
}

async function readerLanguage(cache: Cache): Promise<PageLanguage | undefined> {
  const language = await (await cache.match(LANGUAGE_KEY))?.text();
  return language === 'ru' || language === 'en-gb' ? language : undefined;
}

/** A kept page as it goes out (./kept-pages.ts keptPageHtml). */
export async function keptPage(page: Response, kept: KeptPage): Promise<Response> {
  const text = await page.text();
  const headers = new Headers(page.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  return new Response(keptPageHtml(text, kept), {
    status: page.status,
    statusText: page.statusText,
    headers,
  });
}

const offline = () => new Response('Offline', { status: 503, headers: { 'content-type': 'text/plain' } });

/** The kept page if it belongs to this build (./kept-pages.ts ofThisBuild), else undefined. */
async function thisBuilds(page: Response | undefined): Promise<Response | undefined> {
  return page && ofThisBuild(await page.clone().text(), precached) ? page : undefined;
}

const lastGoodPage: WorkboxPlugin = {
  cacheKeyWillBeUsed: async ({ request }) => routeKey(request.url),
  // Only a page the server rendered whole is worth keeping; a 404 or an error page is not, nor a
  // personal link's.
  cacheWillUpdate: async ({ request, response }) =>
    keepsPage(request.url) &&
    response.ok &&
    (response.headers.get('content-type') ?? '').includes('text/html')
      ? response
      : null,
  // The route's page is also the last good page of any route; then only the newest routes keep theirs.
  cacheDidUpdate: async ({ cacheName, newResponse }) => {
    const cache = await caches.open(cacheName);
    await cache.put(SHELL_KEY, newResponse.clone());
    const keys = (await cache.keys()).map((key) => key.url);
    await Promise.all(routeKeysToDrop(keys).map((key) => cache.delete(key)));
  },
  // A server error counts as no answer, so the kept page is used; a 4xx is the answer.
  fetchDidSucceed: async ({ response, state }) => {
    if (response.status >= 500) {
      if (state) state.keptBecause = 'server';
      throw new Error(`navigation answered ${response.status}`);
    }
    return response;
  },
  // With no page kept for this route, the last good page of any route; with none, the precached shell.
  // A page kept under an earlier version counts as none: it names app files this version dropped.
  cachedResponseWillBeUsed: async ({ cacheName, cachedResponse, state }) => {
    const cache = await caches.open(cacheName);
    const own = cachedResponse && (await thisBuilds(cachedResponse));
    const kept = own ?? (await thisBuilds(await cache.match(SHELL_KEY)));
    const because: KeptBecause = state?.keptBecause === 'server' ? 'server' : 'offline';
    return kept
      ? await keptPage(kept, {
          because,
          own: Boolean(own),
          now: Date.now(),
          reader: await readerLanguage(cache),
        })
      : await matchPrecache('/index.html');
  },
  // Neither kept page nor network: a plain answer rather than the browser's error page.
  handlerDidError: async () => offline(),
};

/** Deletes the personal links' pages an earlier version kept (./kept-pages.ts linkPageKeys). */
async function dropLinkPages(): Promise<void> {
  const cache = await caches.open(PAGE_CACHE);
  const entries = await Promise.all(
    (await cache.keys()).map(async (key) => ({ key: key.url, url: (await cache.match(key))?.url ?? '' })),
  );
  await Promise.all(linkPageKeys(entries).map((key) => cache.delete(key)));
}

export function registerNavigation(): void {
  self.addEventListener('activate', (event) => event.waitUntil(dropLinkPages()));
  // A logout passes through here from the data worker, sent or queued: the device forgets the links too.
  self.addEventListener('fetch', (event) => {
    const { method, url } = event.request;
    if (method === 'POST' && queuedKindOf(new URL(url).pathname) === 'logout')
      event.waitUntil(dropLinkPages());
  });
  const strategy = new NetworkFirst({
    cacheName: PAGE_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [lastGoodPage],
  });
  registerRoute(new NavigationRoute(strategy, { denylist: [/^\/api\//, /^\/sw\.js$/] }));
}
