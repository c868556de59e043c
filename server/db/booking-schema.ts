/**
 * The booking tables as Kysely sees them (migration 0004-booking). Dates `YYYY-MM-DD` and times `HH:mm`
 * are clinic-local; working hours are minutes from midnight; timestamps are ISO-8601 UTC text.
 */
import type { Generated } from 'kysely';
import type { ReminderColumns } from './links-schema';

export interface DoctorWorkingHoursTable {
  id: Generated<number>;
  doctor_id: number;
  clinic_id: number;
  /** ISO weekday: 1 Monday … 7 Sunday. */
  weekday: number;
  start_minute: number;
  end_minute: number;
  slot_minutes: number;
  /** Inclusive; null: open-ended. */
  valid_from: string | null;
  valid_until: string | null;
}

export interface DoctorDaysOffTable {
  doctor_id: number;
  date: string;
  reason: string | null;
}

export interface DoctorHoursExceptionsTable {
  id: Generated<number>;
  doctor_id: number;
  clinic_id: number;
  date: string;
  start_minute: number;
  end_minute: number;
  slot_minutes: number;
  /** When the clinic added these hours (null: before the waitlist existed); the waitlist counts them freed then. */
  created_at: Generated<string | null>;
}

export interface AppointmentsTable extends ReminderColumns {
  id: Generated<number>;
  client_id: number;
  clinic_id: number;
  doctor_id: number;
  service_id: number | null;
  date: string;
  time: string;
  duration_minutes: number;
  /** Appointment status numbers, 1–9 (src/api AppointmentStatus). */
  status: number;
  client_comment: Generated<string>;
  roistat_visit: string | null;
  comagic_visit: string | null;
  referral_id: number | null;
  created_by_user_id: number | null;
  created_at: string;
  updated_at: string;
  cancelled_at: string | null;
  deleted_at: string | null;
  feedback_key: string | null;
  client_access_key: string | null;
  client_access_key_expires_at: string | null;
  /** The video-call link's key (/call/{key}), issued with the booking (migration 0010-call-keys). */
  call_key: string | null;
  call_key_expires_at: string | null;
}

/** One row per move of an appointment (migration 0014): the clinic sees it was moved, from when to when. */
export interface AppointmentMovesTable {
  id: Generated<number>;
  appointment_id: number;
  client_id: number;
  clinic_id: number;
  doctor_id: number;
  from_date: string;
  from_time: string;
  to_date: string;
  to_time: string;
  moved_at: string;
  /** 'client' (the appointments screen, logged in) or 'link' (the confirmation link). */
  moved_by: string;
}

export interface ClientBookingCountersTable {
  client_id: number;
  /** Clinic-local day the bookings were made. */
  date: string;
  count: number;
}

export interface IdempotentRequestsTable {
  client_id: number;
  key: string;
  request_hash: string;
  status: number;
  /** The answer's JSON text. */
  body: string;
  created_at: string;
}

export interface BookingTables {
  doctor_working_hours: DoctorWorkingHoursTable;
  doctor_days_off: DoctorDaysOffTable;
  doctor_hours_exceptions: DoctorHoursExceptionsTable;
  appointments: AppointmentsTable;
  appointment_moves: AppointmentMovesTable;
  client_booking_counters: ClientBookingCountersTable;
  idempotent_requests: IdempotentRequestsTable;
}
