/** The appointments views the worker offers, merged into `Views` (../view-types.ts). Plain JSON only. */
import type { Appointment } from '../../api/appointments';
import type { AppointmentPageParams } from './appointment-pages';

export type { AppointmentPageParams };

export interface AppointmentsViews {
  /** One page of the client's appointments, newest first; a page shorter than `limit` is the last. */
  appointmentPage: { params: AppointmentPageParams; data: Appointment[] };
}
