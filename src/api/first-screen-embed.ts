/**
 * The start page's public data travels inside index.html, beside the configuration, so the first
 * screen paints from the page itself instead of waiting for the data worker to boot (RxDB, IndexedDB)
 * and fetch: `<script id="priyom-first-screen" type="application/json">{"at":…,"clinics":[…]}</script>`.
 * `at` is when the server read the list (ms since epoch); the data worker adopts the list when it has
 * nothing newer, so the next screens and the next start need no fetch either.
 * Only public data goes here: index.html may sit in the service worker's cache.
 */
import * as v from 'valibot';
import { ClinicSchema } from './clinics';

export {
  FIRST_SCREEN_ELEMENT_ID,
  FIRST_SCREEN_PLACEHOLDER,
  LANGUAGE_COOKIE,
} from './first-screen-block';
import { FIRST_SCREEN_PLACEHOLDER } from './first-screen-block';

export const FirstScreenSchema = v.object({
  at: v.pipe(v.number(), v.integer(), v.minValue(0)),
  clinics: v.array(ClinicSchema),
});
export type FirstScreen = v.InferOutput<typeof FirstScreenSchema>;

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
