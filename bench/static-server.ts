/** A tiny node:http server for fixed files in memory (the static baseline), gzipped when accepted. */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';

export interface StaticFile {
  type: string;
  body: Buffer;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function serveFiles(files: ReadonlyMap<string, StaticFile>): Promise<StaticServer> {
  const gzipped = new Map([...files].map(([path, file]) => [path, gzipSync(file.body, { level: 9 })]));
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = files.get(path);
    if (!file || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    const zipped = gzipped.get(path);
    const gzip =
      /\bgzip\b/.test(request.headers['accept-encoding'] ?? '') && zipped && zipped.length < file.body.length;
    const body = gzip ? zipped : file.body;
    response.writeHead(200, {
      'Content-Type': file.type,
      'Content-Length': body.length,
      'Cache-Control': file.type.startsWith('text/html') ? 'no-cache' : 'public, max-age=86400',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      Vary: 'Accept-Encoding',
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
