/**
 * Serves the built app from STATIC_DIR. Hashed `/assets/*` are cached for a year; the files whose
 * names never change (sw.js, the manifest, registerSW.js) are revalidated on every use so a deploy
 * reaches clients. Any GET navigation that is not a file (history-mode routes like /clinic/1/menu)
 * gets index.html with the network's configuration embedded in place of the placeholder.
 */
import { inReaderLanguage } from './page-language';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  CONFIGURATION_PLACEHOLDER,
  encodeEmbeddedConfiguration,
  withoutLegalTexts,
} from '../../src/api/configuration-embed';
import {
  encodeFirstScreen,
  FIRST_SCREEN_PLACEHOLDER,
  type FirstScreen,
  firstScreenFor,
  LANGUAGE_COOKIE,
} from '../../src/api/first-screen-embed';
import { encodeFirstPage, FIRST_PAGE_PLACEHOLDER } from '../../src/api/first-page-embed';
import type { FirstPageReader } from './first-page';
import type { Logger } from '../logger';
import type { Configuration } from '../../src/api';
import { derive, type Memo } from '../memo';
import type { ClinicsList } from '../routes/clinics';
import { isPersonalLinkPath } from '../../src/domain/routes';
import { isApiPath } from './errors';
import { isDrawnRoute, legalTextsOf } from './drawn-routes';
import { reactPages } from './react-page';
import { allowInlineScripts, templateHashes } from './inline-scripts';
import { chooseEncoding, pageEncoder } from './page-encoding';

export interface StaticAppOptions {
  staticDir: string;
  configuration: Memo<Configuration>;
  /** The clinics list index.html embeds for the first paint (left out when not given or unreadable). */
  clinicsList?: Memo<Pick<ClinicsList, 'at' | 'clinics' | 'firstScreen' | 'answer'>>;
  /** A doctor's or a service's data for its page (left out when not given, not such a page or unreadable). */
  firstPage?: FirstPageReader;
  logger: Logger;
  /** Adds TEST_HOOKS_META to every index.html, so the app exposes its Playwright hooks. */
  testHooks?: boolean;
  /** The app's server-rendering entry (build/ssr/render-page.js); without it pages paint once the app runs. */
  rendererEntry?: string;
}

/** The mark the app looks for before it exposes window.__priyomShell (src/app/test-hooks.ts). */
export const TEST_HOOKS_META = '<meta name="priyom-test-hooks" content="on" />';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/**
 * A personal link's page: its address holds the key that is all it takes to act, and the browser's
 * HTTP cache, shared by everyone using that browser and kept past a logout, must not hold it (the
 * service worker never keeps these pages either).
 */
