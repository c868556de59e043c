/**
 * The check for common passwords the forms that set a password use as the patient types. Its list
 * is a chunk of its own, asked for when such a form opens, so the start page
 * never carries it. Until it arrives, or if it cannot be loaded, the forms have no check and the
 * server alone refuses a common password on submit.
 */
import { signal } from '@preact/signals-react';
import { type CommonPasswordCheck, commonPasswordCheck } from '../../../domain/account-rules';
import { importWithRetry } from '../../routes/retry-import';

/** The loaded check, or null while the list loads (or failed to). */
export const commonPassword = signal<CommonPasswordCheck | null>(null);

let loading: Promise<void> | null = null;

export function loadCommonPasswords(): Promise<void> {
  loading ??= importWithRetry(() => import('virtual:common-passwords')).then(
    (module) => {
      commonPassword.value = commonPasswordCheck(module.default);
    },
    () => {
      // The next form that opens asks again.
      loading = null;
    },
  );
  return loading;
}
