/**
 * Slow clients (slow-loris): a request whose headers or body do not arrive within HEADERS_TIMEOUT_MS /
 * REQUEST_TIMEOUT_MS is answered 408 and its socket closed, instead of being held for Node's 60 s / 300 s.
 * The real server/main.ts for the headers; serverOptions in process for the body (no route of ours
 * reads a request body yet) and for keep-alive.
 */
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { serve } from '@hono/node-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfiguration } from '../../src/api';
import { serverOptions } from '../../server/http/timeouts';
import { tempDir, writeStaticDir } from './harness';
import { type Started, startServer, stopServer } from './main-process';

const HEADERS_MS = 400;
const REQUEST_MS = 800;

/** Writes `start`, then `drip` every 100 ms until the server closes the socket; the answer and when. */
function slowClient(port: number, start: string, drip: string): Promise<{ ms: number; answer: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    const began = performance.now();
    let answer = '';
    let timer: NodeJS.Timeout | undefined;
    socket.on('connect', () => {
      socket.write(start);
      timer = setInterval(() => socket.write(drip), 100);
    });
    socket.on('data', (chunk) => {
      answer += chunk;
    });
    socket.on('error', () => {}); // writing after the server's close: the close event follows
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ ms: performance.now() - began, answer });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error('the server held a slow client for 10 s'));
    }, 10_000).unref();
  });
}

describe('server/main.ts with HEADERS_TIMEOUT_MS', () => {
  const data = tempDir('slow-data');
  const statics = tempDir('slow-static');
  let server: Started | undefined;
  beforeAll(async () => {
    writeStaticDir(statics.path);
    server = await startServer({
      DATA_DIR: data.path,
      DATABASE_URL: '',
      STATIC_DIR: statics.path,
      HEADERS_TIMEOUT_MS: String(HEADERS_MS),
      REQUEST_TIMEOUT_MS: String(REQUEST_MS),
    });
  });
  afterAll(async () => {
    await stopServer(server);
    data.remove();
    statics.remove();
  });

  it('answers 408 and closes a client still sending headers after the timeout', async () => {
    const { ms, answer } = await slowClient(server!.port, 'GET / HTTP/1.1\r\nHost: x\r\n', 'X-Slow: 1\r\n');
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(HEADERS_MS - 50);
    expect(ms).toBeLessThan(HEADERS_MS + 1500);
  });

  it('answers a client that sends its request in time', async () => {
    const response = await fetch(`http://127.0.0.1:${server!.port}/api${getConfiguration.path}`);
    expect(response.status).toBe(200);
  });
});

describe('serverOptions', () => {
  let port = 0;
  let close: () => void = () => {};
  beforeAll(async () => {
    const server = serve({
      // Reads the whole body, as a handler that takes input would.
      fetch: async (request) => new Response(`got ${(await request.text()).length}`),
      port: 0,
      hostname: '127.0.0.1',
      serverOptions: serverOptions({ headersMs: HEADERS_MS, requestMs: REQUEST_MS, keepAliveMs: 5000 }),
    });
    await new Promise((resolve) => server.once('listening', resolve));
    port = (server.address() as AddressInfo).port;
    close = () => server.close();
  });
  afterAll(() => close());

  it('answers 408 and closes a client still sending its body after REQUEST_TIMEOUT_MS', async () => {
    const { ms, answer } = await slowClient(
      port,
      'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n',
      'a',
    );
    expect(answer).toMatch(/^HTTP\/1\.1 408/);
    expect(ms).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(ms).toBeLessThan(REQUEST_MS + 1500);
  });

  it('keeps an idle keep-alive connection open longer than the headers timeout', async () => {
    const socket = connect(port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    const request = 'POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 2\r\n\r\nhi';
    const answer = () =>
      new Promise<string>((resolve) => socket.once('data', (chunk) => resolve(String(chunk))));
    socket.write(request);
    expect(await answer()).toMatch(/^HTTP\/1\.1 200[\s\S]*got 2$/);
    await new Promise((resolve) => setTimeout(resolve, HEADERS_MS * 2));
    socket.write(request);
    expect(await answer()).toMatch(/^HTTP\/1\.1 200[\s\S]*got 2$/);
    socket.destroy();
  });
});
