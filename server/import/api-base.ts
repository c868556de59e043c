/**
 * Where the app sends its API calls, the patient's bearer tokens with them: the network file's
 * `configuration.apiBase`. A path on the portal's own origin (`/api`) keeps them on the portal; any other
 * origin would receive every patient's tokens, so the file may name one only when the import is told that
 * origin by name (--allow-api-origin): a file edited by someone else cannot send the tokens elsewhere.
 */

export const ALLOW_API_ORIGIN_FLAG = '--allow-api-origin';

/** Stands for the portal's origin when an apiBase is resolved the way the browser would. */
const PORTAL = 'https://portal.invalid';

/** `https://api.clinic.example` as the flag gives it (scheme, host and port only); null: not an origin. */
export function parseOrigin(value: string): string | null {
  try {
    const url = new URL(value);
    const http = url.protocol === 'https:' || url.protocol === 'http:';
    return http && url.origin === value.toLowerCase().replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * What is wrong with an apiBase, or null. The browser reads `//host`, `/\host` and a path with a tab or a
 * line break in it as another host, so a path is judged by where it resolves, not by how it starts.
 */
export function apiBaseMistake(apiBase: string, allowedOrigin: string | null): string | null {
  // Empty: the app's default, /api.
  if (apiBase === '') return null;
  let resolved: string | null;
  try {
    resolved = new URL(apiBase, PORTAL).origin;
  } catch {
    resolved = null;
  }
  if (resolved === PORTAL && apiBase.startsWith('/')) return null;
  const absolute = /^https?:\/\//i.test(apiBase);
  if (allowedOrigin !== null && absolute && resolved === allowedOrigin) return null;
  if (allowedOrigin !== null && absolute) {
    return `${apiBase} is not on ${allowedOrigin}, the origin ${ALLOW_API_ORIGIN_FLAG} names`;
  }
  return (
    `must be a path on the portal's own origin, like /api: the app sends patients' tokens to it ` +
    `(got ${JSON.stringify(apiBase)}); an API on another origin is taken only when the import names it: ` +
    `${ALLOW_API_ORIGIN_FLAG}=https://api.clinic.example`
  );
}
