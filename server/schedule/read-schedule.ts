/**
 * POST /clinics/{clinicId}/doctors-schedule: up to 4 days from the asked date (today, when that is
 * past), within today … the booking horizon, each with its free times and the doctors free then.
 */
import type { Kysely } from 'kysely';
import { SCHEDULE_DAYS, type ScheduleDay, type ScheduleQuery } from '../../src/api';
import type { Database } from '../db/schema';
import type { BookingWindow } from './booking-clock';
import { addDays } from '../../src/domain/time-zone';
import { buildSchedule } from './schedule-engine';
import type { ClinicHours } from './clinic-hours-memo';
import {
  type ClinicDoctor,
  clinicDoctors,
  clinicOffersService,
  isBookable,
  loadBusy,
} from './schedule-store';

/** An appointment a schedule is read for the move of, and its client. */
export interface MovingVisit {
  appointmentId: number;
  clientId: number;
}

/** The doctors a request may see: bookable in the clinic (for the service), narrowed to those asked for. */
export function bookableDoctorIds(
  doctors: readonly ClinicDoctor[],
  withService: boolean,
  asked: readonly number[],
): number[] {
  const wanted = asked.length > 0 ? new Set(asked) : null;
  return doctors
    .filter((doctor) => isBookable(doctor, withService) && (wanted === null || wanted.has(doctor.id)))
    .map((doctor) => doctor.id);
}

/** The days of the range that can hold bookings. */
export function rangeDates(window: BookingWindow, from: string, count: number): string[] {
  const dates: string[] = [];
  for (let offset = 0; offset < count; offset++) {
    const date = addDays(from, offset);
    if (date >= window.now.date && date <= window.lastDate) dates.push(date);
  }
  return dates;
}

/**
 * null: the clinic does not offer the service (404). The clinic's hours come from the per-instance
 * memo (clinic-hours-memo.ts; the caller reads it, as an unknown clinic is a 404 before the body is
 * read); the booked times are read per request (one range of the appointments' (doctor, date)
 * index), so a booking made anywhere — this instance or another over the same database — is left out
 * of the very next schedule.
 */
export async function readSchedule(
  db: Kysely<Database>,
  window: BookingWindow,
  clinicId: number,
  clinic: ClinicHours,
  query: ScheduleQuery,
  /**
   * The caller's own appointment being moved (moving-visit.ts), and whose it is: its span is not busy,
   * nor are the times a waitlist offer holds for that client, as the move itself takes them. null: none.
   */
  moving: MovingVisit | null = null,
): Promise<ScheduleDay[] | null> {
  const serviceId = query.entryTypeId ?? null;
  if (serviceId !== null && !(await clinicOffersService(db, clinicId, serviceId))) return null;
  // A range asked from a day already past (a page left open over midnight, a clock a day behind)
  // starts today: its four days come back, so the range can still page on.
  const from = query.date < window.now.date ? window.now.date : query.date;
  const dates = rangeDates(window, from, SCHEDULE_DAYS);
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) return [];
  // With a service, the doctors who provide it (a per-request read: services are many, and rarer asks).
  const doctors = serviceId === null ? clinic.doctors : await clinicDoctors(db, clinicId, serviceId);
  const doctorIds = bookableDoctorIds(doctors, serviceId !== null, query.doctorIds);
  const busy = await loadBusy(
    db,
    doctorIds,
    first,
    last,
    moving?.clientId ?? null,
    moving?.appointmentId ?? null,
  );
  return buildSchedule({ ...clinic.hours, ...busy }, doctorIds, dates, window.now);
}
