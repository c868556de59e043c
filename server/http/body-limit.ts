/**
 * The request body's size limit, decided from the headers whenever they say it. Hono's bodyLimit reads
 * `c.req.raw.body` first, which makes @hono/node-server build a full WHATWG Request with a web stream
 * over the socket (an abort controller, a ReadableStream, undici's header checks) for every request,
 * GETs included: at thousands of requests a second that was about a tenth of the server's time.
 *
 * Node's HTTP parser reads exactly Content-Length bytes of a body, so a request with that header and
 * without Transfer-Encoding carries what the header says, and a GET or HEAD carries none; only a body
 * of unknown length (chunked, or a Request built in-process without a length) is counted as it
 * streams, by Hono's own middleware.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';

export function limitBody(maxSize: number, onError: (c: Context) => Response): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize, onError });
  return (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD') return next();
    const length = c.req.header('Content-Length');
    if (length !== undefined && /^\d+$/.test(length) && c.req.header('Transfer-Encoding') === undefined) {
      return Number(length) > maxSize ? Promise.resolve(onError(c)) : next();
    }
    return streamed(c, next);
  };
}
