/**
 * The names around the first screen's block in index.html (./first-screen-embed.ts has the block's
 * contract and re-exports these): apart from it so that the start page reads the block without the
 * contract's schemas, which would put the schema library in its bundle (too big for it).
 */
export const FIRST_SCREEN_ELEMENT_ID = 'priyom-first-screen';

/**
 * The app mirrors the reader's language choice (kept in localStorage) into this cookie, so the server
 * leaves out the Russian plain-HTML start page for someone who reads English (no flash of Russian).
 */
export const LANGUAGE_COOKIE = 'priyom.lang';

/**
 * What the built index.html holds until the server fills it in (and what an offline shell keeps): a
 * JSON string, so the element's content is JSON even then.
 */
export const FIRST_SCREEN_PLACEHOLDER = '"__PRIYOM_FIRST_SCREEN__"';

/** The network's whole list, not a part of it (a part carries the network's size as `count`). */
export function isWholeList(first: { clinics: readonly unknown[]; count?: number }): boolean {
  return first.count === undefined || first.count === first.clinics.length;
}
