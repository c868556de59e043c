/**
 * What a process supervisor and an API reader ask of the server: liveness (/healthz: the process
 * answers), readiness (/readyz: the database is reachable and migrated; 503 while it is not) and the
 * API document. The calls are the server's own (no screen uses them), declared like every other so the
 * document lists them too.
 */
import type { Hono } from 'hono';
import * as v from 'valibot';
import { defineCall, errorBody, GENERIC_UNEXPECTED_ERROR } from '../../src/api';
import { databaseReady } from '../db/readiness';
import type { Database } from '../db/schema';
import { type PreparedBody, prepareBody, sendBody } from '../http/compression';
import { type JsonAnswer, sendJsonAnswer, toJsonAnswer } from '../http/json-answer';
import { defineRoute, routerOf } from '../http/route';
import { buildApiDocument, type RegisteredRoute } from '../openapi/document';
import { docsPage } from '../openapi/docs-page';
import type { Kysely } from 'kysely';

/** Probes: paths the request log writes at debug level only (they come every few seconds). */
export const PROBE_PATHS: ReadonlySet<string> = new Set(['/healthz', '/readyz']);

const statusAnswer = v.object({ status: v.literal('ok') });
const probeCall = (path: string) =>
  defineCall({ method: 'GET', path, payload: v.object({}), answer: statusAnswer, errorLists: [] });
export const getHealth = probeCall('/healthz');
export const getReadiness = probeCall('/readyz');

export const getApiDocument = defineCall({
  method: 'GET',
  path: '/openapi.json',
  payload: v.object({}),
  answer: v.looseObject({ openapi: v.string(), paths: v.record(v.string(), v.unknown()) }),
  errorLists: [],
});

export function probeRoutes(db: Kysely<Database>): Hono {
  return routerOf([
    defineRoute(getHealth, { auth: 'public', handle: () => ({ status: 'ok' as const }) }),
    defineRoute(getReadiness, {
      auth: 'public',
      handle: async (c) =>
        (await databaseReady(db))
          ? { status: 'ok' as const }
          : c.json(errorBody({ unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] }), 503),
    }),
  ]);
}

/**
 * GET /openapi.json and the reference page at /docs. Both are built on first request from `routes`
 * (the whole app's, so the app is composed by then) and kept: the routes do not change while running.
 */
export function documentRoutes(routes: () => readonly RegisteredRoute[]): Hono {
  let built: { json: JsonAnswer; page: PreparedBody } | null = null;
  const build = () => {
    if (!built) {
      const document = buildApiDocument(routes());
      built = {
        json: toJsonAnswer(document, 'thorough'),
        page: prepareBody(docsPage(document), 'text/html; charset=UTF-8', 'thorough'),
      };
    }
    return built;
  };
  const router = routerOf([
    defineRoute(getApiDocument, {
      auth: 'public',
      handle: (c) => sendJsonAnswer(c, build().json, 'no-cache'),
    }),
  ]);
  router.get('/docs', (c) => {
    c.header('Cache-Control', 'no-cache');
    return sendBody(c, build().page);
  });
  return router;
}
