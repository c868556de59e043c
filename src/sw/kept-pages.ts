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
import { formatAge } from '../domain/data-age';
import { isPersonalLinkPath } from '../domain/routes';
import { SCHEDULE_KEPT_RU } from '../domain/first-paint-text';
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

/** The server's plain-HTML page in #root (server/http/first-paint*.ts), up to the templates' comment. */
const PAINTED_ROOT = /<div id="root"><div class="fp"[\s\S]*?<\/div><\/div>(?=\s*<!--)/;
const BOOT_ROOT =
  '<div id="root"><div class="boot" role="status" aria-label="Загрузка…"><div class="boot-bar"></div></div></div>';

/** How a kept page goes out: why the network's copy was not used, whose page it is, and when. */
export interface KeptPage {
  because: KeptBecause;
  /** The route's own page; false for the last good page of another route. */
  own: boolean;
  now: number;
  /**
   * The device said it was online when no answer came: then the server is what is silent, and the
   * line says so, as the app's own line does (its data worker judges a silent server the same way).
   */
  online?: boolean;
}

/**
 * A kept page as it goes out, marked with why it was kept, so the app's first render already says the
 * data is from this device and why (app/state/first-page.ts). A doctor's or a service's own page keeps
 * its plain-HTML paint as the app's first render will draw it: the free times with the line that says
 * how old they are and why they cannot be booked (the app's render replaces it box for box), so they
 * are on screen as soon as the page is read rather than once the app has started. Any other kept page has the boot bar in place of its paint: it may
 * be another route's, and a list's paint has no line for its age.
 */
export function keptPageHtml(html: string, kept: KeptPage): string {
  const page = withAgeLine(html, kept) ?? html.replace(PAINTED_ROOT, BOOT_ROOT);
  return page.replace('<div id="root">', `<div id="root" data-kept="${kept.because}">`);
}

/** The painted schedule's paging bar, under which the app shows the line about the times' age. */
const SCHEDULE_BAR = '<div class="fp-bar"></div>';
const FIRST_PAGE_AT = new RegExp(`<script id="${FIRST_PAGE_ELEMENT_ID}"[^>]*>\\{"at":(\\d+)`);
const CONFIGURATION = new RegExp(`<script id="${CONFIGURATION_ELEMENT_ID}"[^>]*>([^<]*)<`);

/**
 * The page with its painted free times and, above them, the app's line about their age; null when the
 * paint must go: another route's page, a page without free times, or free times painted on another
 * day of the clinic's (their "today" and first days would be wrong, and the app's first render draws
 * none of them).
 */
function withAgeLine(html: string, kept: KeptPage): string | null {
  if (!kept.own) return null;
  const root = PAINTED_ROOT.exec(html)?.[0];
  const at = Number(FIRST_PAGE_AT.exec(html)?.[1]);
  if (!root?.includes(SCHEDULE_BAR) || !Number.isFinite(at)) return null;
  const configuration = decodeEmbeddedConfiguration(CONFIGURATION.exec(html)?.[1]) as {
    timeZone?: unknown;
  } | null;
  const timeZone = typeof configuration?.timeZone === 'string' ? configuration.timeZone : FALLBACK_TIME_ZONE;
  if (clinicToday(at, timeZone) !== clinicToday(kept.now, timeZone)) return null;
  // The page is Russian until the app starts, as the server painted it. The text is the app's own
  // with an Intl age in it: no markup can come from the page.
  const noNetwork = kept.because === 'offline' && !kept.online;
  const text = (noNetwork ? SCHEDULE_KEPT_RU.offline : SCHEDULE_KEPT_RU.serverDown).replace(
    '{{age}}',
    formatAge(at, kept.now, 'ru'),
  );
  const line = `<p class="fp-closed" role="status">${text}</p>`;
  return html.replace(root, () => root.replace(SCHEDULE_BAR, `${SCHEDULE_BAR}${line}`));
}
