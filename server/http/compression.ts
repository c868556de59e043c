/**
 * Compressed API answers. The public lists of a real network are large (3,000 doctors are more than a
 * megabyte of JSON) and compress about tenfold, so any answer above COMPRESS_ABOVE_BYTES goes out in
 * brotli or gzip to a client that takes one (br first; `q=0` refuses), with `Vary: Accept-Encoding`
 * and the compressed length. Below it the few bytes saved do not pay for the work.
 *
 * A body sent many times (a memoised public list) is a PreparedBody whose compressed bytes are made
 * once per encoding, on the first request that wants them, at a quality worth spending once. A body
 * made for one request is compressed at a cheap level. Compression runs on libuv's thread pool, so
 * a large list never holds up the requests behind it.
 *
 * Routes answer through `sendBody`/`sendJson`; `compressAnswers()` is the net under everything
 * else under /api (error answers, the reference page, answers replayed from the database).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { chooseEncoding, type PageEncoding } from './page-encoding';

export type Encoding = PageEncoding;

/** Answers up to this many bytes go out as they are. */
export const COMPRESS_ABOVE_BYTES = 1024;

/**
 * `thorough` for a body kept long and sent many times (a memoised list); `quick` for one made for a
 * single request or kept only briefly (a schedule answer lives a second).
 */
export type Effort = 'thorough' | 'quick';

declare module 'hono' {
  interface ContextVariableMap {
    /** Set once a route chose the answer's encoding itself: the net below leaves it alone. */
    answerEncoded: true;
  }
}

const JSON_TYPE = 'application/json';

/** Types worth compressing; images, PDFs and other files are compressed already or left as stored. */
const COMPRESSIBLE = /^(application\/(json|javascript)|text\/)/i;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A large list kept and sent many times is worth brotli 5, which makes about half what brotli 4 does of
 * it; higher qualities cost much more time for little more. For an answer of a few kilobytes made per
 * request the levels differ little, so it gets the cheap ones. gzip is for the clients without brotli;
 * above level 6 it only gets slower. (Figures in BENCHMARKS.md.)
 */
const QUALITY = {
  thorough: { br: 5, gzip: 6 },
  quick: { br: 4, gzip: 5 },
} as const satisfies Record<Effort, Record<Encoding, number>>;

export async function compress(
  body: string | Uint8Array,
  encoding: Encoding,
  effort: Effort,
): Promise<Uint8Array<ArrayBuffer>> {
  const size = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  const out =
    encoding === 'br'
      ? await brotliAsync(body, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: QUALITY[effort].br,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
            [constants.BROTLI_PARAM_SIZE_HINT]: size,
          },
        })
      : await gzipAsync(body, { level: QUALITY[effort].gzip });
  return new Uint8Array(out); // its own ArrayBuffer, as a Response body wants
}

/** A body ready to send, its compressed forms made on first ask and then kept with it. */
export interface PreparedBody {
  readonly text: string;
  /** Its length in UTF-8 bytes. */
  readonly size: number;
  readonly contentType: string;
  encoded(encoding: Encoding): Promise<Uint8Array<ArrayBuffer>>;
}

export function prepareBody(text: string, contentType: string, effort: Effort): PreparedBody {
  const made = new Map<Encoding, Promise<Uint8Array<ArrayBuffer>>>();
  return {
    text,
    size: Buffer.byteLength(text),
    contentType,
    encoded(encoding) {
      let bytes = made.get(encoding);
      if (!bytes) {
        const started = compress(text, encoding, effort);
        bytes = started;
        made.set(encoding, started);
        // A failed compression is not kept: the next request tries again.
        started.catch(() => made.delete(encoding));
      }
      return bytes;
    },
  };
}

/** Whether an answer of `size` bytes is sent compressed to a client that takes it. */
export const worthCompressing = (size: number) => size > COMPRESS_ABOVE_BYTES;

/** The encoding this request gets for a body of `size` bytes; null: as it is. */
export function encodingFor(c: Context, size: number): Encoding | null {
  return worthCompressing(size) ? chooseEncoding(c.req.header('Accept-Encoding')) : null;
}

/**
 * The strong ETag of one encoding of a body: the bytes differ per encoding, so the tag does too. The
 * part before the suffix is the hash of the uncompressed body, the same for all three.
 */
export function etagFor(etag: string, encoding: Encoding | null): string {
  if (!encoding || !etag.endsWith('"')) return etag;
  return `${etag.slice(0, -1)}-${encoding}"`;
}

/** Marks the answer's encoding as chosen by the route, so `compressAnswers` does not read it again. */
export function markEncoded(c: Context): void {
  c.set('answerEncoded', true);
}

/**
 * Sends a prepared body, compressed when it is large enough and the client takes an encoding. With an
 * `etag` (of the uncompressed body) the answer carries the tag of the encoding sent.
 */
export async function sendBody(
  c: Context,
  body: PreparedBody,
  status: ContentfulStatusCode = 200,
  etag?: string,
): Promise<Response> {
  markEncoded(c);
  const encoding = encodingFor(c, body.size);
  // Whatever this client got, another may get other bytes from the same URL: caches must know.
  if (worthCompressing(body.size)) c.header('Vary', 'Accept-Encoding', { append: true });
  if (etag) c.header('ETag', etagFor(etag, encoding));
  c.header('Content-Type', body.contentType);
  if (!encoding) {
    c.header('Content-Length', String(body.size));
    return c.body(body.text, status);
  }
  const bytes = await body.encoded(encoding);
  c.header('Content-Encoding', encoding);
  c.header('Content-Length', String(bytes.byteLength));
  return c.body(bytes, status);
}

/** A JSON answer made for this request alone: serialised, and compressed at a cheap level if large. */
export function sendJson(c: Context, value: unknown, status: ContentfulStatusCode = 200): Promise<Response> {
  return sendBody(c, prepareBody(JSON.stringify(value), JSON_TYPE, 'quick'), status);
}

/**
 * The net under the API: an answer no route encoded itself (an error, the reference page, an
 * idempotent answer replayed from the database) is read back and compressed per request when it is
 * large, of a compressible type and the client takes an encoding. Private answers keep their own
 * Cache-Control (no-store); only the bytes on the wire change.
 */
export function compressAnswers(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.get('answerEncoded')) return;
    const answer = c.res;
    if (!answer.body || answer.headers.has('Content-Encoding')) return;
    if (!COMPRESSIBLE.test(answer.headers.get('Content-Type') ?? '')) return;
    const plain = new Uint8Array(await answer.arrayBuffer());
    const encoding = encodingFor(c, plain.byteLength);
    const bytes = encoding ? await compress(plain, encoding, 'quick') : plain;
    // The old answer's body is spent: a new one with the same status and headers takes its place.
    c.res = new Response(bytes, answer);
    const headers = c.res.headers;
    headers.set('Content-Length', String(bytes.byteLength));
    if (!worthCompressing(plain.byteLength)) return;
    headers.append('Vary', 'Accept-Encoding');
    if (!encoding) return;
    headers.set('Content-Encoding', encoding);
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', etagFor(etag, encoding));
  };
}
