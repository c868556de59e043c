/**
 * The OpenAPI 3.1 document of the API, read back from the routes the app registered: each route made
 * by defineRoute names its call (src/api), whose valibot schemas become the JSON Schemas here. The
 * document is therefore what the server serves, and a call added to a router appears without another
 * list to update.
 */
import type { Call } from '../../src/api';
import { declarationOf, type RouteDeclaration } from '../http/route-declarations';
import { isBinaryAnswer, type JsonSchema, jsonSchemaOf, queryFields } from './schemas';

export interface RegisteredRoute {
  method: string;
  path: string;
  handler: object;
}

type Operation = Record<string, unknown>;
export interface ApiDocument {
  openapi: '3.1.0';
  info: { title: string; version: string; description: string };
  paths: Record<string, Record<string, Operation>>;
  components: Record<string, Record<string, unknown>>;
}

const keyList: JsonSchema = { type: 'array', items: { type: 'string' } };

/** Hono's `:name` → OpenAPI's `{name}`. */
export const documentPath = (honoPath: string) => honoPath.replace(/:(\w+)/g, '{$1}');

const PARAM_SCHEMAS: Record<string, JsonSchema> = {
  id: { type: 'integer', minimum: 1, maximum: 999_999_999 },
  name: { type: 'string', minLength: 1, maxLength: 200 },
};

function parameters(path: string, declaration: RouteDeclaration) {
  const inPath = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: PARAM_SCHEMAS[declaration.params[name as string] ?? 'name'],
  }));
  const { call } = declaration;
  const inQuery =
    call.method === 'GET'
      ? queryFields(call.payload).map((field) => ({
          name: field.name,
          in: 'query',
          required: field.required,
          schema: jsonSchemaOf(field.schema, 'request'),
        }))
      : [];
  const headers = declaration.idempotent
    ? [
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description: 'A retry with the same key answers the first answer again and does nothing more.',
          schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,200}$' },
        },
      ]
    : [];
  return [...inPath, ...inQuery, ...headers];
}

/** The error-list body: general lists, the call's own lists, and one list per field named freely. */
function errorAnswer(call: Call, description: string) {
  const properties: Record<string, JsonSchema> = { unexpectedErrors: keyList, formErrors: keyList };
  for (const list of call.errorLists) properties[list] = keyList;
  return {
    description,
    headers: { 'X-Request-Id': { $ref: '#/components/headers/RequestId' } },
    content: {
      'application/json': {
        schema: { type: 'object', properties, additionalProperties: keyList },
      },
    },
  };
}

function answers(declaration: RouteDeclaration) {
  const { call } = declaration;
  const ok = isBinaryAnswer(call.answer)
    ? { description: 'The file, with its own Content-Type', content: { '*/*': { schema: {} } } }
    : {
        description: 'The answer',
        content: { 'application/json': { schema: jsonSchemaOf(call.answer, 'answer') } },
      };
  const out: Record<string, unknown> = {
    200: ok,
    400: errorAnswer(call, 'Bad input: the fields it names, or formErrors'),
  };
  if (declaration.auth === 'client') out[401] = errorAnswer(call, 'No valid access token');
  out[404] = errorAnswer(call, 'Nothing by that name, or the feature is switched off');
  if (declaration.checksBody) out[413] = errorAnswer(call, 'The body is too large');
  if (declaration.limited) {
    out[403] = errorAnswer(call, "Sent by another site's page: refused before it is counted");
    out[429] = errorAnswer(call, 'Asked too often this hour; see Retry-After');
  }
  out[500] = errorAnswer(call, 'A fault on the server (unexpectedErrors)');
  out[503] = errorAnswer(
    call,
    'The database cannot take the request for now (another writer holds its lock, or its disk is full or read-only): nothing was changed; try again after Retry-After',
  );
  out.default = errorAnswer(call, "The call's other failures, in the same shape");
  return out;
}

function operation(path: string, declaration: RouteDeclaration): Operation {
  const { call } = declaration;
  const op: Operation = { parameters: parameters(path, declaration), responses: answers(declaration) };
  if (call.method === 'POST') {
    op.requestBody = {
      required: true,
      content: { 'application/json': { schema: jsonSchemaOf(call.payload, 'request') } },
    };
  }
  if (declaration.auth === 'client') op.security = [{ bearer: [] }];
  return op;
}

export function buildApiDocument(routes: readonly RegisteredRoute[]): ApiDocument {
  const paths: ApiDocument['paths'] = {};
  for (const route of routes) {
    const declaration = declarationOf(route.handler);
    if (!declaration) continue;
    const path = documentPath(route.path);
    paths[path] ??= {};
    paths[path][route.method.toLowerCase()] = operation(path, declaration);
  }
  const sorted = Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b)));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Priyom API',
      version: '1',
      description:
        'The calls the patient portal makes. Failures answer JSON lists of translation keys; every answer carries X-Request-Id.',
    },
    paths: sorted,
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      headers: {
        RequestId: {
          description: 'The request id the server logged this request under',
          schema: { type: 'string' },
        },
      },
    },
  };
}
