/**
 * How a page's inline stylesheets are named between the build (vite-plugins/page-styles.ts), the server,
 * which sends a drawn page with only the rules and variables it uses (server/http/page-styles.ts), and the
 * app, which puts the rest back once it runs (src/app/theme/full-styles.ts).
 */

/** On each inline <style> of index.html: its place in the page's stylesheets file. */
export const PAGE_STYLE_ATTRIBUTE = 'data-page-style';
/** On the paint-first loader: the address of the file with every inline <style>'s full text, in order. */
export const PAGE_STYLES_ATTRIBUTE = 'data-page-styles';
/** On an inline <style> the server sent with part of its text: the app puts the full text back. */
export const PRUNED_ATTRIBUTE = 'data-pruned';
