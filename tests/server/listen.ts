/** The app served on a free port over real sockets, as main.ts serves it, for tests a client must see. */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';
import { serverOptions } from '../../server/http/timeouts';

export interface Listening {
  port: number;
  /** `http://127.0.0.1:PORT` */
  base: string;
  close(): Promise<void>;
}

export async function listen(app: Hono): Promise<Listening> {
  const server = serve({
    fetch: app.fetch,
    port: 0,
    hostname: '127.0.0.1',
    // The production defaults (server/env.ts).
    serverOptions: serverOptions({ headersMs: 10_000, requestMs: 30_000, keepAliveMs: 65_000 }),
  }) as Server;
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    async close() {
      // Kept-alive connections would hold close() open.
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
