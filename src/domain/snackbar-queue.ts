/**
 * Snackbar queue rule: at most 2 are kept; a new one goes first and the oldest is
 * dropped.
 */

export const MAX_SNACKBARS = 2;
export const SNACKBAR_TIMEOUT_MS = 5000;

export function pushSnackbar<T>(queue: readonly T[], item: T, max = MAX_SNACKBARS): T[] {
  return [item, ...queue].slice(0, Math.max(0, max));
}

export function removeSnackbar<T extends { id: string }>(queue: readonly T[], id: string): T[] {
  return queue.filter((item) => item.id !== id);
}
