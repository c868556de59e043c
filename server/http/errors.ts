/**
 * Error answers of the API: JSON lists of translation keys (src/api/errors.ts), never HTML.
 * Bad input is a 4xx; only a bug or an outage is a 500, and that one is logged.
 */
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorBody, errorKeys, GENERIC_UNEXPECTED_ERROR } from '../../src/api';
import type { Logger } from '../logger';
import { loggablePath } from './log-path';

export const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

export const notFoundBody = () => errorBody({ unexpectedErrors: [], formErrors: [errorKeys.notFound] });
export const invalidInputBody = () =>
  errorBody({ unexpectedErrors: [], formErrors: [errorKeys.invalidInput] });
export const unexpectedBody = () => errorBody({ unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] });

export function apiNotFound(c: Context) {
  c.header('Cache-Control', 'no-store');
  return c.json(notFoundBody(), 404);
}

/** Hono's pattern (`/clinics/:logotype/logotype.image`) as a whole-path regular expression. */
function patternOf(path: string): RegExp {
  const source = path
    .split('/')
    .map((part) => (part.startsWith(':') ? '[^/]+' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}$`);
}

/** The methods the routes answer on a path (GET brings HEAD), none when no route has the path. */
export function allowedMethods(routes: readonly { method: string; path: string }[], path: string): string[] {
  const methods = new Set<string>();
  for (const route of routes) {
    if (route.method === 'ALL' || route.path.includes('*') || !patternOf(route.path).test(path)) continue;
    methods.add(route.method);
    if (route.method === 'GET') methods.add('HEAD');
  }
  return [...methods];
}

/**
 * The API's fallback: a path some route answers, asked with another method, is a 405 naming the methods
 * it allows; any other path a 404.
 */
export function apiFallback(routes: () => readonly { method: string; path: string }[], base: string) {
  return (c: Context) => {
    const allowed = allowedMethods(routes(), c.req.path.slice(base.length) || '/');
    if (allowed.length === 0) return apiNotFound(c);
    c.header('Cache-Control', 'no-store');
    c.header('Allow', allowed.join(', '));
    return c.json(errorBody({ unexpectedErrors: [], formErrors: [errorKeys.methodNotAllowed] }), 405);
  };
}

export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    const api = isApiPath(c.req.path);
    // Hono throws HTTPException for input it cannot read (bad JSON, too large a body): a 4xx, not a bug.
    if (error instanceof HTTPException && error.status < 500) {
      logger.info(
        { method: c.req.method, path: loggablePath(c.req.path), status: error.status },
        error.message,
      );
      c.header('Cache-Control', 'no-store');
      if (!api) return c.text(error.message || 'Bad request', error.status);
      return c.json(error.status === 404 ? notFoundBody() : invalidInputBody(), error.status);
    }
    logger.error({ err: error, method: c.req.method, path: loggablePath(c.req.path) }, 'request failed');
    c.header('Cache-Control', 'no-store');
    if (!api) return c.text('Internal server error', 500);
    return c.json(unexpectedBody(), 500);
  };
}
