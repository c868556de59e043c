/**
 * Personal links: confirming or cancelling an appointment by its client access key, leaving feedback by
 * a feedback key and following a short link. The key in the link is the only authority, so an unknown,
 * wrong or foreign key answers 404 alike; lookups by key are rate-limited per address (429). An expired
 * link answers 410. Confirming and sending feedback accept an `Idempotency-Key` header: a retry with the
 * same key gets the first answer and changes nothing again.
 */
import * as v from 'valibot';
import {
  APPOINTMENT_STATUSES,
  AppointmentStatus,
  DateSchema,
  ScheduleDaySchema,
  TimeSchema,
} from './booking';
import { MovedAppointmentSchema, MoveTimeSchema } from './appointments';
import { defineCall } from './contract';

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/** Link keys: exactly 10 of [A-Za-z0-9+/], or 9 such characters followed by '='. */
export const LINK_KEY_PATTERN = /^(?:[A-Za-z0-9+/]{10}|[A-Za-z0-9+/]{9}=)$/;
export const LinkKeySchema = v.pipe(v.string(), v.regex(LINK_KEY_PATTERN));

/** The comment cap of a feedback, counted after trimming. */
export const FEEDBACK_COMMENT_MAX = 8192;

export const linkErrorKeys = {
  /** The link's key has expired or its appointment is gone (answered with 410). */
  outdated: 'errors.links.link_is_outdated',
  feedbackNotAvailable: 'errors.feedback.feedback_is_no_longer_available',
  commentTooLong: 'errors.feedback.comment_is_too_long',
} as const;

/**
 * The appointment behind a confirmation link. `date` and `time` are the browser's clinic-local now: an
 * appointment at or before it is outdated too. 404 unknown key; 410 expired, begun or removed. Its
 * status comes too: an appointment cancelled (or confirmed) meanwhile is shown as such, not offered for
 * confirming again.
 */
export const getAppointmentByClientAccessKey = defineCall({
  method: 'GET',
  path: '/clients/appointment-by-client-access-key',
  payload: v.object({ clientAccessKey: LinkKeySchema, date: DateSchema, time: TimeSchema }),
  answer: v.object({
    date: DateSchema,
    time: TimeSchema,
    doctorFullName: v.string(),
    status: v.picklist(APPOINTMENT_STATUSES),
    /** Whose schedule a move opens: the same clinic, doctor and service. */
    clinicId: id,
    doctorId: id,
    serviceId: v.nullable(id),
    /** The clinic's phone, for what cannot be done online. */
    clinicPhone: v.nullable(v.string()),
    /** Clinic-local `YYYY-MM-DD HH:mm`: the last moment it may be cancelled or moved online. */
    changeUntil: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/)),
  }),
  errorLists: [],
});

/** What a link may set: approved (Confirm) or canceled by client (Cancel). */
export const LINK_STATUSES = [AppointmentStatus.APPROVED, AppointmentStatus.CANCELED_BY_CLIENT] as const;

/**
 * Failures: 400 bad input; 404 unknown key; 410 expired key; 409 with confirmAppointmentErrors:
 * appointment_has_been_deleted, appointment_status_changed_confirm_request_rejected,
 * appointment_status_changed_cancel_request_rejected, or recording_point_not_available when `shown` (the
 * date and time the screen showed) is no longer the appointment's: it was moved meanwhile. Asking again
 * for the status it already has answers as the first time did.
 */
export const confirmAppointmentUsingClientAccessKey = defineCall({
  method: 'POST',
  path: '/clients/confirm-appointment-using-client-access-key',
  payload: v.object({
    clientAccessKey: LinkKeySchema,
    status: v.picklist(LINK_STATUSES),
    shown: v.optional(v.object({ date: DateSchema, time: TimeSchema })),
  }),
  answer: v.object({ status: v.picklist(LINK_STATUSES) }),
  errorLists: ['confirmAppointmentErrors'],
});

/**
 * Moves the link's appointment like POST /clients/move-appointment (the key is the authority). Failures:
 * 400; 404 unknown key; 410 expired key; 409 and 429 with moveAppointmentErrors as there.
 */
export const moveAppointmentUsingClientAccessKey = defineCall({
  method: 'POST',
  path: '/clients/move-appointment-using-client-access-key',
  payload: v.object({ clientAccessKey: LinkKeySchema, ...MoveTimeSchema.entries }),
  answer: MovedAppointmentSchema,
  errorLists: ['moveAppointmentErrors'],
});

/**
 * The move dialog's schedule for the link's appointment: up to 4 days from `date` of the schedule call's
 * answer for its doctor (and service), with the visit's own span free, as the move by this key takes
 * such a time. 404 unknown key; 410 expired or begun. Never stored by a cache: it tells the visit's time.
 */
export const getMoveScheduleUsingClientAccessKey = defineCall({
  method: 'POST',
  path: '/clients/move-schedule-using-client-access-key',
  payload: v.object({ clientAccessKey: LinkKeySchema, date: DateSchema }),
  answer: v.array(ScheduleDaySchema),
  errorLists: [],
});

/** The doctor a feedback key asks about. 404 unknown key; 410 feedback_is_no_longer_available (sent or expired). */
export const getClientFeedback = defineCall({
  method: 'POST',
  path: '/clients/feedback',
  payload: v.object({ key: LinkKeySchema }),
  answer: v.object({ doctorFullName: v.string() }),
  errorLists: ['createClientFeedbackErrors'],
});

/** Half-step stars doubled: 1 (half a star) … 10 (five stars). */
export const RatingSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(10));

/**
 * One feedback per key. Failures: 400 bad input (a rating off the scale, a comment over 8192 characters
 * after trimming: comment_is_too_long in `comment`); 404 unknown key; 410 with createClientFeedbackErrors:
 * feedback_is_no_longer_available once sent or expired.
 */
export const createClientFeedback = defineCall({
  method: 'POST',
  path: '/clients/create-feedback',
  payload: v.object({
    key: LinkKeySchema,
    generalAssessmentOfAdmission: RatingSchema,
    netPromoterScore: RatingSchema,
    // Generous raw cap; the trimmed length is checked with its own key.
    comment: v.optional(v.pipe(v.string(), v.maxLength(4 * FEEDBACK_COMMENT_MAX)), ''),
  }),
  answer: v.object({ sent: v.literal(true) }),
  errorLists: ['createClientFeedbackErrors', 'comment'],
});

/** Where a short link leads: a path of this app (never another site). 404 unknown; 410 expired. */
export const fetchShortLinkRedirectUrl = defineCall({
  method: 'POST',
  path: '/short_links/fetch-redirect-url',
  payload: v.object({ key: LinkKeySchema }),
  answer: v.object({ url: v.pipe(v.string(), v.regex(/^\/(?!\/)/)) }),
  errorLists: [],
});

/**
 * The video room of a call link: its name and password, both derived on the server from the key and a
 * secret that never leaves it, so the room's name gives the key back to no one (the video service sees
 * only the name) and one room says nothing about another's. Call keys are issued by the server with
 * their appointment: 404 for a key it never issued (a wrong key alike), 410 (link_is_outdated) once the
 * appointment is cancelled, removed or over. Keys that name nothing count against the same per-address
 * limit as the other key lookups (429).
 */
export const getVideoRoom = defineCall({
  method: 'POST',
  path: '/clients/video-room',
  payload: v.object({ key: LinkKeySchema }),
  answer: v.object({
    room: v.pipe(v.string(), v.regex(/^[a-z0-9]{16,64}$/)),
    password: v.pipe(v.string(), v.minLength(1)),
  }),
  errorLists: [],
});
