/**
 * Accepting and declining an offer, shared by the offer screen and the appointments screen's list: each
 * answers the snackbar to show. Accepting keeps one Idempotency-Key per offer for this page's life, so a
 * second tap after a lost answer books nothing twice.
 */
import type { WaitlistOffer } from '../../../api/waitlist';
import { newIntentKey } from '../../state/intent-key';
import { waitlistCommands } from '../../live/waitlist';
import type { CommandFailure } from '../../../data';

const intents = new Map<string, string>();

/** The first message of a failure, in the order the lists matter. */
export function failureKey(error: CommandFailure | undefined): string {
  const lists = error?.errors ?? {};
  return (
    lists.waitlistErrors?.[0] ??
    lists.createAppointmentErrors?.[0] ??
    lists.formErrors?.[0] ??
    lists.unexpectedErrors?.[0] ??
    'errors.try_to_use_the_service_later'
  );
}

/** What an action came to: the snackbar's key, and whether it may be tried again (no answer came). */
export interface OfferOutcome {
  ok: boolean;
  message: string;
  retry: boolean;
}

const outcome = (result: { ok: boolean; error?: CommandFailure } | null, success: string): OfferOutcome =>
  result?.ok
    ? { ok: true, message: success, retry: false }
    : { ok: false, message: failureKey(result?.error), retry: !result || result.error?.kind === 'offline' };

export async function acceptOffer(offer: WaitlistOffer): Promise<OfferOutcome> {
  const idempotencyKey = intents.get(offer.key) ?? newIntentKey();
  intents.set(offer.key, idempotencyKey);
  const result = await waitlistCommands.accept({ key: offer.key, idempotencyKey }).catch(() => null);
  return outcome(result, 'waitlist.offer.booked');
}

export async function declineOffer(offer: WaitlistOffer): Promise<OfferOutcome> {
  const result = await waitlistCommands.decline({ key: offer.key }).catch(() => null);
  return outcome(result, 'waitlist.offer.declined');
}
