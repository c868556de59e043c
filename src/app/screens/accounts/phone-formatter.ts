/**
 * The phone fields' formatter (src/domain/phone-mask.ts: libphonenumber-js's metadata and examples)
 * comes as a chunk of its own, asked for when the page is idle after its first paint or when a phone
 * field takes focus, whichever is first: the field shows and takes digits at once, '+' and the digits
 * until the formatter arrives, and the same digits in their country's mask from then on. The field
 * keeps digits only, so nothing typed meanwhile is lost or read again.
 */
import { signal } from '@preact/signals-react';
import { importWithRetry } from '../../routes/retry-import';

export type PhoneFormatter = (value: string, preferred?: string) => string;

/** The loaded formatter, or null while it loads (or failed: the fields stay unmasked and usable). */
export const phoneFormatter = signal<PhoneFormatter | null>(null);

/**
 * How long the accounts forms' loads wait for an idle moment at most. whenIdle's 2 s default fired on a
 * throttled phone while React was still rendering the screen, so the loads and their evaluation
 * competed with it (Lighthouse counted them as blocking); a focus or a tap loads at once anyway.
 */
export const IDLE_LOAD_TIMEOUT_MS = 10_000;

let loading: Promise<void> | null = null;

export function loadPhoneFormatter(): Promise<void> {
  loading ??= importWithRetry(() => import('../../../domain/phone-mask')).then(
    (module) => {
      phoneFormatter.value = module.formatPhoneInput;
    },
    () => {
      // The next focus asks again; meanwhile the field goes on unmasked.
      loading = null;
    },
  );
  return loading;
}
