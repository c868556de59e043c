/**
 * Accepting and declining an offer, shared by the offer screen and the appointments screen's list: each
 * answers the snackbar to show. Accepting keeps one Idempotency-Key per offer for this page's life, so a
 * second tap after a lost answer books nothing twice.
 */
import type { WaitlistOffer } from '../../../api/waitlist';
import { newIntentKey } from '../../state/intent-key';
import { waitlistCommands } from '../../live/waitlist';
import type { Failure } from '../../../data';

const intents = new Map<string, string>();

/** The first message of a failure, in the order the lists matter. */
export function failureKey(error: Failure | undefined): string {
  const lists = error?.errors ?? {};
  return (
    lists.waitlistErrors?.[0] ??
    lists.createAppointmentErrors?.[0] ??
    lists.formErrors?.[0] ??
    lists.unexpectedErrors?.[0] ??
    'errors.try_to_use_the_service_later'
  );
}

export async function acceptOffer(offer: WaitlistOffer): Promise<{ ok: boolean; message: string }> {
  const idempotencyKey = intents.get(offer.key) ?? newIntentKey();
  intents.set(offer.key, idempotencyKey);
  const result = await waitlistCommands.accept({ key: offer.key, idempotencyKey }).catch(() => null);
  if (result?.ok) return { ok: true, message: 'waitlist.offer.booked' };
  return { ok: false, message: failureKey(result?.error) };
}

export async function declineOffer(offer: WaitlistOffer): Promise<{ ok: boolean; message: string }> {
  const result = await waitlistCommands.decline({ key: offer.key }).catch(() => null);
  return result?.ok
    ? { ok: true, message: 'waitlist.offer.declined' }
    : { ok: false, message: failureKey(result?.error) };
}
