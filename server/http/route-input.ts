/**
 * Request text → checked values for the route helper (route.ts), each step a Hono middleware so a
 * route's checks run in a fixed order. Queries arrive as text: a number field of the call's schema
 * takes plain digits only, and a field given twice is bad input, so the schema sees what the browser
 * meant or nothing.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { validator } from 'hono/validator';
import * as v from 'valibot';
import type { ErrorLists, Result } from '../../src/api';
import { invalidInputBody, notFoundBody } from './errors';
import { containsNul, isPlainTextParam, parseId } from './input';

export type QueryValues = Record<string, string | string[]>;

/** A route's own query reader, for a call whose bad input names the offending fields. */
export type QueryReader<I> = (query: QueryValues) => Result<I, ErrorLists>;

/** Path parameters: `id` a plain positive integer (as a number), `name` plain text up to 200 characters. */
export type ParamKind = 'id' | 'name';
export type ParamValues<P extends Record<string, ParamKind>> = {
  [K in keyof P]: P[K] extends 'id' ? number : string;
};

/** 1..999 999 999 as digits: every dialect's integer holds it. */
const DIGITS = /^\d{1,9}$/;

/** The schema under optional/nullish/pipe wrappers, to learn a field's base type. */
function baseType(schema: v.GenericSchema | undefined): string | undefined {
  let current = schema as (v.GenericSchema & { wrapped?: v.GenericSchema }) | undefined;
  while (current?.wrapped) current = current.wrapped as typeof current;
  return current?.type;
}

/** The query as the schema's fields: numbers from digits, each declared field given at most once. */
export function queryObject(query: QueryValues, schema: v.GenericSchema): Record<string, unknown> | null {
  const entries = (schema as { entries?: Record<string, v.GenericSchema> }).entries ?? {};
  const out: Record<string, unknown> = {};
  for (const [name, field] of Object.entries(entries)) {
    const value = query[name];
    if (value === undefined) continue;
    if (typeof value !== 'string') return null;
    if (baseType(field) !== 'number') out[name] = value;
    else if (DIGITS.test(value)) out[name] = Number(value);
    else return null;
  }
  return out;
}

export const badInput = (c: Context): Response => c.json(invalidInputBody(), 400);
const notFound = (c: Context): Response => c.json(notFoundBody(), 404);

/**
 * The JSON body (POST) or the query (GET) checked against `input`. A body that is not JSON throws
 * Hono's 400, which the app's error handler answers in the same shape.
 */
export function inputCheck(
  method: 'GET' | 'POST',
  input: v.GenericSchema | QueryReader<unknown>,
): MiddlewareHandler {
  if (typeof input === 'function') {
    return validator('query', (query: QueryValues, c) => {
      const read = input(query);
      return read.ok ? read.value : (c.json(read.error, 400) as Response);
    });
  }
  if (method === 'POST') {
    return validator('json', (body: unknown, c) => {
      // Text with a NUL is refused on both dialects alike (PostgreSQL could not store it: a 500).
      if (containsNul(body)) return badInput(c);
      const result = v.safeParse(input, body);
      return result.success ? result.output : badInput(c);
    });
  }
  return validator('query', (query: QueryValues, c) => {
    const raw = queryObject(query, input);
    const result = raw && v.safeParse(input, raw);
    return result?.success ? result.output : badInput(c);
  });
}

/** Path parameters by kind; one that does not fit names nothing (404) unless the route says 400. */
export function paramsCheck(kinds: Record<string, ParamKind>, status: 400 | 404): MiddlewareHandler {
  return validator('param', (params: Record<string, string>, c) => {
    const out: Record<string, number | string> = {};
    for (const [name, kind] of Object.entries(kinds)) {
      const text = params[name];
      const value =
        kind === 'id' ? parseId(text) : text !== undefined && isPlainTextParam(text, 200) ? text : null;
      if (value === null) return status === 404 ? notFound(c) : badInput(c);
      out[name] = value;
    }
    return out;
  });
}
