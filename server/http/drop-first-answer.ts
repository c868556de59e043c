/**
 * A test-only switch (TEST_DROP_ANSWERS=1, refused in production by server/env.ts): the first answer to
 * each Idempotency-Key is lost after the server did the work and committed it — the connection is closed
 * instead of answered, as a mobile network dropping the answer would. The offline tests show with it
 * that a retry of the same key gets the first answer and changes nothing again. Every answer closes its
 * connection: Chromium resends a request by itself when a reused connection closes without an answer,
 * which would hide the loss from the app.
 */
import type { IncomingMessage } from 'node:http';
import type { MiddlewareHandler } from 'hono';

export function dropFirstAnswer(): MiddlewareHandler {
  // In memory: one test server, one process.
  const dropped = new Set<string>();
  return async (c, next) => {
    const key = c.req.header('Idempotency-Key');
    await next();
    c.res.headers.set('Connection', 'close');
    if (!key || dropped.has(key) || c.res.status >= 500) return;
    dropped.add(key);
    (c.env as { incoming?: IncomingMessage } | undefined)?.incoming?.socket.destroy();
  };
}
