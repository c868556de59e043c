/**
 * Options for Node's HTTP server that bound how long a client may hold a socket without finishing its
 * request: a slow or stalled client (slow-loris) is answered 408 and cut off after HEADERS_TIMEOUT_MS
 * / REQUEST_TIMEOUT_MS instead of Node's 60 s / 300 s. Node enforces both only when it checks its
 * connections (every 30 s by default), so the check runs often enough for the timeouts to mean what
 * they say.
 */
import type { ServerOptions } from 'node:http';
import type { ServerTimeouts } from '../env';

export function serverOptions({ headersMs, requestMs, keepAliveMs }: ServerTimeouts): ServerOptions {
  return {
    headersTimeout: headersMs,
    requestTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
    connectionsCheckingInterval: Math.max(50, Math.min(1000, Math.floor(headersMs / 4))),
  };
}
