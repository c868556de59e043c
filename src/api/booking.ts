/**
 * Booking calls (for the schedule widget and the create-appointment dialog) and the
 * appointment error keys. Dates are `YYYY-MM-DD` and times `HH:mm`, clinic-local (the network's
 * configured time zone) everywhere.
 *
 * The schedule answers the bare array of days, as a clinic's own backend does. Our choices where the
 * spec says "not shown": create-appointment answers the appointment it made; the closest
 * appointment is `null` when there is none (a 200 either way, so a client never parses an empty body).
 * create-appointment accepts an `Idempotency-Key` header: a retry with the same key returns the first
 * answer and books nothing more.
 */
import * as v from 'valibot';
import { defineCall } from './contract';
import { STATUS, type StatusNumber } from '../domain/appointment-status';
import { isCalendarDate } from '../domain/time-zone';

/** A database id: PostgreSQL's integer, so a larger one is bad input (400), not a 500. */
const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

export const DATE_PATTERN = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
/** A real calendar date (2026-02-30 is refused), `YYYY-MM-DD`. */
export const DateSchema = v.pipe(
  v.string(),
  v.regex(DATE_PATTERN),
  // The regex's issue does not stop the pipe: this check holds up on any string.
  v.check(isCalendarDate, 'not a calendar date'),
);
export const TimeSchema = v.pipe(v.string(), v.regex(TIME_PATTERN));

/** The schedule shows 4 days per range. */
export const SCHEDULE_DAYS = 4;
/** The create-appointment comment's cap, in characters. */
export const CLIENT_COMMENT_MAX = 512;
/** The most doctors one schedule or booking request may name. */
export const DOCTOR_IDS_MAX = 200;
/** Marketing visit ids are opaque short strings; longer ones are bad input. */
export const VISIT_ID_MAX = 100;

/** Appointment statuses: the numbers on the wire are the domain's, defined once there. */
export const AppointmentStatus = STATUS;
export type AppointmentStatusValue = StatusNumber;
/** Every status number, for the schemas. */
export const APPOINTMENT_STATUSES = Object.values(AppointmentStatus);

/** The appointment error keys; each call answers them in its own list. */
export const appointmentErrorKeys = {
  selectService: 'errors.appointments.you_must_select_the_service_that_will_be_provided',
  serviceNotAvailable: 'errors.appointments.recording_for_the_service_is_not_available',
  recordingPointNotAvailable: 'errors.appointments.recording_point_not_available',
  limitExceededToday: 'errors.appointments.appointments_limit_exceeded_today',
  deleted: 'errors.appointments.appointment_has_been_deleted',
  cancelRejected: 'errors.appointments.appointment_status_changed_cancel_request_rejected',
  confirmRejected: 'errors.appointments.appointment_status_changed_confirm_request_rejected',
  moveRejected: 'errors.appointments.appointment_status_changed_move_request_rejected',
  /** Inside the clinic's notice window: the patient calls the clinic to cancel or move. */
  tooLateToChangeOnline: 'errors.appointments.too_late_to_change_online',
} as const;

export const ScheduleDaySchema = v.object({
  date: DateSchema,
  /** "HH:mm" → the ids of the doctors free then, times in ascending order. */
  recordingPoints: v.record(TimeSchema, v.array(id)),
});
export type ScheduleDay = v.InferOutput<typeof ScheduleDaySchema>;

export const ScheduleQuerySchema = v.object({
  /** Only these doctors; empty or absent: every doctor of the clinic who may be booked. */
  doctorIds: v.optional(v.pipe(v.array(id), v.maxLength(DOCTOR_IDS_MAX)), []),
  /** The service (entry type) id: only doctors who provide it; null or absent: booking a doctor directly. */
  entryTypeId: v.nullish(id),
  /** The first day of the range. */
  date: DateSchema,
  /**
   * The caller's own appointment being moved: its current span counts as free, as the move itself
   * takes such a time. Needs the owner's access token (401 without one); another client's appointment
   * changes nothing, so the answer never tells where someone else's visit is.
   */
  movingAppointmentId: v.optional(id),
});
export type ScheduleQuery = v.InferOutput<typeof ScheduleQuerySchema>;

