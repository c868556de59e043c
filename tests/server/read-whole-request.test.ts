/**
 * An early answer (413 by Content-Length or part way through a chunked body, 403 cross-site, 404) to a
 * request whose body is still on its way must not cost the client its connection: the answer waits for
 * the rest of the body, and the next request on the same kept-alive connection is answered. A body past the discard cap is answered with
 * `Connection: close`, so the client does not reuse a connection the server is about to close.
 * Raw sockets, so the test decides when each byte goes out (a slow uplink, a busy client).
 */
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCARD_MAX_BYTES } from '../../server/http/read-whole-request';
import { openTestApp, type TestApp } from './harness';
import { type Listening, listen } from './listen';

/** Longer than the Node adapter's own drain of an unread body (half a second) before it closes. */
const PAUSE_MS = 1200;
const BODY_BYTES = 200_000;

describe('an early answer waits for the rest of the body', () => {
  let t: TestApp;
  let server: Listening;
  beforeAll(async () => {
    t = await openTestApp('sqlite');
    server = await listen(t.app);
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  /** Everything the server sends on one connection until it closes it (or `ms` pass). */
  function collect(socket: Socket, ms: number): Promise<string> {
    return new Promise((resolve) => {
      let text = '';
      const timer = setTimeout(() => resolve(text), ms);
      socket.on('data', (chunk) => {
        text += String(chunk);
      });
      socket.on('error', () => {});
      socket.on('close', () => {
        clearTimeout(timer);
        resolve(text);
      });
    });
  }

  async function open(): Promise<Socket> {
    const socket = connect(server.port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    return socket;
  }

  // A second answer follows the first one's body directly, not on a line of its own.
  const statuses = (text: string) => [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((m) => Number(m[1]));

  const EARLY = [
    { why: 'over the body limit by Content-Length', path: '/api/auth/login', headers: '', status: 413 },
    // Chunked, the limit reads the body part way before it refuses: the rest is still to come.
    { why: 'over the body limit, chunked', path: '/api/auth/login', headers: '', status: 413, chunked: true },
    { why: 'cross-site', path: '/api/auth/login', headers: 'Sec-Fetch-Site: cross-site\r\n', status: 403 },
    { why: 'no such call', path: '/api/no-such-call', headers: '', status: 404 },
  ];

  it.each(EARLY)(
    'answers $status ($why) and then the next request on the same connection, with the body sent in two parts',
    async ({ path, headers, status, chunked = false }) => {
      const socket = await open();
      const received = collect(socket, 10_000);
      const half = 'x'.repeat(BODY_BYTES / 2);
      const part = (text: string) => (chunked ? `${text.length.toString(16)}\r\n${text}\r\n` : text);
      const framing = chunked ? 'Transfer-Encoding: chunked' : `Content-Length: ${BODY_BYTES}`;
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n${headers}` +
          `${framing}\r\n\r\n${part(half)}`,
      );
      await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      // The write may find the connection already closed: what arrived is then the whole answer.
      socket.write(`${part(half)}${chunked ? '0\r\n\r\n' : ''}`, () => {});
      socket.write(
        'GET /api/configuration HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n',
        () => {},
      );
      expect(statuses(await received)).toEqual([status, 200]);
    },
    20_000,
  );

  it('answers a body past the discard cap with Connection: close', async () => {
    const socket = await open();
    const received = collect(socket, 10_000);
    const sent = DISCARD_MAX_BYTES + 512 * 1024;
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${sent * 2}\r\n\r\n${'x'.repeat(sent)}`,
    );
    const text = await received;
    expect(statuses(text)).toEqual([413]);
    expect(text).toMatch(/^connection: close\r$/im);
    socket.destroy();
  });
});
