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
