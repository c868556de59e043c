/**
 * Numbers and texts of the browsing lists: page size, skeleton rows, when
 * the next page loads, the two-column width, prices with the currency's position, the clinic site's
 * hostname and search text. Pure, with table tests in tests/domain/browsing-lists.test.ts.
 */

/** Above this width the categories show in two columns and the services page doubles its page. */
export const WIDE_LIST_MIN_WIDTH = 657;
/** Search runs this long after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 800;
/** Resizes of the services page are taken this long after the last one. */
export const RESIZE_DEBOUNCE_MS = 128;
/** The next page loads when the bottom is within this many viewport heights. */
export const NEXT_PAGE_WITHIN_VIEWPORTS = 1.5;
/** Skeleton rows, and a category description's cap. */
export const CATEGORY_SKELETON_ROWS = 18;
export const DOCTORS_SKELETON_ROWS = 18;
export const DOCTORS_BY_SPECIALTY_SKELETON_ROWS = 4;
/**
 * A list below the first screen (the doctor page's services under its schedule): as many rows as fill
 * the panel's own scroll box on a wide screen, whatever the page size.
 */
export const BELOW_SKELETON_ROWS = 9;
export const DESCRIPTION_MAX = 512;

/**
 * The most rows one page asks for before doubling: the API takes at most 100 appointments or results
 * (200 services) a request, and a page asked beyond that would be refused as a broken request. A
 * taller screen (a zoomed-out browser, a portrait 4K display) loads its next page at once instead.
 */
export const PAGE_ROWS_MAX = 100;

/**
 * A page of the client's own lists (appointments, results) holds one row fewer at most: the data
 * worker asks for the row just before each page too, which tells whether two pages fetched at
 * different moments still meet, and the request must stay within the API's 100.
 */
export const recordPageSize = (size: number) => Math.min(size, PAGE_ROWS_MAX - 1);

/**
 * Rows per page: ceil(viewport height / 30), at least 1 and at most PAGE_ROWS_MAX; doubled on the
 * services page above 657 px width.
 */
export function pageSize(viewportHeight: number, viewportWidth: number, doubleWhenWide = false): number {
  const base = Math.min(PAGE_ROWS_MAX, Math.max(1, Math.ceil(viewportHeight / 30)));
  return doubleWhenWide && viewportWidth > WIDE_LIST_MIN_WIDTH ? base * 2 : base;
}

/**
 * The rows a first screen can hold: ceil(viewport height / the shortest row's height with its gap), at
 * least 1. A list drawn from the top shows these first (src/app/common/use-rows-by-screenful.ts).
 */
export function firstScreenRows(viewportHeight: number, rowHeight: number): number {
  return Math.max(1, Math.ceil(viewportHeight / rowHeight));
}

/** About limit / 1.6 skeleton rows, at least 1. */
export function skeletonRows(limit: number): number {
  return Math.max(1, Math.round(limit / 1.6));
}

/**
 * Whether the bottom of the list is within 1.5 viewport heights of what is shown (services,
 * appointments); results use half a viewport.
 */
export function shouldLoadNextPage(
  scroll: { scrollTop: number; viewportHeight: number; scrollHeight: number },
  withinViewports = NEXT_PAGE_WITHIN_VIEWPORTS,
): boolean {
  const below = scroll.scrollHeight - (scroll.scrollTop + scroll.viewportHeight);
  return below <= withinViewports * scroll.viewportHeight;
}

/** The longest services search the API takes; the search box stops there, and a longer kept text is cut. */
export const SERVICE_TITLE_SEARCH_MAX = 200;

/** Search text counts only if non-empty after trimming; '' means no search. */
export function searchText(raw: string): string {
  return raw.trim().slice(0, SERVICE_TITLE_SEARCH_MAX).trim();
}

/** Over 512 characters a description is cut to 512 plus an ellipsis; a non-string becomes ''. */
export function trimDescription(text: unknown): string {
  if (typeof text !== 'string') return '';
  return text.length > DESCRIPTION_MAX ? `${text.slice(0, DESCRIPTION_MAX)}…` : text;
}

const NBSP = '\u00a0';
const numberFormats = new Map<string, Intl.NumberFormat>();

/** One number format per locale; building the first one of a page is what costs (its locale data). */
function numberFormatFor(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) {
    format = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
    numberFormats.set(locale, format);
  }
  return format;
}

/** Builds the locale's price format ahead of a list's first render, in a task of its own. */
export const preparePriceFormat = (locale: string): void => void numberFormatFor(locale);

/**
 * The amount with the configuration's currency symbol, after it when the position is 'after',
 * before it for anything else.
 */
export function formatPrice(amount: number, symbol: string, position: string, locale: string): string {
  const number = numberFormatFor(locale).format(amount);
  if (symbol === '') return number;
  return position === 'after' ? `${number}${NBSP}${symbol}` : `${symbol}${NBSP}${number}`;
}

/** The clinic site as a link: its address (https:// added when the scheme is missing) and hostname. */
export function siteLink(site: string | null | undefined): { href: string; hostname: string } | null {
  const text = site?.trim();
  if (!text) return null;
  try {
    const url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return { href: url.href, hostname: url.hostname };
  } catch {
    return null;
  }
}
