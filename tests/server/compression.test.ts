/**
 * Compressed API answers (server/http/compression.ts, server/http/json-answer.ts): every answer above
 * 1 KB goes out in brotli or gzip to a client that takes one, with Vary and the compressed length; the
 * memoised lists carry an ETag per encoding and answer 304 to a client holding any of them. Nothing
 * here depends on the database's dialect, so it runs on SQLite only.
 */
import { request as httpRequest } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPRESS_ABOVE_BYTES, prepareBody } from '../../server/http/compression';
import { keptJsonAnswers } from '../../server/http/json-answer';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { addDays, clinicToday, isoWeekday } from '../../src/domain/time-zone';
import { openTestApp, type TestApp } from './harness';
import { listen, type Listening } from './listen';

const ACCEPTS = 'br, gzip';

/** The Monday of the demo network's current week. */
function thisMonday(): string {
  const today = clinicToday(Date.now(), 'Europe/Moscow');
  return addDays(today, 1 - isoWeekday(today));
}

const decompress = (encoding: string | null, bytes: Buffer): Buffer => {
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === null) return bytes;
  throw new Error(`unexpected Content-Encoding ${encoding}`);
};

/**
 * Every GET route under /api, as a request the seeded demo answers: `private` ones with a demo
 * login's token. A route missing here fails the walk, so a new list cannot go out uncompressed unseen.
 */
const GET_REQUESTS: Record<string, { url: string; private?: true } | { skip: string }> = {
  '/api/clinics/list': { url: '/api/clinics/list' },
  '/api/clinics/doctors/list': { url: '/api/clinics/doctors/list' },
  '/api/configuration': { url: '/api/configuration' },
  '/api/openapi.json': { url: '/api/openapi.json' },
  '/api/docs': { url: '/api/docs' },
  '/api/clinics/:clinicId/service-categories/list': { url: '/api/clinics/1/service-categories/list' },
  '/api/clinics/:clinicId/specialties/list': { url: '/api/clinics/1/specialties/list' },
  '/api/clinics/:clinicId/services/list': { url: '/api/clinics/1/services/list?offset=0&limit=100' },
  '/api/clinics/:clinicId/service/:serviceId': { url: '/api/clinics/1/service/{serviceId}' },
  '/api/clinics/:name/logotype.image': { skip: 'stored image files, sent as stored' },
  '/api/clinics/doctors/:name/avatar.image': { skip: 'stored image files, sent as stored' },
  '/api/clients/appointment-by-client-access-key': {
    url: '/api/clients/appointment-by-client-access-key?clientAccessKey=x',
  },
  '/api/waitlist/offer': { url: '/api/waitlist/offer?key=x' },
  '/api/dev/outbox': { url: `/api/dev/outbox?phone=${DEMO_ACCOUNTS[0]!.phone}` },
  '/api/clients/appointments': { url: '/api/clients/appointments?offset=0&limit=50', private: true },
  '/api/clients/service-results': { url: '/api/clients/service-results?offset=0&limit=50', private: true },
  '/api/clients/personal-data': { url: '/api/clients/personal-data', private: true },
  '/api/waitlist/requests': { url: '/api/waitlist/requests', private: true },
  '/api/clients/doctor/closest-appointment': {
    url: '/api/clients/doctor/closest-appointment?doctorId=1&date=2030-01-01&time=10:00',
    private: true,
  },
  '/api/clients/service/closest-appointment': {
    url: '/api/clients/service/closest-appointment?serviceId=1&date=2030-01-01&time=10:00',
    private: true,
  },
  '/api/clients/service/related-protocols/:id': {
    url: '/api/clients/service/related-protocols/1',
    private: true,
  },
  '/api/fhir/$bulk-publish': { url: '/api/fhir/$bulk-publish' },
  '/api/fhir/Location.ndjson': { url: '/api/fhir/Location.ndjson' },
  '/api/fhir/Schedule.ndjson': { url: '/api/fhir/Schedule.ndjson' },
  // This week's slots of the first clinic, the file the manifest lists first.
  '/api/fhir/Slot/:clinicId/:week': { url: `/api/fhir/Slot/1/${thisMonday()}.ndjson` },
  '/api/clients/service/protocol/:id': { skip: 'result files (PDF, images), sent as stored' },
  '/api/clients/service/attachment/:id': { skip: 'result files (PDF, images), sent as stored' },
};

