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

/** A request with the offer held for it now, if any (never one that ended: `endReason` says why). */
export interface WaitlistEntry extends WaitlistRequest {
  offer: WaitlistEntryOffer | null;
}

export interface WaitlistViews {
  /**
   * The client's open waitlist requests in the order they joined, each with its held offer, then those
   * that ended lately, with why (stored as shown, so offline shows them too).
   */
  waitlist: { params: Record<string, never>; data: WaitlistEntry[] };
}
