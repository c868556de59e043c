/**
 * When a field is validated: on blur, and once touched (its errors are no longer
 * null) on every change. Also how the server's error lists become the form's general list.
 */
import type { ErrorLists } from '../../../api/errors';
import { mergeErrorLists } from '../../../api/errors';
import type { RuleError } from '../../../domain/account-rules';
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from '../../../domain/phone-digits';
import type { ErrorEntry } from '../../shell/ErrorList';
import type { Field } from './forms-state';

export type Rule = (value: string) => RuleError[];

export const changed = (field: Field, value: string, rule: Rule): Field => ({
  value,
  errors: field.errors === null ? null : rule(value),
});

export const validated = (field: Field, rule: Rule): Field => ({
  value: field.value,
  errors: rule(field.value),
});

/**
 * The server's lists for one form, merged and de-duplicated into its general list; the few keys
 * whose message needs a number get it here, as the server sends keys only.
 */
export function serverErrors(
  body: ErrorLists,
  lists: readonly string[],
  numbers: { waitingTime?: number; passwordMin?: number } = {},
): ErrorEntry[] {
  return mergeErrorLists(body, ['unexpectedErrors', 'formErrors', ...lists]).map((key): ErrorEntry => {
    if (key === 'errors.phone.minimum_length') return { key, params: { length: PHONE_MIN_DIGITS } };
    if (key === 'errors.phone.maximum_length') return { key, params: { length: PHONE_MAX_DIGITS } };
    if (key === 'errors.password.minimum_length')
      return { key, params: { length: numbers.passwordMin ?? 8 } };
    if (key === 'errors.password.maximum_length') return { key, params: { length: 32 } };
    // count picks the plural form of 'seconds'.
    if (key.endsWith('.request_timeout')) return { key, params: { count: numbers.waitingTime ?? 0 } };
    return key;
  });
}

/** Removes one entry from a general list (a click on it in the error list). */
export const withoutEntry = (list: readonly ErrorEntry[], index: number): ErrorEntry[] =>
  list.filter((_, at) => at !== index);

/**
 * A form field's value, errors and handlers from where it is stored: validated on blur, and on change
 * once touched. `get` reads the current field (not a render's copy), `set` stores a new one.
 */
export function bindField(get: () => Field, set: (field: Field) => void, rule: Rule) {
  const field = get();
  return {
    value: field.value,
    errors: field.errors,
    onChange: (value: string) => set(changed(get(), value, rule)),
    onBlur: () => set(validated(get(), rule)),
  };
}