describe('compressed API answers', () => {
  let t: TestApp;
  let token: string;
  let serviceId: number;
  beforeAll(async () => {
    t = await openTestApp('sqlite');
    const login = await t.app.request('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ phone: DEMO_ACCOUNTS[0]!.phone, password: DEMO_PASSWORD }),
    });
    token = ((await login.json()) as { accessToken: string }).accessToken;
    const services = (await (
      await t.app.request('/api/clinics/1/services/list?offset=0&limit=1')
    ).json()) as { id: number }[];
    serviceId = services[0]!.id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, headers: Record<string, string> = {}) => t.app.request(url, { headers });

  /**
   * What a client that takes `accept` gets, checked against the plain answer to the same request: a
   * large answer is compressed unless `accept` refuses every encoding, and says it varies either way.
   */
  const expectCompressedWhenLarge = async (
    what: string,
    send: (headers: Record<string, string>) => Response | Promise<Response>,
    accept: string,
    { refused = false } = {},
  ) => {
    const plain = Buffer.from(await (await send({})).arrayBuffer());
    const res = await send({ 'Accept-Encoding': accept });
    const bytes = Buffer.from(await res.arrayBuffer());
    const encoding = res.headers.get('content-encoding');
    const type = res.headers.get('content-type') ?? '';
    if (plain.length > COMPRESS_ABOVE_BYTES && /json|html|text/.test(type)) {
      expect(res.headers.get('vary') ?? '', what).toContain('Accept-Encoding');
      expect(res.headers.get('content-length'), what).toBe(String(bytes.length));
      if (refused) expect(encoding, `${what}: compressed for a client that refuses it`).toBeNull();
      else {
        expect(encoding, `${what}: ${plain.length} bytes went out uncompressed`).not.toBeNull();
        expect(bytes.length, what).toBeLessThan(plain.length);
      }
    }
    if (plain.length <= COMPRESS_ABOVE_BYTES) expect(encoding, `${what}: small, sent as it is`).toBeNull();
    expect(decompress(encoding, bytes).equals(plain), `${what}: decompressed bytes differ`).toBe(true);
    return { plain, encoding };
  };

  it('walks every GET route of the API: none answers above 1 KB uncompressed to br, gzip', async () => {
    const routes = t.app.routes.filter((route) => route.method === 'GET' && route.path.startsWith('/api/'));
    const paths = [...new Set(routes.map((route) => route.path))];
    expect(
      paths.filter((path) => !(path in GET_REQUESTS)),
      'GET routes this walk does not know',
    ).toEqual([]);
    let large = 0;
    for (const path of paths) {
      const request = GET_REQUESTS[path]!;
      if ('skip' in request) continue;
      const url = request.url.replace('{serviceId}', String(serviceId));
      const auth: Record<string, string> = request.private ? { authorization: `Bearer ${token}` } : {};
      const { plain } = await expectCompressedWhenLarge(
        path,
        (headers) => get(url, { ...auth, ...headers }),
        ACCEPTS,
      );
      if (plain.length > COMPRESS_ABOVE_BYTES) large += 1;
    }
    // The walk saw large answers, public and private, not only small ones.
    expect(large).toBeGreaterThanOrEqual(6);
  });

  it('the schedule (POST, kept a second) and a private list answer compressed too', async () => {
    const date = new Date().toISOString().slice(0, 10);
    const { plain } = await expectCompressedWhenLarge(
      'POST /api/clinics/1/doctors-schedule',
      (headers) =>
        t.app.request('/api/clinics/1/doctors-schedule', {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify({ date }),
        }),
      ACCEPTS,
    );
    expect(plain.length).toBeGreaterThan(COMPRESS_ABOVE_BYTES);
    const auth = { authorization: `Bearer ${token}` };
    const appointments = await get('/api/clients/appointments?offset=0&limit=50', {
      ...auth,
      'Accept-Encoding': ACCEPTS,
    });
    expect(appointments.headers.get('content-encoding')).toBe('br');
    // A private answer is compressed for its client only, never kept by a shared cache.
    expect(appointments.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=1, br;q=0', 'gzip'],
    ['*', 'br'],
    ['br;q=0, gzip;q=0', null],
    ['identity', null],
    ['*;q=0', null],
  ] as const)('Accept-Encoding %j gets the doctors list in %s', async (accept, expected) => {
    const { encoding } = await expectCompressedWhenLarge(
      accept,
      (headers) => get('/api/clinics/doctors/list', headers),
      accept,
      { refused: expected === null },
    );
    expect(encoding).toBe(expected);
  });

  it('a memoised list has one ETag per encoding, all naming the same text', async () => {
    const tags = await Promise.all(
      ['', 'br', 'gzip'].map(async (accept) =>
        (await get('/api/clinics/doctors/list', accept ? { 'Accept-Encoding': accept } : {})).headers.get(
          'etag',
        ),
      ),
    );
    const [plain, br, gzip] = tags as [string, string, string];
    expect(plain).toMatch(/^"[\w-]+"$/);
    expect(br).toBe(`${plain.slice(0, -1)}-br"`);
    expect(gzip).toBe(`${plain.slice(0, -1)}-gzip"`);
  });

  it('answers 304 to If-None-Match naming any encoding of the current list, with its tag and Vary', async () => {
    const first = await get('/api/clinics/doctors/list', { 'Accept-Encoding': ACCEPTS });
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/-br"$/);
    const again = await get('/api/clinics/doctors/list', {
      'Accept-Encoding': ACCEPTS,
      'If-None-Match': etag,
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    expect(again.headers.get('vary')).toContain('Accept-Encoding');
    expect(again.headers.get('cache-control')).toBe('no-cache');
    expect(again.headers.get('content-encoding')).toBeNull();
    // A client that held the plain list and now takes gzip holds the same text: 304 with its own tag.
    const plainTag = etag.replace(/-br"$/, '"');
    const held = await get('/api/clinics/doctors/list', {
      'Accept-Encoding': 'gzip',
      'If-None-Match': plainTag,
    });
    expect(held.status).toBe(304);
    expect(held.headers.get('etag')).toBe(plainTag);
    const other = await get('/api/clinics/doctors/list', {
      'Accept-Encoding': ACCEPTS,
      'If-None-Match': '"other-br"',
    });
    expect(other.status).toBe(200);
    expect(other.headers.get('content-encoding')).toBe('br');
  });

  it('a memo that reads the same list again keeps its answer and its compressed bytes', async () => {
    const answers = keptJsonAnswers();
    const list = { doctors: Array.from({ length: 50 }, (_, id) => ({ id, fullName: `Врач ${id}` })) };
    const first = answers(list);
    const bytes = first.encoded('br');
    expect(answers(structuredClone(list))).toBe(first);
    expect(first.encoded('br')).toBe(bytes);
    expect(brotliDecompressSync(await bytes).toString()).toBe(first.text);
    expect(answers({ ...list, doctors: list.doctors.slice(1) })).not.toBe(first);
  });

  it('compresses a prepared body once per encoding', async () => {
    const body = prepareBody(JSON.stringify({ text: 'слово '.repeat(500) }), 'application/json', 'thorough');
    expect(body.encoded('gzip')).toBe(body.encoded('gzip'));
    expect(gunzipSync(await body.encoded('gzip')).toString()).toBe(body.text);
    expect(body.size).toBe(Buffer.byteLength(body.text));
  });

  describe('over a real socket', () => {
    let server: Listening;
    beforeAll(async () => {
      server = await listen(t.app);
    });
    afterAll(async () => {
      await server?.close();
    });

    /** The raw bytes and headers, as sent (fetch would decode them). */
    const raw = (path: string, headers: Record<string, string>) =>
      new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>(
        (resolve, reject) => {
          const req = httpRequest(`${server.base}${path}`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
            );
            res.on('error', reject);
          });
          req.on('error', reject);
          req.end();
        },
      );

    it('sends the compressed length and bytes that decode to the plain answer', async () => {
      const plain = await raw('/api/clinics/doctors/list', {});
      const res = await raw('/api/clinics/doctors/list', { 'accept-encoding': ACCEPTS });
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-length']).toBe(String(res.body.length));
      expect(res.headers['transfer-encoding']).toBeUndefined();
      expect(brotliDecompressSync(res.body).equals(plain.body)).toBe(true);
      const head = await raw('/api/clinics/doctors/list', { 'accept-encoding': 'gzip' });
      expect(gunzipSync(head.body).equals(plain.body)).toBe(true);
    });
  });
});
