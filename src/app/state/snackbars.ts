/**
 * Snackbars: at most 2, the newest first, the oldest dropped. A 'message' snackbar
 * closes itself after 5000 ms or through Close; an 'advancedLogin' snackbar stays until closed and
 * offers Change account.
 */
import { signal } from '@preact/signals-react';
import { pushSnackbar, removeSnackbar, SNACKBAR_TIMEOUT_MS } from '../../domain/snackbar-queue';
import type { TranslationKey } from '../i18n/keys';

export type SnackbarType = 'message' | 'advancedLogin';

export interface Snackbar {
  id: string;
  type: SnackbarType;
  /** A translation key; one made at run time comes through runtimeKey (an unknown one reads as itself). */
  message: TranslationKey;
  /** Interpolation values for the message. */
  params?: Record<string, string | number>;
  /** An optional first line, e.g. who the message is about. */
  signature?: TranslationKey;
  /** Overrides the 5000 ms of a message snackbar (e.g. 3000 ms for "password copied" on mobile). */
  timeoutMs?: number;
}

export type SnackbarInput = Omit<Snackbar, 'id'>;

export const snackbars = signal<readonly Snackbar[]>([]);

const timers = new Map<string, ReturnType<typeof setTimeout>>();
let counter = 0;

function clearTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export function closeSnackbar(id: string): void {
  clearTimer(id);
  snackbars.value = removeSnackbar(snackbars.value, id);
}

/** Shows a snackbar and returns its id. */
export function showSnackbar(input: SnackbarInput): string {
  counter += 1;
  const snackbar: Snackbar = { ...input, id: `snackbar-${counter}` };
  const next = pushSnackbar(snackbars.value, snackbar);
  for (const dropped of snackbars.value) if (!next.includes(dropped)) clearTimer(dropped.id);
  snackbars.value = next;
  if (snackbar.type === 'message') {
    timers.set(
      snackbar.id,
      setTimeout(() => closeSnackbar(snackbar.id), snackbar.timeoutMs ?? SNACKBAR_TIMEOUT_MS),
    );
  }
  return snackbar.id;
}

export const showMessage = (message: TranslationKey, params?: Snackbar['params']) =>
  showSnackbar({ type: 'message', message, ...(params ? { params } : {}) });

export function clearSnackbars(): void {
  for (const id of timers.keys()) clearTimer(id);
  snackbars.value = [];
}

/**
 * Closes every 'you entered as' message: it names the client and offers Change account, and neither
 * may outlive the session on a device someone else picks up next.
 */
export function closeLoginSnackbars(): void {
  for (const snackbar of snackbars.value) if (snackbar.type === 'advancedLogin') closeSnackbar(snackbar.id);
}
