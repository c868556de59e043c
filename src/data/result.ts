/**
 * The one shape every worker command answers with: a value, or an expected failure as a value (a bug
 * throws instead). A failure says what kind it was — no network (`offline`), the server refused or
 * failed (`server`), an answer off the contract (`contract`) — and carries error lists in the API's
 * shape, ready for the screens' error lists and snackbars.
 */
import { type ErrorLists, GENERIC_UNEXPECTED_ERROR, OFFLINE_ERROR, TRY_LATER_ERROR } from '../api';
import type { ApiFailureKind } from './api-client';

export type FailureKind = ApiFailureKind;

export interface Failure {
  kind: FailureKind;
  errors: ErrorLists;
  /** Seconds the server asked to wait before trying again, when it said (a code asked for too early). */
  retryAfter?: number;
}

export type Result<T = void, E = Failure> = { ok: true; value: T } | { ok: false; error: E };

export const ok = <T>(value: T): { ok: true; value: T } => ({ ok: true, value });

/** A failure of `kind`: offline says so; a server failure without its own lists reads as "try later". */
export function fail(
  kind: FailureKind,
  errors?: ErrorLists,
  retryAfter?: number,
): { ok: false; error: Failure } {
  const error: Failure = { kind, errors: failureErrors(kind, errors) };
  if (retryAfter !== undefined) error.retryAfter = retryAfter;
  return { ok: false, error };
}

function failureErrors(kind: FailureKind, errors: ErrorLists | undefined): ErrorLists {
  if (kind === 'server' && errors) return errors;
  if (kind === 'contract') return { unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] };
  if (kind === 'offline') return { unexpectedErrors: [OFFLINE_ERROR] };
  return { unexpectedErrors: [TRY_LATER_ERROR] };
}
