/**
 * The waitlist: a logged-in client asks to be told when a time with a doctor (and service) frees on or
 * before a date; when one frees, the server offers it to the first matching request in line and holds it
 * for that client for a while. The offer's key (in the message's short link and in the client's own list)
 * is the only authority for accepting or declining it, like a confirmation link: accepting books the held
 * time in one step. Creating and removing requests count against the client per hour, calls by key
 * against the caller's address (429 past either).
 */
import * as v from 'valibot';
import { CreatedAppointmentSchema, DateSchema, TimeSchema } from './booking';
import { defineCall } from './contract';
import { LinkKeySchema } from './links';

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/** How long a request that ended by itself stays on the patient's list (until they take it off). */
export const WAITLIST_ENDED_SHOWN_DAYS = 14;

export const waitlistErrorKeys = {
  /** The date is past or beyond the booking horizon. */
  dateNotAvailable: 'errors.waitlist.date_is_not_available',
  /** The doctor cannot be booked in this clinic (for this service). */
  doctorNotAvailable: 'errors.waitlist.doctor_is_not_available',
  /** The client holds as many open requests in this clinic as allowed. */
  requestsLimit: 'errors.waitlist.requests_limit_exceeded',
  /** The hold ran out, or the offer was declined, accepted or taken meanwhile (410). */
  offerGone: 'errors.waitlist.offer_is_no_longer_available',
} as const;

/**
 * Why a request ended: the patient removed it, booked with the doctor by its date (`fulfilled`), its
 * date passed (`expired`), the doctor left the clinic or can no longer be booked online for what it
 * asked, or an import hid the clinic.
 */
export const WAITLIST_END_REASONS = [
  'removed',
  'fulfilled',
  'expired',
  'doctor_left',
  'doctor_unavailable',
  'clinic_closed',
] as const;
export type WaitlistEndReason = (typeof WAITLIST_END_REASONS)[number];

export const WaitlistRequestSchema = v.object({
  id,
  clinicId: id,
  doctorId: id,
  serviceId: v.nullable(id),
  /** Null once the network dropped the doctor (the request has ended then). */
  doctorFullName: v.nullable(v.string()),
  /** Inclusive: a time on this day or before it. */
  lastDate: DateSchema,
  /** ISO-8601: the place in line. */
  createdAt: v.string(),
  /** ISO-8601 and why, once the request ended; both null while it is open. */
  endedAt: v.nullable(v.string()),
  endReason: v.nullable(v.picklist(WAITLIST_END_REASONS)),
});
export type WaitlistRequest = v.InferOutput<typeof WaitlistRequestSchema>;

export const WaitlistOfferSchema = v.object({
  key: LinkKeySchema,
  requestId: id,
  clinicId: id,
  doctorId: id,
  serviceId: v.nullable(id),
  doctorFullName: v.string(),
  date: DateSchema,
  time: TimeSchema,
  /** ISO-8601: the hold's end. */
  heldUntil: v.string(),
});
export type WaitlistOffer = v.InferOutput<typeof WaitlistOfferSchema>;

/**
 * Joins the line, or answers the client's open request for the same doctor and service (its date moved
 * later if this one is later: the place in line stays). Failures: 401; 400 date_is_not_available or
 * doctor_is_not_available; 409 requests_limit_exceeded; 429.
 */
export const createWaitlistRequest = defineCall({
  method: 'POST',
  path: '/waitlist/requests/create',
  payload: v.object({ clinicId: id, doctorId: id, serviceId: v.nullish(id), lastDate: DateSchema }),
  answer: v.object({ request: WaitlistRequestSchema }),
  errorLists: ['waitlistErrors'],
});

/**
 * The client's open requests in the order they joined, then those that ended in the last
 * WAITLIST_ENDED_SHOWN_DAYS days by any reason but their removal (most recent end first), and the offers
 * held for them now.
 */
export const listWaitlist = defineCall({
  method: 'GET',
  path: '/waitlist/requests',
  payload: v.object({}),
  answer: v.object({ requests: v.array(WaitlistRequestSchema), offers: v.array(WaitlistOfferSchema) }),
  errorLists: [],
});

/**
 * Leaves the line (an offer held for the request goes to the next in line); a request that has ended
 * already is taken off the list instead, its end kept as it was. Again answers the same. 404 unknown or
 * another's.
 */
export const removeWaitlistRequest = defineCall({
  method: 'POST',
  path: '/waitlist/requests/remove',
  payload: v.object({ requestId: id }),
  answer: v.object({ requestId: id }),
  errorLists: ['waitlistErrors'],
});

/** The offer behind a key. 404 unknown key; 410 offer_is_no_longer_available. */
export const getWaitlistOffer = defineCall({
  method: 'GET',
  path: '/waitlist/offer',
  payload: v.object({ key: LinkKeySchema }),
  answer: v.object({ offer: WaitlistOfferSchema }),
  errorLists: ['waitlistErrors'],
});

/**
 * Books the held time. Accepts an `Idempotency-Key`. Failures: 404 unknown key; 410
 * offer_is_no_longer_available; 409 or 429 with the booking's own keys in createAppointmentErrors.
 */
export const acceptWaitlistOffer = defineCall({
  method: 'POST',
  path: '/waitlist/offer/accept',
  payload: v.object({ key: LinkKeySchema }),
  answer: v.object({ appointment: CreatedAppointmentSchema }),
  errorLists: ['waitlistErrors', 'createAppointmentErrors'],
});

/** Gives the held time to the next in line. Declining again answers the same. 404; 410 once accepted or run out. */
export const declineWaitlistOffer = defineCall({
  method: 'POST',
  path: '/waitlist/offer/decline',
  payload: v.object({ key: LinkKeySchema }),
  answer: v.object({ declined: v.literal(true) }),
  errorLists: ['waitlistErrors'],
});
