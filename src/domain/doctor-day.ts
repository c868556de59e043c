/**
 * A link to a doctor's page opened at a day: `/clinic/C/doctor/D?date=YYYY-MM-DD`. A search site that
 * lists the network's published free times sends a patient here from a free time, and the page's
 * schedule then opens at that day rather than at today. The server writes these links and the page
 * reads them, both from here.
 */
import { doctorPath } from './specialists-path';
import { isCalendarDate } from './time-zone';

export const DOCTOR_DAY_QUERY = 'date';

export const doctorDayPath = (clinicId: number, doctorId: number, date: string) =>
  `${doctorPath(clinicId, doctorId)}?${DOCTOR_DAY_QUERY}=${date}`;

/**
 * The day a doctor page's query asks its schedule to open at, when it is a real date; the schedule's
 * paging (schedule-grid.ts startPaging) opens at today unless that day is later.
 */
export function askedDay(search: string): string | null {
  const day = new URLSearchParams(search).get(DOCTOR_DAY_QUERY);
  return day !== null && isCalendarDate(day) ? day : null;
}
