/**
 * Whether this page may expose the Playwright hooks (./test-hooks.ts): only in development builds or when
 * the server that rendered it runs with TEST_HOOKS=1 (it then adds `<meta name="priyom-test-hooks">` to
 * index.html; no query parameter or stored flag can turn them on in production). Kept apart so the start
 * page carries only this check and loads the hooks as their own chunk when they are on.
 */
export function testHooksEnabled(win: Window = window): boolean {
  if (import.meta.env.DEV) return true;
  return win.document.querySelector('meta[name="priyom-test-hooks"][content="on"]') !== null;
}
