/**
 * Request text → typed values for the browsing routes. A path id that is not a plain positive integer
 * names nothing (404); a query that does not fit the contract is bad input (400 with the offending
 * fields' lists), never a query the database could choke on.
 */
import * as v from 'valibot';
import {
  errorBody,
  errorKeys,
  type ErrorLists,
  failed,
  ok,
  type Result,
  type ServicesQuery,
  ServicesQuerySchema,
} from '../../src/api';
import { isPlainTextParam } from '../http/input';

const NUMERIC_FIELDS = ['offset', 'limit', 'categoryId', 'doctorId'] as const;
const FIELDS = [...NUMERIC_FIELDS, 'serviceTitle'] as const;

/** Query of GET /clinics/{clinicId}/services/list; an empty (after trimming) serviceTitle is no search. */
export function parseServicesQuery(
  queries: Record<string, string | string[]>,
): Result<ServicesQuery, ErrorLists> {
  const bad = new Set<string>();
  const raw: Record<string, unknown> = {};
  for (const field of FIELDS) {
    const text = queries[field];
    if (text === undefined) continue;
    // Given more than once.
    if (typeof text !== 'string') {
      bad.add(field);
      continue;
    }
    if (field === 'serviceTitle') {
      if (text.length > 0 && !isPlainTextParam(text, 1000)) bad.add(field);
      else if (text.trim()) raw[field] = text.trim();
    } else if (/^\d{1,9}$/.test(text)) {
      raw[field] = Number(text);
    } else {
      bad.add(field);
    }
  }
  const result = v.safeParse(ServicesQuerySchema, raw);
  if (!result.success) {
    for (const issue of result.issues) {
      const key = issue.path?.[0]?.key;
      bad.add(typeof key === 'string' ? key : 'formErrors');
    }
  }
  if (bad.size > 0 || !result.success) {
    const errors: ErrorLists = errorBody({ unexpectedErrors: [], formErrors: [errorKeys.invalidInput] });
    for (const field of bad) if (field !== 'formErrors') errors[field] = [errorKeys.invalidInput];
    return failed(errors);
  }
  return ok(result.output);
}
