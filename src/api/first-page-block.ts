/**
 * The names around the first page's block in index.html (./first-page-embed.ts has its contract):
 * apart from it so that the main thread reads the block without the contract's schemas.
 */
export const FIRST_PAGE_ELEMENT_ID = 'priyom-first-page';

/** What the built index.html holds until the server fills it in: a JSON string, so still JSON. */
export const FIRST_PAGE_PLACEHOLDER = '"__PRIYOM_FIRST_PAGE__"';
