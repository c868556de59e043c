/**
 * The start page's public data travels inside index.html, beside the configuration, so the first
 * screen paints from the page itself instead of waiting for the data worker to boot (RxDB, IndexedDB)
 * and fetch: `<script id="priyom-first-screen" type="application/json">{"at":…,"clinics":[…]}</script>`.
 * `at` is when the server read the list (ms since epoch); the data worker adopts the list when it has
 * nothing newer, so the next screens and the next start need no fetch either.
 * Only public data goes here: index.html may sit in the service worker's cache.
 *
 * Only the start page shows the whole list. Every other page carries a part of it (`count` then says how
 * many clinics the network has): a clinic's own pages that clinic, the rest none. A network of a hundred
 * clinics would otherwise put every clinic into every page's first round trip. A part is shown, never
 * stored as the list: the data worker fetches the whole list in the background.
 */
import * as v from 'valibot';
import { ClinicSchema } from './clinics';

export {
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_PLACEHOLDER,
  isWholeList,
  LANGUAGE_COOKIE,
} from './first-screen-block';
import { FIRST_SCREEN_PLACEHOLDER } from './first-screen-block';

export const FirstScreenSchema = v.object({
  at: v.pipe(v.number(), v.integer(), v.minValue(0)),
  clinics: v.array(ClinicSchema),
  /** How many clinics the network has, when `clinics` is a part of them. */
  count: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0))),
});
export type FirstScreen = v.InferOutput<typeof FirstScreenSchema>;

/**
 * What a page at `path` carries of the network's list: the whole list on the start page (and in a
 * network of one clinic, where a part is the whole), else the clinic its address names, if any, and the
 * network's size.
 */
export function firstScreenFor(path: string, whole: FirstScreen): FirstScreen {
  if (path === '/' || path === '/index.html' || whole.clinics.length <= 1) return whole;
  const id = CLINIC_PATH.exec(path)?.[1];
  const clinics = id === undefined ? [] : whole.clinics.filter((clinic) => String(clinic.id) === id);
  return { at: whole.at, clinics, count: whole.clinics.length };
}

/** A clinic's own pages: /clinic/{id} and everything under it. */
const CLINIC_PATH = /^\/clinic\/(\d+)(?:\/|$)/;

/**
 * JSON that is safe inside a <script> element: every `<` is escaped, so no `</script>` or `<!--`
 * can end or change the element, and U+2028/2029 are escaped for older JavaScript parsers.
 */
export function encodeFirstScreen(value: FirstScreen): string {
  return encodeScriptJson(value);
}

/** Any JSON value, escaped as encodeFirstScreen says (the first page's block uses it too). */
export function encodeScriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The embedded data, or null when it is missing, still the placeholder, or not in the contract's shape. */
export function decodeFirstScreen(text: string | null | undefined): FirstScreen | null {
  if (!text || text.includes(FIRST_SCREEN_PLACEHOLDER)) return null;
  try {
    const parsed = v.safeParse(FirstScreenSchema, JSON.parse(text));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}
