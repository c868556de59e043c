/**
 * The waitlist commands, as WorkerApi handlers: one object argument, plain JSON back, expected failures
 * as values. Joining and leaving the line need the login; an offer is read, accepted or declined by its
 * key (the offer link's authority), so the link works on a phone where nobody is logged in. Each change
 * fetches the waitlist view again, so every tab shows it at once. Accepting carries the screen's
 * Idempotency-Key: a retry after a lost answer books nothing twice.
 */
import type { CreatedAppointment } from '../../api/booking';
import {
  acceptWaitlistOffer,
  createWaitlistRequest,
  declineWaitlistOffer,
  getWaitlistOffer,
  removeWaitlistRequest,
  type WaitlistOffer,
  type WaitlistRequest,
} from '../../api/waitlist';
import type { Session } from '../account/session';
import { type Result, fail, ok } from '../result';
import type { PriyomDatabase } from '../database';
import type { LocksLike } from '../sync/locks';
import type { Views$ } from '../composed-views';
import { dropStoredOffer } from './waitlist-views';

export interface JoinWaitlistInput {
  clinicId: number;
  doctorId: number;
  serviceId: number | null;
  /** Inclusive: a time on this day or before it. */
  lastDate: string;
}

export function createWaitlistCommands({
  ready,
  locks,
}: {
  ready: () => Promise<{
    session: Session;
    views: Views$;
    db: PriyomDatabase;
    /** Fetches the stored pages of the client's appointments again, in the background. */
    appointmentsChanged: () => void;
  }>;
  locks: LocksLike;
}) {
  /** The change is made: every tab's waitlist follows (a failed refresh leaves it to the next poll). */
  const changed = async () => {
    const { views } = await ready();
    await views.refresh({ view: 'waitlist', params: {} }).catch(() => undefined);
  };
  /** The offer is booked or declined: it leaves every tab's view at once, then the list is asked for. */
  const offerSettled = async (key: string) => {
    const { db } = await ready();
    await dropStoredOffer(db, locks, key).catch(() => undefined);
    await changed();
  };
  return {
    async joinWaitlist(input: JoinWaitlistInput): Promise<Result<{ request: WaitlistRequest }>> {
      const { session } = await ready();
      const result = await session.api.call(createWaitlistRequest, { payload: input });
      if (!result.ok) return fail(result.error.kind, result.error.errors);
      await changed();
      return ok(result.value);
    },

    async leaveWaitlist(input: { requestId: number }): Promise<Result<{ requestId: number }>> {
      const { session } = await ready();
      const result = await session.api.call(removeWaitlistRequest, { payload: input });
      if (!result.ok) return fail(result.error.kind, result.error.errors);
      await changed();
      return ok(result.value);
    },

    async waitlistOffer(input: { key: string }): Promise<Result<{ offer: WaitlistOffer }>> {
      const { session } = await ready();
      const result = await session.api.call(getWaitlistOffer, { payload: input });
      return result.ok ? ok(result.value) : fail(result.error.kind, result.error.errors);
    },

    async acceptOffer(input: {
      key: string;
      idempotencyKey: string;
    }): Promise<Result<{ appointment: CreatedAppointment }>> {
      const { session } = await ready();
      const result = await session.api.call(acceptWaitlistOffer, {
        payload: { key: input.key },
        headers: { 'Idempotency-Key': input.idempotencyKey },
      });
      if (!result.ok) return fail(result.error.kind, result.error.errors);
      // The offer is an appointment now: the client's lists show it at once.
      (await ready()).appointmentsChanged();
      await offerSettled(input.key);
      return ok(result.value);
    },

    async declineOffer(input: { key: string }): Promise<Result<{ declined: true }>> {
      const { session } = await ready();
      const result = await session.api.call(declineWaitlistOffer, { payload: input });
      if (!result.ok) return fail(result.error.kind, result.error.errors);
      await offerSettled(input.key);
      return ok(result.value);
    },
  };
}
