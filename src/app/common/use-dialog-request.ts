/**
 * The state of a dialog that sends one request and stays open while it runs (cancel, book, join the
 * waitlist): pending meanwhile; on success the caller's follow-up (a snackbar) and the dialog closes; on
 * failure the answer's error lists merged into the one de-duplicated list the dialog shows, each key
 * dismissable. RequestDialog draws it; this half is apart so a hook that owns the request (useBooking)
 * can hold it too.
 */
import { useCallback, useState } from 'react';
import { type ErrorLists, mergeErrorLists } from '../../api/errors';
import type { Result } from '../../data';

export interface DialogRequest {
  /** True while the request runs: the dialog stays open and its buttons are disabled. */
  pending: boolean;
  /** The last failure's error keys; confirming waits until each is dismissed. */
  errors: readonly string[];
  removeError(key: string): void;
  clearErrors(): void;
  /**
   * Sends `request`. Success: `done(value)`, then the dialog closes. Failure: the lists shown, then
   * `failed(lists)` for anything else the dialog reads in them. Resolves whether it succeeded.
   */
  run<T>(
    request: () => Promise<Result<T>>,
    done: (value: T) => void,
    failed?: (lists: ErrorLists) => void,
  ): Promise<boolean>;
}

/** `errorLists`: the answer's lists the dialog shows, in that order (`mergeErrorLists`). */
export function useDialogRequest(onClose: () => void, errorLists: readonly string[]): DialogRequest {
  const [pending, setPending] = useState(false);
  const [errors, setErrors] = useState<readonly string[]>([]);

  const removeError = useCallback((key: string) => {
    setErrors((list) => list.filter((entry) => entry !== key));
  }, []);
  const clearErrors = useCallback(() => setErrors([]), []);

  const run = useCallback(
    async <T>(
      request: () => Promise<Result<T>>,
      done: (value: T) => void,
      failed?: (lists: ErrorLists) => void,
    ): Promise<boolean> => {
      setPending(true);
      // A call that throws (a worker gone) is a failure with no lists: the general error is listed and
      // the dialog stays usable instead of pending for good.
      const result = await request().catch(() => null);
      setPending(false);
      if (result?.ok) {
        done(result.value);
        onClose();
        return true;
      }
      const lists = result?.error.errors ?? {};
      setErrors(mergeErrorLists(lists, errorLists));
      failed?.(lists);
      return false;
    },
    [onClose, errorLists],
  );

  return { pending, errors, removeError, clearErrors, run };
}
