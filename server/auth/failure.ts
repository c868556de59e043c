/**
 * The server's expected failures are values (a throw means a bug): the failure side of the shared result
 * (src/api/result.ts), with the HTTP status it answers. A handler answers its value bare or one of these;
 * the route turns a failure into the answer (its status, the spec's error lists, a Retry-After).
 */
import { type ErrorLists, type Failed, type Failure, failed } from '../../src/api';

export type FailureStatus = 400 | 401 | 403 | 429 | 503;

export interface HttpFailure extends Failure {
  status: FailureStatus;
}

export function failure(status: FailureStatus, errors: ErrorLists, retryAfter?: number): Failed<HttpFailure> {
  return failed({ status, errors: { unexpectedErrors: [], formErrors: [], ...errors }, retryAfter });
}

export const isFailed = (value: unknown): value is Failed<HttpFailure> =>
  typeof value === 'object' && value !== null && (value as { ok?: unknown }).ok === false;
