/**
 * Pages of the logged-in client's appointments (GET /clients/appointments, newest date first), one per
 * fetched page, each its own resource. They are local documents named by the page's resource key, not
 * a collection: RxDB's free build allows 13 collections per JavaScript realm, and the tests' second
 * "tab" (a twin worker in the same realm) doubles every collection. A cancel made here edits the
 * appointment in whichever page holds it, so every tab's list follows at once. Private: the keys are
 * remembered (../session/private-data.ts) and the pages wiped at logout, a new login and a switch.
 */
import type { Appointment } from '../../api/appointments';

export interface AppointmentPageParams {
  offset: number;
  limit: number;
}

/** The local document holding one page. */
export interface StoredAppointmentPage {
  appointments: Appointment[];
}

export const APPOINTMENT_PAGE_PREFIX = 'appointments:';

export const appointmentPageKey = ({ offset, limit }: AppointmentPageParams) =>
  `${APPOINTMENT_PAGE_PREFIX}${limit}:${offset}`;
