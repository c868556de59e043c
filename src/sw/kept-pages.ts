/**
 * The pages the service worker keeps for opening with no network, as plain decisions apart from its
 * wiring (./navigation.ts), so they can be tested alone. Each route keeps its own last good page, since
 * a doctor's or a service's page carries that page's public data (its doctor or service and first free
 * times): opened again with no network, the page renders them at once, without waiting for the data
 * worker's database. A route never opened here gets the last good page of any route. Only the newest
 * few routes keep theirs, so a patient who browses a hundred doctors does not store a hundred pages.
 */

/** The last good page of any route: what a route never kept gets. */
export const SHELL_KEY = '/__priyom-shell';
const ROUTE_PREFIX = '/__priyom-page';
/** How many routes keep a page of their own (each about 40–140 KB: the clinics, doctors and times). */
export const KEPT_ROUTES = 24;

/** Why the network's copy was not used: no answer (or none in time), or a server error. */
export type KeptBecause = 'offline' | 'server';

/** The cache key of a route's own page: the path alone (a query only narrows what the app shows). */
export const routeKey = (url: string): string => `${ROUTE_PREFIX}${new URL(url).pathname}`;

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

/**
 * A kept page as it goes out: its #root back to the boot bar (the paint's free times would show with
 * no age on them; the app's render says how old they are) and marked with why it was kept, so the app's
 * first render already says the data is from this device and why (app/state/first-page.ts).
 */
export function keptPageHtml(html: string, because: KeptBecause): string {
  return html
    .replace(PAINTED_ROOT, BOOT_ROOT)
    .replace('<div id="root">', `<div id="root" data-kept="${because}">`);
}
