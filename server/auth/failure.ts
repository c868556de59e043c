/**
 * Expected failures of the accounts calls are values (a throw means a bug): a status and the spec's error
 * lists (unexpectedErrors, formErrors and the field lists); the route turns one into the answer.
 */
import type { ErrorLists } from '../../src/api';

export type FailureStatus = 400 | 401 | 403 | 429 | 503;

export interface Failure {
  ok: false;
  status: FailureStatus;
  lists: ErrorLists;
  /** Seconds, for a Retry-After header. */
  retryAfter?: number;
}

export function failure(status: FailureStatus, lists: ErrorLists, retryAfter?: number): Failure {
  return { ok: false, status, lists: { unexpectedErrors: [], formErrors: [], ...lists }, retryAfter };
}

export const isFailure = (value: unknown): value is Failure =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
