/** The waitlist view the worker offers, merged into `Views` (../view-types.ts). Plain JSON only. */
import type { WaitlistOffer, WaitlistRequest } from '../../api/waitlist';

/**
 * A held offer as this device knows it. `seenAt`: when the worker first stored it (its clock). The tabs
 * announce an offer only within a message snackbar's time of that moment, so it is announced once, not
 * again on every page load or in a tab opened later; the appointments screen marks it all along.
 */
export interface WaitlistEntryOffer extends WaitlistOffer {
  seenAt: number;
}

/** An open request with the offer held for it now, if any. */
export interface WaitlistEntry extends WaitlistRequest {
  offer: WaitlistEntryOffer | null;
}

export interface WaitlistViews {
  /** The client's open waitlist requests in the order they joined, each with its held offer. */
  waitlist: { params: Record<string, never>; data: WaitlistEntry[] };
}
