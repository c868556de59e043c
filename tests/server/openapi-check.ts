/**
 * `expectMatchesDocument`: an answer the server gave must fit the API document's schema for its path,
 * method and status, so the published document cannot drift from the code. The document is built the
 * way the server builds it, from the routes of an app composed like the served one.
 */
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { expect } from 'vitest';
import { createApp } from '../../server/app';
import type { Database } from '../../server/db/schema';
import { type ApiDocument, buildApiDocument } from '../../server/openapi/document';
import type { Call } from '../../src/api';
import { checkJsonSchema } from './json-schema-check';

let built: ApiDocument | null = null;

/** The document of the app as tests compose it (composing reads nothing from the database). */
export function apiDocument(): ApiDocument {
  built ??= buildApiDocument(
    createApp({ db: {} as Kysely<Database>, staticDir: '/nonexistent', logger: pino({ level: 'silent' }) })
      .routes,
  );
  return built;
}

export function resolveRef(document: ApiDocument, ref: string): Record<string, unknown> {
  const parts = ref.replace(/^#\//, '').split('/');
  let at: unknown = document;
  for (const part of parts) at = (at as Record<string, unknown>)[part];
  if (!at) throw new Error(`unresolved $ref ${ref}`);
  return at as Record<string, unknown>;
}

type Operation = {
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
};

/** The documented operation `method` `url` reaches (`url` as requested: concrete ids, maybe a query). */
function operationAt(method: string, url: string): Operation | undefined {
  const path = url.split('?')[0] ?? url;
  for (const [template, methods] of Object.entries(apiDocument().paths)) {
    const pattern = new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}$`);
    if (template === path || pattern.test(path)) {
      const operation = methods[method.toLowerCase()] as Operation | undefined;
      if (operation) return operation;
    }
  }
  return undefined;
}

/** The schema the document gives the answer to `call` with `status` (its own, else `default`). */
export function answerSchema(call: Pick<Call, 'method' | 'path'>, status: number): Record<string, unknown> {
  const operation = operationAt(call.method, `/api${call.path}`) ?? operationAt(call.method, call.path);
  if (!operation) throw new Error(`the document has no ${call.method} ${call.path}`);
  const answer = operation.responses[String(status)] ?? operation.responses.default;
  const schema = answer?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`the document has no JSON answer ${status} for ${call.method} ${call.path}`);
  return schema;
}

/** Fails the test when the body of `response` (read from a clone) does not fit the document. */
export async function expectMatchesDocument(
  response: Response,
  call: Pick<Call, 'method' | 'path'>,
): Promise<void> {
  const schema = answerSchema(call, response.status);
  const body: unknown = await response.clone().json();
  const document = apiDocument();
  const problems = checkJsonSchema(schema, body, (ref) => resolveRef(document, ref));
  expect(problems, `${call.method} ${call.path} ${response.status} against the document`).toEqual([]);
}

/**
 * For the suites' request helpers: a JSON answer to a documented call must fit the document; a path
 * the document does not name must have been answered as unknown (404, or 405 for another method).
 */
export async function expectAnswerInDocument(response: Response, method: string, url: string): Promise<void> {
  if (!response.headers.get('content-type')?.startsWith('application/json')) return;
  if (!operationAt(method, url)) {
    expect([404, 405], `${method} ${url} is not in the document`).toContain(response.status);
    return;
  }
  await expectMatchesDocument(response, { method: method as Call['method'], path: url.split('?')[0] ?? url });
}
