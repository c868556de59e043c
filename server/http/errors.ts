/**
 * Error answers of the API: JSON lists of translation keys (src/api/errors.ts), never HTML.
 * Bad input is a 4xx; only a bug or an outage is a 500, and that one is logged.
 */
import type { Context, ErrorHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorBody, errorKeys, GENERIC_UNEXPECTED_ERROR } from '../../src/api';
import { STORAGE_FAULT_ADVICE, STORAGE_FAULT_RETRY_AFTER_S, storageFault } from '../db/storage-faults';
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

type RouteInfo = { method: string; path: string };

/**
 * The API's fallback: a path some route answers, asked with another method, is a 405 naming the methods
 * it allows (GET brings HEAD); any other path a 404. The routes' patterns are compiled on the first
 * fallback answer (the app is composed by then) and reused.
 */
export function apiFallback(routes: () => readonly RouteInfo[], base: string) {
  let compiled: { method: string; pattern: RegExp }[] | null = null;
  const allowedMethods = (path: string): string[] => {
    compiled ??= routes()
      .filter((route) => route.method !== 'ALL' && !route.path.includes('*'))
      .map((route) => ({ method: route.method, pattern: patternOf(route.path) }));
    const methods = new Set<string>();
    for (const { method, pattern } of compiled) {
      if (!pattern.test(path)) continue;
      methods.add(method);
      if (method === 'GET') methods.add('HEAD');
    }
    return [...methods];
  };
  return (c: Context) => {
    const allowed = allowedMethods(c.req.path.slice(base.length) || '/');
    if (allowed.length === 0) return apiNotFound(c);
    c.header('Cache-Control', 'no-store');
    c.header('Allow', allowed.join(', '));
    return c.json(errorBody({ unexpectedErrors: [], formErrors: [errorKeys.methodNotAllowed] }), 405);
  };
}

/** 503: the server cannot answer for now, nothing was changed; the client asks again after Retry-After. */
function unavailable(c: Context, retryAfterSeconds: number) {
  c.header('Cache-Control', 'no-store');
  c.header('Retry-After', String(retryAfterSeconds));
  if (!isApiPath(c.req.path)) return c.text('Service unavailable', 503);
  return c.json(unexpectedBody(), 503);
}

export function createErrorHandler(logger: Logger): ErrorHandler {
  return (error, c) => {
    const api = isApiPath(c.req.path);
    // Hono throws HTTPException for input it cannot read (bad JSON, too large a body): a 4xx, not a bug.
    if (error instanceof HTTPException && error.status < 500) {
      logger.info(
        {
          reqId: c.get('requestId'),
          method: c.req.method,
          path: loggablePath(c.req.path),
          status: error.status,
        },
        error.message,
      );
      c.header('Cache-Control', 'no-store');
      if (!api) return c.text(error.message || 'Bad request', error.status);
      return c.json(error.status === 404 ? notFoundBody() : invalidInputBody(), error.status);
    }
    const fault = storageFault(error);
    if (fault) {
      // A lock another writer kept passes by itself; a full or unwritable disk needs an operator.
      logger[fault === 'busy' ? 'warn' : 'error'](
        { err: error, reqId: c.get('requestId'), method: c.req.method, path: loggablePath(c.req.path) },
        STORAGE_FAULT_ADVICE[fault],
      );
      return unavailable(c, STORAGE_FAULT_RETRY_AFTER_S[fault]);
    }
    logger.error(
      { err: error, reqId: c.get('requestId'), method: c.req.method, path: loggablePath(c.req.path) },
      'request failed',
    );
    c.header('Cache-Control', 'no-store');
    if (!api) return c.text('Internal server error', 500);
    return c.json(unexpectedBody(), 500);
  };
}
