/**
 * No cross-site calls: another site's page must not be able to make a patient's browser write through
 * the API (a form post needs no CORS and can carry cookies) or fetch a result file.
 *
 * - API writes (POST, PUT, PATCH, DELETE under /api) with a body or a Content-Type must be JSON: a
 *   cross-site form or a "simple" fetch cannot send application/json without a CORS preflight, which
 *   this server never grants. Anything else is a 415.
 * - API writes and the result downloads are refused with 403 when the browser says they come from
 *   another site (Sec-Fetch-Site: cross-site) or names an Origin that is not the portal's own: the
 *   request's own host, or one of the configured ALLOWED_ORIGINS (the portal behind another name). The
 *   booking widget needs none: the portal in its drawer calls from the portal's own origin.
 * - Every other API request is marked `crossSite` by the same test, for the routes that count requests
 *   against an allowance (route.ts): they refuse a marked one before counting it, reads included, since
 *   any page can make a visitor's browser send a GET (an <img> is enough) and spend their allowance.
 * Clients that are not browsers (the data worker from the portal's own page, scripts) send no such
 * headers, or the portal's own, and pass.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { unexpectedBody } from './errors';

declare module 'hono' {
  interface ContextVariableMap {
    /** The browser says another site's page sent this request (set for every request under /api). */
    crossSite: boolean;
  }
}

/** The answer to a request another site's page sent. */
export const refuseCrossSite = (c: Context) => c.json(unexpectedBody(), 403);

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The result downloads: a file answer a cross-site page could otherwise pull with a token. */
const DOWNLOAD = /^\/api\/clients\/service\/(protocol|attachment)\//;

const isJson = (contentType: string | undefined) =>
  (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/json';

/** `https://portal.example:8443` → itself; anything that is not a bare origin → null. */
export function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin;
  } catch {
    return null;
  }
}

export function sameOrigin(allowedOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(allowedOrigins.map((origin) => originOf(origin) ?? origin));
  const own = (origin: string, requestUrl: string) => {
    if (allowed.has(origin.toLowerCase())) return true;
    // The request's own host (its URL is built from the Host header), whichever scheme a
    // TLS-terminating proxy in front may have stripped.
    const parsed = originOf(origin);
    return parsed !== null && new URL(parsed).host === new URL(requestUrl).host;
  };
  return async (c, next) => {
    const path = c.req.path;
    if (!path.startsWith('/api/')) return next();
    const origin = c.req.header('Origin');
    const crossSite =
      c.req.header('Sec-Fetch-Site')?.toLowerCase() === 'cross-site' ||
      (origin !== undefined && !own(origin, c.req.url));
    c.set('crossSite', crossSite);
    const write = WRITES.has(c.req.method);
    if (!write && !DOWNLOAD.test(path)) return next();
    if (crossSite) return refuseCrossSite(c);
    // A bodiless call without a type carries nothing to forge: the routes answer it (404, 405, 400).
    const type = c.req.header('Content-Type');
    const length = c.req.header('Content-Length');
    const body = length !== undefined ? length !== '0' : c.req.header('Transfer-Encoding') !== undefined;
    if (write && (type !== undefined || body) && !isJson(type)) return c.json(unexpectedBody(), 415);
    return next();
  };
}
