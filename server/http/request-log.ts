/**
 * The request log and its request id. Every request gets an id — the caller's X-Request-Id when the
 * app trusts it (a proxy in front sets it) and it is a plain token, else a fresh UUID — sent back on
 * every answer so a patient's or proxy's report leads to the log line. A line records the method,
 * the route's pattern (never the link keys or query strings it was called with), the status and the
 * time taken; the probes log at debug, since a supervisor asks every few seconds.
 */
import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { Logger } from '../logger';
import { loggablePath } from './log-path';

declare module 'hono' {
  interface ContextVariableMap {
    requestId: string;
  }
}

export const REQUEST_ID_HEADER = 'X-Request-Id';
/** Letters, digits and a few separators, as proxies and tracing systems make them; nothing a log could misread. */
const SANE_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdOf(header: string | undefined, trusted: boolean): string {
  return trusted && header && SANE_ID.test(header) ? header : randomUUID();
}

/** The pattern of the route that answered (`/api/clinics/:clinicId/services`), else the loggable path. */
export function routeOf(c: Context): string {
  const answered = matchedRoutes(c).findLast((route) => route.method !== 'ALL' && !route.path.includes('*'));
  return answered?.path ?? loggablePath(c.req.path);
}

export function requestLog(
  logger: Logger,
  { trustRequestId, quietPaths }: { trustRequestId: boolean; quietPaths: ReadonlySet<string> },
): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER), trustRequestId);
    c.set('requestId', requestId);
    await next();
    try {
      c.res.headers.set(REQUEST_ID_HEADER, requestId);
    } catch {
      // A Response with immutable headers (a fetched one passed through): it goes out without the id.
    }
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const line = {
      reqId: requestId,
      method: c.req.method,
      route: routeOf(c),
      status: c.res.status,
      ms,
      // A retried Idempotency-Key answered from the store: the work ran once, before.
      ...(c.res.headers.get('Idempotent-Replayed') ? { replayed: true } : {}),
    };
    if (quietPaths.has(c.req.path)) logger.debug(line, 'request');
    else logger.info(line, 'request');
  };
}
