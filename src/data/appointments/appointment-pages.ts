/**
 * Pages of the logged-in client's appointments (GET /clients/appointments, newest date first), one per
 * fetched page, each its own private page resource (../session/private-pages.ts). A cancel made here
 * edits the appointment in whichever page holds it, so every tab's list follows at once.
 */
export interface AppointmentPageParams {
  offset: number;
  limit: number;
}

export const APPOINTMENT_PAGE_PREFIX = 'appointments:';

export const appointmentPageKey = ({ offset, limit }: AppointmentPageParams) =>
  `${APPOINTMENT_PAGE_PREFIX}${limit}:${offset}`;
