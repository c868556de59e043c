/** The API client against stub fetches: URL and body building, and every failure as a value. */
import * as v from 'valibot';
import { describe, expect, test } from 'vitest';
import { defineCall, listClinics } from '../../src/api';
import { type FetchLike, createApiClient, fileNameFromDisposition } from '../../src/data/api-client';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function recording(answer: () => Response | Promise<Response>) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const fetch: FetchLike = async (url, init) => {
    calls.push({ url, init });
    return answer();
  };
  return { calls, fetch };
}

const search = defineCall({
  method: 'GET',
  path: '/clinics/{clinicId}/services/list',
  payload: v.object({
    search: v.optional(v.string()),
    page: v.number(),
    tags: v.optional(v.array(v.string())),
  }),
  answer: v.object({ total: v.number() }),
  errorLists: [],
});
const create = defineCall({
  method: 'POST',
  path: '/appointments',
  payload: v.object({ serviceId: v.number() }),
  answer: v.object({ id: v.number() }),
  errorLists: ['createAppointmentErrors'],
});

describe('api client', () => {
  test('GET: path parameters filled, payload as query, bearer header when a token exists', async () => {
    const { calls, fetch } = recording(() => json({ total: 3 }));
    const client = createApiClient({ fetch, baseUrl: '/api/', getAccessToken: () => 'tok' });
    const result = await client.call(search, {
      params: { clinicId: 7 },
      payload: { search: 'ЭКГ сердца', page: 2, tags: ['a', 'b'] },
    });
    expect(result).toEqual({ ok: true, value: { total: 3 } });
    const url = new URL(calls[0]!.url, 'http://x');
    expect(url.pathname).toBe('/api/clinics/7/services/list');
    expect(url.searchParams.get('search')).toBe('ЭКГ сердца');
    expect(url.searchParams.getAll('tags')).toEqual(['a', 'b']);
    expect(calls[0]!.init?.method).toBe('GET');
    expect((calls[0]!.init!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
  });

  test('POST: payload as JSON body', async () => {
    const { calls, fetch } = recording(() => json({ id: 5 }));
    const result = await createApiClient({ fetch, baseUrl: '/api' }).call(create, {
      payload: { serviceId: 9 },
    });
    expect(result).toEqual({ ok: true, value: { id: 5 } });
    expect(calls[0]!.url).toBe('/api/appointments');
    expect(JSON.parse(String(calls[0]!.init?.body))).toEqual({ serviceId: 9 });
    expect((calls[0]!.init!.headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  test('extra headers (an Idempotency-Key) go along, also on the retry after a refresh; never over Authorization', async () => {
    let token = 'old';
    let answers = 0;
    const { calls, fetch } = recording(() => (answers++ === 0 ? json({}, 401) : json({ id: 5 })));
    const client = createApiClient({
      fetch,
      baseUrl: '/api',
      getAccessToken: () => token,
      onUnauthorized: async () => {
        token = 'new';
        return token;
      },
    });
    const result = await client.call(create, {
      payload: { serviceId: 9 },
      headers: { 'Idempotency-Key': 'intent-1', Authorization: 'Bearer forged' },
    });
    expect(result).toEqual({ ok: true, value: { id: 5 } });
    const sent = calls.map((call) => call.init!.headers as Record<string, string>);
    expect(sent.map((headers) => headers['Idempotency-Key'])).toEqual(['intent-1', 'intent-1']);
    expect(sent.map((headers) => headers.Authorization)).toEqual(['Bearer old', 'Bearer new']);
  });

  test('fetch rejecting (network down, abort) → offline', async () => {
    const client = createApiClient({
      fetch: () => Promise.reject(new TypeError('Failed to fetch')),
      baseUrl: '/api',
    });
    expect(await client.call(listClinics)).toEqual({ ok: false, error: { kind: 'offline' } });
    const aborted = createApiClient({
      fetch: () => Promise.reject(new DOMException('aborted', 'AbortError')),
      baseUrl: '/api',
    });
    expect(await aborted.call(listClinics)).toEqual({ ok: false, error: { kind: 'offline' } });
  });

  test('5xx → server, with the lists only when they name a reason; 4xx → server with the error lists', async () => {
    const down = createApiClient({
      fetch: async () => new Response('Bad gateway', { status: 502 }),
      baseUrl: '/api',
    });
    expect(await down.call(listClinics)).toEqual({ ok: false, error: { kind: 'server', status: 502 } });

    const lists = { createAppointmentErrors: ['errors.slot_taken'], unexpectedErrors: [] };
    const conflict = createApiClient({ fetch: async () => json(lists, 409), baseUrl: '/api' });
    expect(await conflict.call(create, { payload: { serviceId: 1 } })).toEqual({
      ok: false,
      error: { kind: 'server', status: 409, errors: lists },
    });

    // A reason of the server's own for a failure of its part goes along; a bare fault's does not.
    const undelivered = { formErrors: ['errors.whatsapp.timeout_error'], unexpectedErrors: [] };
    const provider = createApiClient({ fetch: async () => json(undelivered, 503), baseUrl: '/api' });
    expect(await provider.call(listClinics)).toEqual({
      ok: false,
      error: { kind: 'server', status: 503, errors: undelivered },
    });
    const fault = createApiClient({
      fetch: async () => json({ unexpectedErrors: ['errors.unexpected_error'] }, 500),
      baseUrl: '/api',
    });
    expect(await fault.call(listClinics)).toEqual({ ok: false, error: { kind: 'server', status: 500 } });

    const garbled = createApiClient({
      fetch: async () => new Response('<html>', { status: 400 }),
      baseUrl: '/api',
    });
    expect(await garbled.call(listClinics)).toMatchObject({
      error: { errors: { unexpectedErrors: ['errors.unexpected_error'] } },
    });
  });

  test("a refusal's Retry-After in seconds comes along; another form of it is left out", async () => {
    const lists = { unexpectedErrors: [], formErrors: ['errors.sms.request_timeout'] };
    const answer = (retryAfter: string) =>
      new Response(JSON.stringify(lists), {
        status: 429,
        headers: { 'Content-Type': 'application/json', 'Retry-After': retryAfter },
      });
    const early = createApiClient({ fetch: async () => answer('40'), baseUrl: '/api' });
    expect(await early.call(listClinics)).toEqual({
      ok: false,
      error: { kind: 'server', status: 429, errors: lists, retryAfter: 40 },
    });
    const dated = createApiClient({
      fetch: async () => answer('Wed, 21 Oct 2015 07:28:00 GMT'),
      baseUrl: '/api',
    });
    expect(await dated.call(listClinics)).not.toHaveProperty('error.retryAfter');
  });

  test('a 2xx answer that breaks the contract → contract, with the issues', async () => {
    const broken = createApiClient({ fetch: async () => json({ clinics: [{ id: '1' }] }), baseUrl: '/api' });
    const result = await broken.call(listClinics);
    expect(result).toMatchObject({ ok: false, error: { kind: 'contract', status: 200 } });
    expect(
      result.ok === false && result.error.issues?.some((issue) => issue.startsWith('clinics.0.id')),
    ).toBe(true);

    const notJson = createApiClient({ fetch: async () => new Response('<html>'), baseUrl: '/api' });
    expect(await notJson.call(listClinics)).toMatchObject({ ok: false, error: { kind: 'contract' } });
  });

  test('a payload that breaks the contract is a bug: it throws', async () => {
    const { fetch } = recording(() => json({ id: 1 }));
    const client = createApiClient({ fetch, baseUrl: '/api' });
    // @ts-expect-error serviceId must be a number
    await expect(client.call(create, { payload: { serviceId: 'x' } })).rejects.toThrow(/contract/);
  });
});

describe('downloads', () => {
  const file = defineCall({
    method: 'GET',
    path: '/files/{id}',
    payload: v.object({}),
    answer: v.blob(),
    errorLists: [],
  });

  test('bytes, type and the file name come back; failures are the same values as for calls', async () => {
    const body = new Uint8Array([0x25, 0x50, 0x44, 0x46]);
    const { calls, fetch } = recording(
      () =>
        new Response(body, {
          headers: {
            'Content-Type': 'application/pdf',
            'Content-Disposition': `attachment; filename="protocol.pdf"; filename*=UTF-8''${encodeURIComponent('Протокол.pdf')}`,
          },
        }),
    );
    const result = await createApiClient({ fetch, baseUrl: '/api', getAccessToken: () => 'tok' }).download(
      file,
      {
        params: { id: 7 },
      },
    );
    expect(calls[0]!.url).toBe('/api/files/7');
    expect((calls[0]!.init!.headers as Record<string, string>).Authorization).toBe('Bearer tok');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect([...new Uint8Array(result.value.bytes)]).toEqual([...body]);
    expect(result.value).toMatchObject({ contentType: 'application/pdf', fileName: 'Протокол.pdf' });

    const missing = recording(() => json({ unexpectedErrors: ['x'] }, 404));
    expect(
      await createApiClient({ fetch: missing.fetch, baseUrl: '/api' }).download(file, { params: { id: 8 } }),
    ).toEqual({
      ok: false,
      error: { kind: 'server', status: 404, errors: { unexpectedErrors: ['x'] } },
    });
  });

  /** A body of `chunks` bytes, one every `everyMs`, that fails when the request is aborted (as fetch's does). */
  function slowBody(chunks: number, everyMs: number, signal: AbortSignal | null | undefined) {
    let sent = 0;
    return new ReadableStream<Uint8Array>({
      start(controller) {
        signal?.addEventListener('abort', () => controller.error(new DOMException('aborted', 'AbortError')));
      },
      async pull(controller) {
        await new Promise((resolve) => setTimeout(resolve, everyMs));
        if (signal?.aborted) return;
        if (sent === chunks) return controller.close();
        sent += 1;
        controller.enqueue(new Uint8Array([sent]));
      },
    });
  }

  test('a file whose bytes keep coming arrives, however long it takes; one whose bytes stop fails as offline', async () => {
    const slow: FetchLike = async (_, init) =>
      new Response(slowBody(8, 30, init?.signal), { headers: { 'Content-Type': 'application/pdf' } });
    // 8 pieces 30 ms apart: 240 ms in all, past the 100 ms deadline, never 100 ms without a byte.
    const client = createApiClient({ fetch: slow, baseUrl: '/api', timeoutMs: 100 });
    const arrived = await client.download(file, { params: { id: 9 } });
    expect(arrived.ok && [...new Uint8Array(arrived.value.bytes)]).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);

    const stalled: FetchLike = async (_, init) =>
      new Response(slowBody(2, 250, init?.signal), { headers: { 'Content-Type': 'application/pdf' } });
    const stopped = createApiClient({ fetch: stalled, baseUrl: '/api', timeoutMs: 100 });
    expect(await stopped.download(file, { params: { id: 9 } })).toEqual({
      ok: false,
      error: { kind: 'offline' },
    });
  });

  test.each([
    ['attachment; filename="a b.png"', 'a b.png'],
    ["attachment; filename*=UTF-8''%D0%B0.png", 'а.png'],
    ['attachment; filename=plain.txt', 'plain.txt'],
    ['attachment; filename="q\\"uote.txt"', 'q"uote.txt'],
    ['attachment', null],
    [null, null],
  ])('file name of %s → %s', (header, name) => {
    expect(fileNameFromDisposition(header)).toBe(name);
  });
});
