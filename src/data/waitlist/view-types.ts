/** The waitlist view the worker offers, merged into `Views` (../view-types.ts). Plain JSON only. */
import type { WaitlistOffer, WaitlistRequest } from '../../api/waitlist';

/** An open request with the offer held for it now, if any. */
export interface WaitlistEntry extends WaitlistRequest {
  offer: WaitlistOffer | null;
}

export interface WaitlistViews {
  /** The client's open waitlist requests in the order they joined, each with its held offer. */
  waitlist: { params: Record<string, never>; data: WaitlistEntry[] };
}
