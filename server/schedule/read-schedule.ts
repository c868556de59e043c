/**
 * POST /clinics/{clinicId}/doctors-schedule: up to 4 days from the asked date, within today … the
 * booking horizon, each with its free times and the doctors free then.
 */
import type { Kysely } from 'kysely';
import { SCHEDULE_DAYS, type ScheduleDay, type ScheduleQuery } from '../../src/api';
import type { Database } from '../db/schema';
import { type BookingClock, type BookingWindow, bookingWindow } from './booking-clock';
import { addDays } from './clinic-time';
import { buildSchedule } from './schedule-engine';
import { clinicDoctors, clinicOffersService, isBookable, loadScheduleData } from './schedule-store';

/** The doctors a request may see: bookable in the clinic (for the service), narrowed to those asked for. */
export async function bookableDoctorIds(
  db: Kysely<Database>,
  clinicId: number,
  serviceId: number | null,
  asked: readonly number[],
): Promise<number[]> {
  const wanted = asked.length > 0 ? new Set(asked) : null;
  return (await clinicDoctors(db, clinicId, serviceId))
    .filter((doctor) => isBookable(doctor, serviceId !== null) && (wanted === null || wanted.has(doctor.id)))
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

/** null: the clinic does not offer the service (404). */
export async function readSchedule(
  db: Kysely<Database>,
  clock: BookingClock,
  clinicId: number,
  query: ScheduleQuery,
): Promise<ScheduleDay[] | null> {
  const serviceId = query.entryTypeId ?? null;
  if (serviceId !== null && !(await clinicOffersService(db, clinicId, serviceId))) return null;
  const window = await bookingWindow(clock);
  const dates = rangeDates(window, query.date, SCHEDULE_DAYS);
  const first = dates[0];
  const last = dates.at(-1);
  if (first === undefined || last === undefined) return [];
  const doctorIds = await bookableDoctorIds(db, clinicId, serviceId, query.doctorIds);
  const data = await loadScheduleData(db, clinicId, doctorIds, first, last);
  return buildSchedule(data, doctorIds, dates, window.now);
}
