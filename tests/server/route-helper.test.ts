/** The route helper: a declaration answers 400, 401, 404, 413 and 429 by itself, and checks its answer. */
import { Hono } from 'hono';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccount } from '../../server/auth/accounts-store';
import { issueTokens } from '../../server/auth/sessions';
import { createErrorHandler } from '../../server/http/errors';
import { defineRoute, routerOf } from '../../server/http/route';
import { defineCall, errorKeys } from '../../src/api';
import { DIALECTS, openMigratedDatabase, silentLogger, type TestDatabase } from './harness';

const BAD_INPUT = { unexpectedErrors: [], formErrors: [errorKeys.invalidInput] };
const T0 = Date.parse('2030-03-04T10:20:00.000Z');

const echo = defineCall({
  method: 'POST',
  path: '/things/{thingId}/echo',
  payload: v.object({ word: v.pipe(v.string(), v.maxLength(10)) }),
  answer: v.object({ word: v.string(), thingId: v.number(), clientId: v.number() }),
  errorLists: ['echoErrors'],
});
const count = defineCall({
  method: 'GET',
  path: '/things/count',
  payload: v.object({ limit: v.pipe(v.number(), v.maxValue(50)), name: v.optional(v.string()) }),
  answer: v.object({ limit: v.number() }),
  errorLists: [],
});

describe.each(DIALECTS)('route helper on %s', (dialect) => {
  let t: TestDatabase;
  let token: string;
  let app: Hono;
  let answerWord = (word: string) => word;
  beforeAll(async () => {
    t = await openMigratedDatabase(dialect);
    const owner = await createAccount(t.db, {
      phone: '79995550001',
      passwordHash: 'x',
      surname: 'Тестов',
      name: '',
      now: T0,
    });
    token = (await issueTokens(t.db, T0, owner!)).accessToken;
    const routes = routerOf(
      [
        defineRoute(echo, {
          auth: 'client',
          unauthorizedList: 'echoErrors',
          params: { thingId: 'id' },
          maxBodyBytes: 200,
          limits: [{ scope: 'lookup-address', max: 2, key: ({ address }) => `echo:${address}` }],
          handle: (_, { input, params, session }) => ({
            word: answerWord(input.word),
            thingId: params.thingId,
            clientId: session.clientId,
          }),
        }),
        defineRoute(count, { auth: 'public', handle: (_, { input }) => ({ limit: input.limit }) }),
      ],
      { db: t.db, now: () => T0, clientAddress: (c) => c.req.header('x-test-address') ?? 'none' },
    );
    app = new Hono().route('/api', routes);
    app.onError(createErrorHandler(silentLogger()));
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = async (path: string, body: string, headers: Record<string, string> = {}) => {
    const res = await app.request(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, ...headers },
      body,
    });
    return { status: res.status, body: await res.json(), res };
  };
  const echoFrom = (address: string, body: unknown) =>
    post('/things/7/echo', JSON.stringify(body), { 'x-test-address': address });

  it('answers the handler value, checked against the contract', async () => {
    const res = await echoFrom('a1', { word: 'hi', extra: true });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ word: 'hi', thingId: 7, clientId: expect.any(Number) });
  });

  it('401 without a live session, naming the call list', async () => {
    for (const authorization of ['', 'Bearer unknown-token', 'Basic x']) {
      const res = await post('/things/7/echo', '{"word":"hi"}', { authorization });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        unexpectedErrors: [],
        formErrors: [errorKeys.unauthorized],
        echoErrors: [errorKeys.unauthorized],
      });
    }
  });

  it('400 for a payload that breaks the schema or is not JSON; 404 for a bad path id; 413 past the size', async () => {
    for (const body of ['{"word":"far too long a word"}', '{"word":1}', '{', 'null', '[]']) {
      const res = await echoFrom('a2', body === '{' ? body : JSON.parse(body));
      expect([body, res.status, res.body]).toEqual([body, 400, BAD_INPUT]);
    }
    expect((await post('/things/x1/echo', '{"word":"hi"}')).status).toBe(404);
    const huge = await post('/things/7/echo', JSON.stringify({ word: 'a'.repeat(300) }));
    expect(huge.status).toBe(413);
  });

  it('400 for a NUL in any text of the body, a value or a key at any depth, on both dialects', async () => {
    const bodies = [
      { word: 'a\u0000b' },
      { word: 'hi', 'ex\u0000tra': true },
      { word: 'hi', extra: [{ deeper: ['\u0000'] }] },
    ];
    for (const [index, body] of bodies.entries()) {
      const res = await echoFrom(`nul${index}`, body);
      expect([body, res.status, res.body]).toEqual([body, 400, BAD_INPUT]);
    }
    expect((await echoFrom('nul-free', { word: 'a\u0001b' })).status).toBe(200);
  });

  it('413 from a Content-Length past the size before the body is read; a body of unknown length is counted', async () => {
    // What the node server hands over: the header, which its parser holds the body to.
    const declared = await post('/things/7/echo', '{"word":"hi"}', { 'content-length': '1000000' });
    expect([declared.status, declared.body]).toEqual([413, BAD_INPUT]);
    expect((await post('/things/7/echo', '{"word":"hi"}', { 'content-length': '13' })).status).toBe(200);
    // No length given (chunked): the bytes are counted as they arrive.
    const bytes = new TextEncoder().encode(JSON.stringify({ word: 'a'.repeat(300) }));
    const streamed = await app.request('/api/things/7/echo', {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(bytes);
          controller.close();
        },
      }),
      duplex: 'half',
    } as RequestInit);
    expect(streamed.status).toBe(413);
  });

  it('429 past the limit per key, with Retry-After; other keys are not counted', async () => {
    expect((await echoFrom('b1', { word: 'one' })).status).toBe(200);
    expect((await echoFrom('b1', { word: 'two' })).status).toBe(200);
    const third = await echoFrom('b1', { word: 'three' });
    expect(third.status).toBe(429);
    expect(third.body).toEqual({ unexpectedErrors: [], formErrors: [errorKeys.tooManyRequests] });
    expect(Number(third.res.headers.get('retry-after'))).toBe(40 * 60);
    expect((await echoFrom('b2', { word: 'one' })).status).toBe(200);
  });

  it('an answer that breaks the contract is a 500, never sent', async () => {
    answerWord = () => 42 as unknown as string;
    try {
      const res = await echoFrom('c1', { word: 'hi' });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ unexpectedErrors: [expect.any(String)] });
    } finally {
      answerWord = (word) => word;
    }
  });

  it('reads a query as the schema says: numbers from digits, each field once', async () => {
    const get = async (query: string) => {
      const res = await app.request(`/api/things/count?${query}`);
      return [query, res.status, await res.json()];
    };
    expect(await get('limit=12&other=1&other=2')).toEqual(['limit=12&other=1&other=2', 200, { limit: 12 }]);
    for (const query of [
      '',
      'limit=',
      'limit=a',
      'limit=-1',
      'limit=1.5',
      'limit=51',
      'limit=1&limit=2',
      'limit=1&name=a&name=b',
    ]) {
      expect(await get(query)).toEqual([query, 400, BAD_INPUT]);
    }
  });
});
