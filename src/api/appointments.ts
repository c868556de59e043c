/**
 * The client's appointments: the list, paged, and
 * cancelling one. Every record is the logged-in client's own; another client's appointment is unknown
 * (404), never a leak. The list answers the page as a bare JSON array, as a clinic's own backend does;
 * offset and limit travel in the query. Our choices where the spec says "not shown": the list is
 * newest date first; a cancel answers the appointment's new status; an appointment an
 * administrator deleted is not listed, and cancelling it answers appointment_has_been_deleted.
 * cancel-appointment accepts an `Idempotency-Key` header, and cancelling a cancelled appointment again
 * changes nothing and answers as the first time did.
 */
import * as v from 'valibot';
import { APPOINTMENT_STATUSES, AppointmentStatus, DateSchema, TimeSchema } from './booking';
import { defineCall } from './contract';

const id = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(2_147_483_647));

/** The largest page one request may ask for. */
export const APPOINTMENTS_PAGE_MAX = 100;

export const AppointmentSchema = v.object({
  id,
  date: DateSchema,
  time: TimeSchema,
  status: v.picklist(APPOINTMENT_STATUSES),
  doctorId: id,
  clinicId: id,
  /** Minutes. */
  duration: v.pipe(v.number(), v.integer(), v.minValue(1)),
  services: v.array(v.object({ id, title: v.string() })),
  /** Reversed base64 of the feedback link key (decoded by the app); null while no feedback is asked for. */
  feedbackKey: v.nullable(v.string()),
  /**
   * The client has sent this visit's feedback already (its key is used up), so it is not offered again.
   * Optional because pages the app stored before the field existed lack it: they read as not sent.
   */
  feedbackGiven: v.optional(v.boolean()),
  /**
   * Clinic-local `YYYY-MM-DD HH:mm`: the last moment the patient may cancel or move it online (the
   * clinic's notice before the visit). Optional because pages stored before it lack it: until it begins.
   */
  changeUntil: v.optional(v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/))),
  /** Display data of the related clinic and doctor; the clinic's phone for what cannot be done online. */
  clinic: v.object({
    title: v.string(),
    shortAddress: v.string(),
    phone: v.optional(v.nullable(v.string())),
  }),
  doctor: v.object({ fullName: v.string() }),
});
export type Appointment = v.InferOutput<typeof AppointmentSchema>;

export const AppointmentsQuerySchema = v.object({
  offset: v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(1_000_000)),
  limit: v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(APPOINTMENTS_PAGE_MAX)),
});

export const listAppointments = defineCall({
  method: 'GET',
  path: '/clients/appointments',
  payload: AppointmentsQuerySchema,
  answer: v.array(AppointmentSchema),
  errorLists: [],
});

/** The statuses a client may cancel, while the appointment has not begun. */
export const CANCELLABLE_STATUSES: readonly number[] = [
  AppointmentStatus.NEED_APPROVAL,
  AppointmentStatus.CONFIRMED_BY_ADMINISTRATOR,
  AppointmentStatus.APPROVED,
];

/**
 * Failures: 401 without a valid token; 400 bad input; 404 not the client's appointment; 409 with
 * cancelAppointmentErrors: appointment_has_been_deleted (an administrator removed it),
 * appointment_status_changed_cancel_request_rejected (its status no longer allows it, or it has begun)
 * or too_late_to_change_online (inside the clinic's notice before the visit).
 */
export const cancelAppointment = defineCall({
  method: 'POST',
  path: '/clients/cancel-appointment',
  payload: v.object({ appointmentId: id }),
  answer: v.object({ appointmentId: id, status: v.literal(AppointmentStatus.CANCELED_BY_CLIENT) }),
  errorLists: ['cancelAppointmentErrors'],
});

/** What a move asks: the new clinic-local date and time on the same doctor's (and service's) schedule. */
export const MoveTimeSchema = v.object({ date: DateSchema, time: TimeSchema });

/** The moved appointment: its new time and status (a moved appointment waits for the clinic's approval). */
export const MovedAppointmentSchema = v.object({
  appointment: v.object({
    id,
    date: DateSchema,
    time: TimeSchema,
    status: v.picklist(APPOINTMENT_STATUSES),
    duration: v.pipe(v.number(), v.integer(), v.minValue(1)),
  }),
});
export type MovedAppointment = v.InferOutput<typeof MovedAppointmentSchema>['appointment'];

/**
 * Moves the client's appointment to another free time of the same doctor (and service) in one step: the
 * old time is given back only when the new one is booked. The statuses a move may leave are the
 * cancellable ones. Accepts an `Idempotency-Key`; moving again to the time it has answers as the first
 * time did. Failures: 401; 400 bad input; 404 not the client's appointment; 409 with
 * moveAppointmentErrors: recording_point_not_available (the new time is taken or not offered),
 * appointment_has_been_deleted, appointment_status_changed_move_request_rejected (its status no longer
 * allows it, or it has begun) or too_late_to_change_online; 429 with moveAppointmentErrors:
 * appointments_limit_exceeded_today (a move counts as one of the client's bookings of the day: each one
 * sends a new reminder and may offer the freed time by text).
 */
export const moveAppointment = defineCall({
  method: 'POST',
  path: '/clients/move-appointment',
  payload: v.object({ appointmentId: id, ...MoveTimeSchema.entries }),
  answer: MovedAppointmentSchema,
  errorLists: ['moveAppointmentErrors'],
});
