/**
 * Error answers: 4xx with a JSON body of lists of translation keys, as the spec's error catalogue names
 * them: unexpectedErrors, formErrors, one list per field and the call's own list.
 */
import * as v from 'valibot';

export const ErrorListsSchema = v.record(v.string(), v.array(v.string()));
export type ErrorLists = v.InferOutput<typeof ErrorListsSchema>;

export const GENERIC_UNEXPECTED_ERROR = 'errors.unexpected_error';
/** Any unexpectedErrors content is shown as this one message (no internals reach the patient). */
export const TRY_LATER_ERROR = 'errors.try_to_use_the_service_later';
/**
 * The device's own key, never the server's: no answer came at all. A patient told "try later" would not
 * know the network is the cause, or that nothing goes by itself when it returns; this one says both.
 */
export const OFFLINE_ERROR = 'errors.offline';

export const errorKeys = {
  notFound: 'errors.basis.not_found',
  methodNotAllowed: 'errors.basis.method_not_allowed',
  invalidInput: 'errors.basis.invalid_input',
  tooManyRequests: 'errors.basis.requested_too_often',
  unauthorized: 'errors.basis.unauthorized',
} as const;

export function errorBody(lists: ErrorLists): ErrorLists {
  return lists;
}

/** Merges the lists a screen reads into one de-duplicated general list (shown above the form); no network keeps its own words. */
export function mergeErrorLists(body: ErrorLists, lists: readonly string[]): string[] {
  const merged = new Set<string>();
  for (const name of lists) {
    for (const key of body[name] ?? []) {
      merged.add(name === 'unexpectedErrors' && key !== OFFLINE_ERROR ? TRY_LATER_ERROR : key);
    }
  }
  if (merged.size === 0) merged.add(GENERIC_UNEXPECTED_ERROR);
  return [...merged];
}
