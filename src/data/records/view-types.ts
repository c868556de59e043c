/** The records views the worker offers, merged into `Views` (../view-types.ts). Plain JSON only. */
import type { Appointment } from '../../api/appointments';
import type { ServiceResult } from '../../api/results';
import type { AppointmentPageParams, ResultPageParams } from './record-pages';

export type { AppointmentPageParams, ResultPageParams };

export interface RecordsViews {
  /** One page of the client's appointments, newest first; a page shorter than `limit` is the last. */
  appointmentPage: { params: AppointmentPageParams; data: Appointment[] };
  /** One page of the client's results; a page shorter than `limit` is the last. */
  resultPage: { params: ResultPageParams; data: ServiceResult[] };
}
