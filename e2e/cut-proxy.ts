/**
 * A TCP proxy in front of the test's server that the test can cut, the way a phone loses its network.
 * Playwright's context.setOffline does not reach a SharedWorker's requests in Chromium, so the offline
 * tests put the whole app (page, service worker, data worker) behind this and cut it instead: while
 * cut, every open connection is closed and every new one is closed at once, so fetches fail as they do
 * with no network. The page's origin is the proxy's, so the service worker and its storage stay the
 * same across cuts.
 */
import net from 'node:net';

export interface CutProxy {
  url: string;
  cut(): void;
  restore(): void;
  /** Connections closed because the proxy was cut: proof the app's requests really failed. */
  refused(): number;
  /** Bytes the server has sent through the proxy so far, headers included: what a phone downloads. */
  received(): number;
  /** Points the proxy at another server (the same app restarted on another port). */
  retarget(url: string): void;
  close(): Promise<void>;
}

export async function startCutProxy(target: string): Promise<CutProxy> {
  let { hostname, port } = new URL(target);
  let isCut = false;
  let refused = 0;
  let received = 0;
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    if (isCut) {
      refused += 1;
      client.destroy();
      return;
    }
    const upstream = net.connect(Number(port), hostname);
    open.add(client).add(upstream);
    const drop = () => {
      client.destroy();
      upstream.destroy();
      open.delete(client);
      open.delete(upstream);
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    upstream.on('data', (chunk: Buffer) => {
      received += chunk.length;
    });
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    url: `http://127.0.0.1:${address.port}`,
    cut() {
      isCut = true;
      for (const socket of open) socket.destroy();
      open.clear();
    },
    restore() {
      isCut = false;
    },
    refused: () => refused,
    received: () => received,
    retarget(url) {
      ({ hostname, port } = new URL(url));
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of open) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