/**
 * Up to 4 days from `date`: days before the clinic's today and past its booking horizon are left out,
 * so fewer than 4 days means there is nothing later (the widget disables "next"). Only future times.
 * 404 for an unknown clinic or a service the clinic does not offer; 401 for `movingAppointmentId`
 * without a valid access token.
 */
export const getDoctorsSchedule = defineCall({
  method: 'POST',
  path: '/clinics/{clinicId}/doctors-schedule',
  payload: ScheduleQuerySchema,
  answer: v.array(ScheduleDaySchema),
  errorLists: [],
});

const visitId = v.nullish(v.pipe(v.string(), v.maxLength(VISIT_ID_MAX)));

export const CreateAppointmentSchema = v.object({
  clinicId: id,
  /** The doctors free at that time (a schedule cell); the first of them still free gets the booking. */
  doctorIds: v.pipe(v.array(id), v.minLength(1), v.maxLength(DOCTOR_IDS_MAX)),
  /** The service id; null when a doctor is booked directly. */
  entryTypeId: v.nullish(id),
  clientComment: v.optional(v.pipe(v.string(), v.maxLength(CLIENT_COMMENT_MAX)), ''),
  date: DateSchema,
  time: TimeSchema,
  roistatVisit: visitId,
  coMagicVisit: visitId,
  /** A positive integer. */
  referralId: v.nullish(id),
});
export type CreateAppointmentPayload = v.InferInput<typeof CreateAppointmentSchema>;

export const CreatedAppointmentSchema = v.object({
  id,
  clinicId: id,
  doctorId: id,
  serviceId: v.nullable(id),
  date: DateSchema,
  time: TimeSchema,
  /** Minutes. */
  duration: v.pipe(v.number(), v.integer(), v.minValue(1)),
  status: v.picklist(APPOINTMENT_STATUSES),
});
export type CreatedAppointment = v.InferOutput<typeof CreatedAppointmentSchema>;

/**
 * Failures: 401 without a valid token; 400 bad input or a service-only doctor without a service
 * (you_must_select…) or a service not offered (recording_for_the_service…); 409 the time is no longer
 * free (recording_point_not_available), with `nearestFreeTimes` — the same doctors' next free times as
 * `YYYY-MM-DD HH:mm` — so the dialog can offer them; 429 the client's bookings for today are used up.
 */
export const createAppointment = defineCall({
  method: 'POST',
  path: '/clients/create-appointment',
  payload: CreateAppointmentSchema,
  answer: v.object({ appointment: CreatedAppointmentSchema }),
  errorLists: ['createAppointmentErrors', 'nearestFreeTimes'],
});

export const ClosestAppointmentSchema = v.nullable(v.object({ date: DateSchema, time: TimeSchema }));
export type ClosestAppointment = v.InferOutput<typeof ClosestAppointmentSchema>;

/** `date` and `time`: now, clinic-local, as the browser sees it; the answer is at or after it. */
const closestQuery = { date: DateSchema, time: TimeSchema };

/** The logged-in client's closest active appointment with the doctor, or null. */
export const getDoctorClosestAppointment = defineCall({
  method: 'GET',
  path: '/clients/doctor/closest-appointment',
  payload: v.object({ doctorId: id, ...closestQuery }),
  answer: ClosestAppointmentSchema,
  errorLists: [],
});

/** The logged-in client's closest active appointment for the service, or null. */
export const getServiceClosestAppointment = defineCall({
  method: 'GET',
  path: '/clients/service/closest-appointment',
  payload: v.object({ serviceId: id, ...closestQuery }),
  answer: ClosestAppointmentSchema,
  errorLists: [],
});

/** The Idempotency-Key header: 1–200 visible ASCII characters. */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;
