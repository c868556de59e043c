/**
 * The one result shape of the worker and the server: a value, or an expected failure as a value (a bug
 * throws instead). A failure is by default the API's error lists, ready to send (server) or to show
 * (app); each side adds what it must say besides (the worker what kind of failure it was, the server the
 * HTTP status). Where the failure is not for a patient (an import's mistakes, a provider's refusal) it
 * is its own type, in the same shape.
 */
import type { ErrorLists } from './errors';

export interface Failure {
  errors: ErrorLists;
  /** Seconds to wait before trying again, when that is known (a Retry-After). */
  retryAfter?: number;
}

export interface Succeeded<T> {
  ok: true;
  value: T;
}

export interface Failed<F = Failure> {
  ok: false;
  error: F;
}

export type Result<T = void, F = Failure> = Succeeded<T> | Failed<F>;

export const ok = <T>(value: T): Succeeded<T> => ({ ok: true, value });

export const failed = <F>(error: F): Failed<F> => ({ ok: false, error });
