/**
 * Random requests over every route the API document lists (GET /api/openapi.json): random methods, path
 * parameters, query strings, bodies (well-formed, malformed, huge, compressed or lying about it), content
 * types and headers. Seeded, so a failing request can be made again. Shared by the fuzz test (a short
 * run in-process) and the bench (the full run against a real server).
 */

export interface FuzzRoute {
  /** OpenAPI path, `{name}` for parameters. */
  path: string;
  method: string;
  /** The body's or the query's property names, so some requests get past the shape checks. */
  fields: string[];
}

export interface FuzzRequest {
  /** The API document's operation it was drawn from (`POST /api/auth/login`), to group failures by. */
  operation: string;
  method: string;
  /** The whole path (the document's paths start with /api), with the query string. */
  path: string;
  headers: Record<string, string>;
  body?: Uint8Array<ArrayBuffer> | string;
}

/** A small seeded generator (mulberry32). */
export function seeded(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (max: number) => Math.floor(next() * max);
  const pick = <T>(items: readonly T[]): T => items[int(items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
export type Random = ReturnType<typeof seeded>;

interface ApiDocumentShape {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: { name: string; in: string }[];
        requestBody?: { content: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
      }
    >
  >;
}

export function routesOf(document: ApiDocumentShape): FuzzRoute[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => ({
      path,
      method: method.toUpperCase(),
      fields: [
        ...(op.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
        ...Object.keys(op.requestBody?.content['application/json']?.schema?.properties ?? {}),
      ],
    })),
  );
}

const NASTY = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '\u0000',
  "'; drop table users; --",
  '../../etc/passwd',
  '%00',
  '😀',
  '\ud800',
  '<script>alert(1)</script>',
  '2026-02-30',
  '25:61',
  '79990000001',
  '+79990000002',
  'x'.repeat(5000),
  'Ж'.repeat(300),
  '{{7*7}}',
  '__proto__',
  'constructor',
];
const NUMBERS = [0, -1, 1, 2, 3, 1.5, 2 ** 31, 2 ** 53, -(2 ** 63), 1e308, 999_999_999_999];
const KEYS = ['__proto__', 'constructor', 'prototype', 'id', 'phone', 'password', 'x'];
const PATH_PARAMS = [
  '1',
  '2',
  '3',
  '0',
  '-1',
  '999999999999',
  'abc',
  '..',
  '%2e%2e',
  '1.5',
  '%00',
  '%D0%96',
  '%ZZ',
  'a%2Fb',
];

function value(random: Random, depth: number): unknown {
  const kind = random.int(depth > 2 ? 4 : 7);
  if (kind === 0) return random.pick(NASTY);
  if (kind === 1) return random.pick(NUMBERS);
  if (kind === 2) return random.pick([true, false, null]);
  if (kind === 3) return String(random.int(100_000));
  if (kind === 4) return Array.from({ length: random.int(4) }, () => value(random, depth + 1));
  if (kind === 5) return Array.from({ length: random.int(300) }, () => random.int(10));
  return object(random, KEYS, depth + 1);
}

function object(random: Random, fields: readonly string[], depth: number): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const keys = fields.length > 0 ? fields : KEYS;
  // Own properties even for `__proto__`, as JSON.parse makes them: an assignment would set the prototype.
  const set = (key: string) =>
    Object.defineProperty(out, key, {
      value: value(random, depth),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  for (const key of keys) if (random.chance(0.7)) set(key);
  if (random.chance(0.2)) set(random.pick(KEYS));
  return out;
}

function jsonBody(random: Random, route: FuzzRoute): string {
  const roll = random.int(10);
  if (roll < 6) return JSON.stringify(object(random, route.fields, 0));
  if (roll === 6) return JSON.stringify(value(random, 0));
  if (roll === 7) return random.pick(['{', '{"a":', '[', '"', 'nul', '{"a":1}garbage', '\u0000', '']);
  if (roll === 8) return `{"a":"${'x'.repeat(200_000)}"}`;
  return `${'['.repeat(5000)}${']'.repeat(5000)}`;
}

const CONTENT_TYPES = [
  'application/json',
  'application/json; charset=utf-8',
  'APPLICATION/JSON',
  'application/json; charset=utf-16',
  'text/plain',
  'text/plain;charset=UTF-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=xyz',
  'application/octet-stream',
  'a/b/c;;=',
  '',
];

/** Bytes that claim an encoding they may not have. */
async function encoded(
  random: Random,
  text: string,
): Promise<{ body: Uint8Array<ArrayBuffer> | string; encoding?: string }> {
  const roll = random.int(8);
  if (roll === 0) {
    const stream = new Blob([text]).stream().pipeThrough(new CompressionStream('gzip'));
    return { body: new Uint8Array(await new Response(stream).arrayBuffer()), encoding: 'gzip' };
  }
  if (roll === 1)
    return { body: text, encoding: random.pick(['gzip', 'br', 'deflate', 'zstd', 'x-nonsense']) };
  if (roll === 2)
    return { body: new Uint8Array(Array.from({ length: random.int(2000) }, () => random.int(256))) };
  if (roll === 3) return { body: new TextEncoder().encode(text).subarray(0, Math.max(0, text.length - 3)) };
  return { body: text };
}

const textOf = (item: unknown) =>
  typeof item === 'object' && item !== null ? JSON.stringify(item) : String(item);

/** Percent-encoded; a lone surrogate goes out as the bytes it would be (not UTF-8: servers must cope). */
function queryValue(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS'];

export async function fuzzRequest(
  random: Random,
  routes: readonly FuzzRoute[],
  tokens: readonly string[],
): Promise<FuzzRequest> {
  const route = random.pick(routes);
  const method = random.chance(0.75) ? route.method : random.pick(METHODS);
  const path = route.path.replace(/\{\w+\}/g, () => random.pick(PATH_PARAMS));
  const query = random.chance(0.4)
    ? `?${Array.from({ length: random.int(4) + 1 }, () => {
        const key =
          route.fields.length > 0 && random.chance(0.8) ? random.pick(route.fields) : random.pick(KEYS);
        return `${encodeURIComponent(key)}=${queryValue(textOf(value(random, 2)))}`;
      }).join('&')}`
    : '';
  const headers: Record<string, string> = {};
  const contentType = random.chance(0.8) ? 'application/json' : random.pick(CONTENT_TYPES);
  if (contentType) headers['content-type'] = contentType;
  if (random.chance(0.5)) {
    headers.authorization = random.pick([
      `Bearer ${random.pick(tokens.length > 0 ? tokens : ['none'])}`,
      'Bearer ',
      'Bearer x',
      `Bearer ${'a'.repeat(5000)}`,
      'Basic dXNlcjpwYXNz',
      'bearer  spaced',
    ]);
  }
  if (random.chance(0.2))
    headers.origin = random.pick(['http://evil.example', 'null', 'http://localhost', '']);
  if (random.chance(0.2))
    headers['sec-fetch-site'] = random.pick(['cross-site', 'same-origin', 'none', 'same-site', '?']);
  if (random.chance(0.3))
    headers['idempotency-key'] = random.pick(['k1', 'k2', '', ' ', 'x'.repeat(300), 'a b', '%00']);
  if (random.chance(0.3))
    headers['accept-encoding'] = random.pick(['br', 'gzip', 'identity;q=0', '*', 'br;q=x', 'zstd']);
  if (random.chance(0.1)) headers['accept-language'] = random.pick(['en-GB', 'ru', '*', 'x'.repeat(500)]);
  if (random.chance(0.1)) headers.cookie = random.pick(['lang=en-gb', 'lang=%ZZ', '=;=;', 'a'.repeat(3000)]);
  if (random.chance(0.1))
    headers['x-forwarded-for'] = random.pick(['1.2.3.4', 'nonsense', '::1, 10.0.0.1', '']);
  if (random.chance(0.05)) headers.range = random.pick(['bytes=0-10', 'bytes=-5', 'bytes=9-1', 'lines=1']);
  const operation = `${route.method} ${route.path}`;
  if (method === 'GET' || method === 'HEAD') return { operation, method, path: `${path}${query}`, headers };
  const { body, encoding } = await encoded(random, jsonBody(random, route));
  if (encoding) headers['content-encoding'] = encoding;
  return { operation, method, path: `${path}${query}`, headers, body };
}

/** A request's one-line description, for a failure message. */
export const describeRequest = (request: FuzzRequest) =>
  `${request.method} ${request.path.slice(0, 200)} ${JSON.stringify(request.headers).slice(0, 300)} body ${
    typeof request.body === 'string'
      ? JSON.stringify(request.body.slice(0, 200))
      : `${request.body?.length ?? 0} bytes`
  }`;
