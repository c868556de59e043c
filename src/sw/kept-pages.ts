/**
 * The pages the service worker keeps for opening with no network, as plain decisions apart from its
 * wiring (./navigation.ts), so they can be tested alone. Each route keeps its own last good page, since
 * a doctor's or a service's page carries that page's public data (its doctor or service and first free
 * times): opened again with no network, the page renders them at once, without waiting for the data
 * worker's database. A route never opened here gets the last good page of any route. Only the newest
 * few routes keep theirs, so a patient who browses a hundred doctors does not store a hundred pages.
 * A personal link's page is never kept: its key, in the page's address, is all it takes to act, and a
 * kept page would leave it on the device after a logout.
 */
import { CONFIGURATION_ELEMENT_ID, decodeEmbeddedConfiguration } from '../api/configuration-embed';
import { FIRST_PAGE_ELEMENT_ID } from '../api/first-page-block';
import { isPersonalLinkPath } from '../domain/routes';
import { clinicToday, FALLBACK_TIME_ZONE } from '../domain/time-zone';

/** The last good page of any route: what a route never kept gets. */
export const SHELL_KEY = '/__priyom-shell';
const ROUTE_PREFIX = '/__priyom-page';
/** How many routes keep a page of their own (each about 40–140 KB: the clinics, doctors and times). */
export const KEPT_ROUTES = 24;

/** Why the network's copy was not used: no answer (or none in time), or a server error. */
export type KeptBecause = 'offline' | 'server';

/** The cache key of a route's own page: the path alone (a query only narrows what the app shows). */
export const routeKey = (url: string): string => `${ROUTE_PREFIX}${new URL(url).pathname}`;

/** Whether the page at `url` may be kept: not a personal link's. */
export const keepsPage = (url: string): boolean => !isPersonalLinkPath(new URL(url).pathname);

/**
 * The kept pages to delete because they are personal links' (an earlier version kept them): `key` is
 * an entry's cache key (a route key holds the link's path, key and all), `url` the address its page
 * came from (the last good page of any route keeps the link's).
 */
export function linkPageKeys(entries: ReadonlyArray<{ key: string; url: string }>): string[] {
  const linkPage = (url: string) => url !== '' && !keepsPage(url);
  return entries
    .filter(({ key, url }) => {
      const { pathname } = new URL(key, 'http://x');
      const route = pathname.startsWith(`${ROUTE_PREFIX}/`) ? pathname.slice(ROUTE_PREFIX.length) : null;
      return (route !== null && isPersonalLinkPath(route)) || linkPage(url);
    })
    .map(({ key }) => key);
}

/**
 * The route keys to delete so that at most `keep` remain: the oldest first, since Cache Storage lists
 * its keys in the order they were written (a write replaces an entry at the end).
 */
export function routeKeysToDrop(keys: readonly string[], keep = KEPT_ROUTES): string[] {
  const routes = keys.filter((key) => new URL(key, 'http://x').pathname.startsWith(`${ROUTE_PREFIX}/`));
  return routes.slice(0, Math.max(0, routes.length - keep));
}

/** The screen the server drew in #root, up to the mark index.html puts right after it. */
const DRAWN_ROOT = /<div id="root"[^>]*>[\s\S]*?<\/div>(?=<!--#root-->)/;
const BOOT_ROOT =
  '<div id="root"><div class="boot" role="status" aria-label="Загрузка…"><div class="boot-bar"></div></div></div>';

/** The page's languages: the app's code and the form <html lang> gives it. */
export type PageLanguage = 'ru' | 'en-gb';
const HTML_LANG: Record<PageLanguage, string> = { ru: 'ru', 'en-gb': 'en-GB' };

/** How a kept page goes out: why the network's copy was not used, whose page it is, and when. */
export interface KeptPage {
  because: KeptBecause;
  /** The route's own page; false for the last good page of another route. */
  own: boolean;
  now: number;
  /** The language the reader last chose, when a tab has said (undefined: the page's own). */
  reader?: PageLanguage;
}

/**
 * A kept page as it goes out, marked with why it was kept, so the app's first render already says the
 * data is from this device and why (app/state/first-page.ts). That first render is not what the server
 * drew (it adds the data's age and closes booking), so the app draws the page anew instead of
 * hydrating it: the route's own drawn screen stays in view until then; another route's gives way to the
 * boot bar.
 */
export function keptPageHtml(html: string, kept: KeptPage): string {
  const drawnIn: PageLanguage = html.includes('<html lang="en') ? 'en-gb' : 'ru';
  // A page kept before the reader switched language would show its screen in the language they left
  // until the app draws it anew: it goes out in the reader's language, with the boot bar for a screen.
  const language = kept.reader ?? drawnIn;
  // The boot bar named in the reader's language, as the server names it for an English reader.
  const boot = language === 'en-gb' ? BOOT_ROOT.replace('Загрузка…', 'Loading…') : BOOT_ROOT;
  const page =
    kept.own && language === drawnIn && drawnToday(html, kept.now)
      ? html
      : html.replace(DRAWN_ROOT, boot).replace(/<html lang="[^"]*"/, `<html lang="${HTML_LANG[language]}"`);
  return page.replace(/<div id="root"[^>]*>/, `<div id="root" data-kept="${kept.because}">`);
}

const FIRST_PAGE_AT = new RegExp(`<script id="${FIRST_PAGE_ELEMENT_ID}"[^>]*>\\{"at":(\\d+)`);
const CONFIGURATION = new RegExp(`<script id="${CONFIGURATION_ELEMENT_ID}"[^>]*>([^<]*)<`);

/**
 * Whether the page's data was read on the clinic's today: a page drawn on another day says "today" of
 * the wrong day and shows its first days, so it gives way to the boot bar. A page without data of its
 * own (a form, a frame) is the same on any day.
 */
function drawnToday(html: string, now: number): boolean {
  const at = Number(FIRST_PAGE_AT.exec(html)?.[1]);
  if (!Number.isFinite(at)) return true;
  const configuration = decodeEmbeddedConfiguration(CONFIGURATION.exec(html)?.[1]) as {
    timeZone?: unknown;
  } | null;
  const timeZone = typeof configuration?.timeZone === 'string' ? configuration.timeZone : FALLBACK_TIME_ZONE;
  return clinicToday(at, timeZone) === clinicToday(now, timeZone);
}

const APP_SCRIPT = /data-app="([^"]+)"/;

/**
 * Whether a kept page belongs to this build: the app script it loads is one `precached` holds (a page
 * with none named is a plain one). A page kept under an earlier version names that version's files,
 * which this version's precache dropped when it took over, and with no network it could not start.
 */
export function ofThisBuild(html: string, precached: (path: string) => boolean): boolean {
  const app = APP_SCRIPT.exec(html)?.[1];
  return app === undefined || precached(app);
}
