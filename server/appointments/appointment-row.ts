/** A new appointments row: what a booking decides, with every later-life column (cancel, keys) empty. */
import type { Insertable } from 'kysely';
import type { AppointmentsTable } from '../db/booking-schema';

export type NewAppointment = Pick<
  AppointmentsTable,
  'client_id' | 'clinic_id' | 'doctor_id' | 'service_id' | 'date' | 'time' | 'duration_minutes' | 'status'
> &
  Partial<
    Pick<AppointmentsTable, 'roistat_visit' | 'comagic_visit' | 'referral_id' | 'created_by_user_id'>
  > & {
    client_comment?: string;
  };

export function appointmentRow(fields: NewAppointment, now: number): Insertable<AppointmentsTable> {
  const at = new Date(now).toISOString();
  return {
    roistat_visit: null,
    comagic_visit: null,
    referral_id: null,
    created_by_user_id: null,
    ...fields,
    created_at: at,
    updated_at: at,
    cancelled_at: null,
    deleted_at: null,
    feedback_key: null,
    client_access_key: null,
    client_access_key_expires_at: null,
    call_key: null,
    call_key_expires_at: null,
  };
}
