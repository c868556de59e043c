/**
 * Every answer goes out after its request's body has arrived whole, even when the answer did not need
 * the body (413 by Content-Length, 403, 404, 405, 415, 401…).
 *
 * Why: answered early, the body is still on its way. The Node adapter then drains it for at most half
 * a second before closing the connection, and a client on a slow link (or a busy machine) is still
 * sending: it sees its connection closed without an answer, or its next request on that kept-alive
 * connection cut. Reading the rest first (and throwing it away) keeps the connection usable, as a
 * lingering close does in the servers that have one.
 *
 * Bounded: at most DISCARD_MAX_BYTES are read this way (eight times the largest body a route takes);
 * past that the answer says `Connection: close`, so no client reuses the connection the server then
 * closes. A client that stops sending is ended by the server's REQUEST_TIMEOUT_MS (408), as any other.
 * In-process requests (tests' `app.request`) have no socket and nothing to wait for.
 */
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

export const DISCARD_MAX_BYTES = 1024 * 1024;

/** Reads the rest of the body and drops it; false when it ran past `maxBytes` or the request broke off. */
function discardRest(incoming: IncomingMessage, maxBytes: number): Promise<boolean> {
  return new Promise((resolve) => {
    let bytes = 0;
    const finish = (whole: boolean) => {
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('error', onBroken);
      incoming.off('close', onBroken);
      resolve(whole);
    };
    const onData = (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > maxBytes) finish(false);
      // A web stream over the body that a middleware left half read pauses it when its queue fills.
      else if (incoming.isPaused()) incoming.resume();
    };
    const onEnd = () => finish(true);
    const onBroken = () => finish(incoming.complete);
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('error', onBroken);
    incoming.once('close', onBroken);
    incoming.resume();
  });
}

export function readWholeRequest(maxBytes = DISCARD_MAX_BYTES): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
    // `complete`: the whole message has arrived (read or only buffered, which costs nothing to drop).
    if (!incoming || incoming.complete || incoming.destroyed) return;
    if (!(await discardRest(incoming, maxBytes))) c.res.headers.set('Connection', 'close');
  };
}
