/**
 * What every worker command answers: the shared result (src/api/result.ts), a value or an expected
 * failure as a value (a bug throws instead). A command's failure says what kind it was — no network
 * (`offline`), the server refused or failed (`server`), an answer off the contract (`contract`) — and
 * carries error lists in the API's shape, ready for the screens' error lists and snackbars.
 */
import {
  type ErrorLists,
  type Failure,
  GENERIC_UNEXPECTED_ERROR,
  OFFLINE_ERROR,
  type Result as SharedResult,
  TRY_LATER_ERROR,
} from '../api';
import type { ApiFailureKind } from './api-client';

export { failed, ok } from '../api';

export type FailureKind = ApiFailureKind;

export interface CommandFailure extends Failure {
  kind: FailureKind;
}

/** The shared result with a command's failure unless another is named, so a command reads `Result<T>`. */
export type Result<T = void, E = CommandFailure> = SharedResult<T, E>;

/** A failure of `kind`: offline says so; a server failure without its own lists reads as "try later". */
export function fail(
  kind: FailureKind,
  errors?: ErrorLists,
  retryAfter?: number,
): { ok: false; error: CommandFailure } {
  const error: CommandFailure = { kind, errors: failureErrors(kind, errors) };
  if (retryAfter !== undefined) error.retryAfter = retryAfter;
  return { ok: false, error };
}

function failureErrors(kind: FailureKind, errors: ErrorLists | undefined): ErrorLists {
  if (kind === 'server' && errors) return errors;
  if (kind === 'contract') return { unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] };
  if (kind === 'offline') return { unexpectedErrors: [OFFLINE_ERROR] };
  return { unexpectedErrors: [TRY_LATER_ERROR] };
}