const NEVER_STORED = 'no-store, private';
const SHORT = 'public, max-age=3600';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Priyom is not built</title></head>
<body><h1>The app is not built yet</h1>
<p>Run <code>npm run build</code>, then start the server again (or use <code>npm start</code>, which does both).</p>
</body></html>`;

function notFound(c: Context) {
  c.header('Cache-Control', 'no-store');
  return c.text('Not found', 404);
}

/** A path whose last segment has no dot is a route of the app, not a file. */
export function isNavigationPath(path: string): boolean {
  if (path === '/' || path === '/index.html') return true;
  const last = path.slice(path.lastIndexOf('/') + 1);
  return !last.includes('.');
}

export function isNavigationRequest(c: Context): boolean {
  const mode = c.req.header('sec-fetch-mode');
  if (mode) return mode === 'navigate';
  return (c.req.header('accept') ?? '').includes('text/html');
}

/** The language the reader chose (LANGUAGE_COOKIE), lower case, or null (absent: the default, Russian). */
export function readerLanguage(c: Context): string | null {
  return getCookie(c, LANGUAGE_COOKIE)?.toLowerCase() || null;
}

/**
 * What a drawn page depends on besides its address and language: the configuration, the clinics and the
 * page's own data, but not the times they were read at (read again every few seconds, unchanged), which
 * a drawn page does not show.
 */
export function renderedDataKey(configuration: string, clinicsEtag: string, firstPage: string): string {
  return createHash('sha1')
    .update(configuration)
    .update('\n')
    .update(clinicsEtag)
    .update('\n')
    .update(firstPage.replace(READ_AT, ''))
    .digest('base64url');
}

/** The first page's own read time, which its encoding always starts with. */
const READ_AT = /^\{"at":\d+,?/;

function encodedFirstScreenOf(first: FirstScreen, list: Pick<ClinicsList, 'clinics' | 'firstScreen'>) {
  return first.clinics === list.clinics ? list.firstScreen : encodeFirstScreen(first);
}

export function cacheControlFor(path: string): string {
  if (path.startsWith('/assets/')) return IMMUTABLE;
  if (/\.(js|mjs|html|webmanifest|json|txt)$/.test(path)) return REVALIDATE;
  return SHORT;
}

export function staticApp({
  staticDir,
  configuration,
  clinicsList,
  firstPage,
  logger,
  testHooks = false,
  rendererEntry,
}: StaticAppOptions): MiddlewareHandler {
  const pages = reactPages(rendererEntry, logger);
  const indexFile = join(staticDir, 'index.html');
  // Encoded once per read of the configuration, not once per page: whole, and with only the legal text
  // a drawn screen shows, if any (drawn-routes.ts).
  const embedded = derive(configuration, (value) => {
    const encoded = (carried: Configuration) => ({
      value: carried,
      encoded: encodeEmbeddedConfiguration(carried),
    });
    return {
      all: encoded(value),
      none: encoded(withoutLegalTexts(value)),
      endUserLicenseAgreement: encoded(withoutLegalTexts(value, 'endUserLicenseAgreement')),
      privacyPolicy: encoded(withoutLegalTexts(value, 'privacyPolicy')),
    };
  });
  let files: MiddlewareHandler | null = null;
  const encode = pageEncoder();
  const hashesOf = templateHashes();

  async function renderIndex(c: Context) {
    let template: string;
    try {
      template = await readFile(indexFile, 'utf8');
    } catch {
      c.header('Cache-Control', 'no-store');
      return c.html(NOT_BUILT_PAGE, 503);
    }
    let page = template;
    // Its inline loader (scripts/paint-first-html.mjs) runs by hash: the substitutions below add none.
    allowInlineScripts(c, hashesOf(template));
    // Without any of these the page still works: the app asks the data worker, which asks the API.
    const [both, list, pageData] = await Promise.all([
      embedded.get().catch((error: unknown) => {
        // The app copes with an unreadable block (the spec's "empty context") and asks the API later.
        logger.warn({ err: error }, 'index.html served without the embedded configuration');
        return null;
      }),
      clinicsList?.get().catch((error: unknown) => {
        logger.warn({ err: error }, 'index.html served without the first screen');
        return null;
      }) ?? null,
      firstPage?.(c.req.path).catch((error: unknown) => {
        logger.warn({ err: error }, 'index.html served without its page data');
        return null;
      }) ?? null,
    ]);
    const settings = both?.[legalTextsOf(c.req.path)] ?? null;
    if (settings) page = page.replaceAll(CONFIGURATION_PLACEHOLDER, () => settings.encoded);
    const firstScreen = list ? firstScreenFor(c.req.path, { at: list.at, clinics: list.clinics }) : null;
    // The whole list is encoded once per read of it, not once per page; a part of it is small.
    const encodedFirstScreen = !list || !firstScreen ? '' : encodedFirstScreenOf(firstScreen, list);
    page = page.replace(FIRST_SCREEN_PLACEHOLDER, () => encodedFirstScreen);
    const encodedPage = pageData ? encodeFirstPage(pageData) : '';
    page = page.replace(FIRST_PAGE_PLACEHOLDER, () => encodedPage);
    const language = readerLanguage(c);
    const search = new URL(c.req.url).search;
    const url = `${c.req.path}${search}`;
    if (isDrawnRoute(c.req.path)) {
      const drawn = await pages.paint(
        page,
        {
          url,
          language: language === 'en-gb' ? 'en-gb' : 'ru',
          configuration: settings?.value ?? null,
          firstScreen,
          firstPage: pageData,
        },
        renderedDataKey(settings?.encoded ?? '', list?.answer.etag ?? '', encodedPage),
      );
      if (drawn) page = drawn;
    }
    page = inReaderLanguage(page, language === 'en-gb' ? 'en-gb' : 'ru');
    c.header('Vary', 'Cookie, Accept-Encoding');
    if (testHooks) page = page.replace('</head>', `${TEST_HOOKS_META}</head>`);
    c.header('Cache-Control', isPersonalLinkPath(c.req.path) ? NEVER_STORED : REVALIDATE);
    const encoding = chooseEncoding(c.req.header('Accept-Encoding'));
    if (!encoding) return c.html(page);
    c.header('Content-Encoding', encoding);
    c.header('Content-Type', 'text/html; charset=UTF-8');
    return c.body(encode(page, encoding));
  }

  return async (c, next) => {
    const path = c.req.path;
    if (isApiPath(path) || (c.req.method !== 'GET' && c.req.method !== 'HEAD')) return next();
    if (isNavigationPath(path)) return renderIndex(c);
    // Source maps stay build artefacts: the app's sources are not published.
    if (path.endsWith('.map')) return notFound(c);

    if (!files && existsSync(staticDir)) files = serveStatic({ root: staticDir, precompressed: true });
    const found = files ? await files(c, async () => {}) : undefined;
    if (!(found instanceof Response)) {
      // A page the browser navigates to (e.g. /clinic/1.5) is the app's business: it sends unknown
      // routes to '/'. Only a missing sub-resource (a script, an image) is a plain 404.
      if (isNavigationRequest(c)) return renderIndex(c);
      return notFound(c);
    }
    found.headers.set('Cache-Control', cacheControlFor(path));
    if (path === '/sw.js') found.headers.set('Service-Worker-Allowed', '/');
    return found;
  };
}
