/**
 * Reads behind the schedule: who may be booked in a clinic (and for a service), and the hours, days off,
 * exceptions and booked times of those doctors over a range of dates. Booked times count in every
 * clinic: a doctor is in one place at a time.
 */
import type { Kysely } from 'kysely';
import { DoctorAvailability } from '../../src/api';
import type { Database } from '../db/schema';
import { FREEING_STATUSES } from '../appointments/statuses';
import { heldTimesQuery } from '../waitlist/held-times';
import { timeToMinutes } from '../../src/domain/time-zone';
import {
  type BusyTimes,
  dayKey,
  type HoursData,
  type ScheduleData,
  type Span,
  slotKey,
} from './schedule-engine';

export interface ClinicDoctor {
  id: number;
  availability: number;
}

/** The clinic's doctors with their availability, by id; with a service, only those who provide it. */
export async function clinicDoctors(
  db: Kysely<Database>,
  clinicId: number,
  serviceId: number | null,
): Promise<ClinicDoctor[]> {
  let query = db
    .selectFrom('doctor_clinics')
    .innerJoin('doctors', 'doctors.id', 'doctor_clinics.doctor_id')
    .select(['doctors.id', 'doctors.availability'])
    .where('doctor_clinics.clinic_id', '=', clinicId)
    .orderBy('doctors.id');
  if (serviceId !== null) {
    query = query
      .innerJoin('service_doctors', 'service_doctors.doctor_id', 'doctors.id')
      .where('service_doctors.service_id', '=', serviceId);
  }
  return query.execute();
}

/** Whether the clinic offers the service. */
export async function clinicOffersService(
  db: Kysely<Database>,
  clinicId: number,
  serviceId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('services')
    .select('id')
    .where('id', '=', serviceId)
    .where('clinic_id', '=', clinicId)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Who may be booked: directly, only AVAILABLE doctors; for a service, also those available only with
 * a service (displayed or not). NOT_AVAILABLE never.
 */
export function isBookable(doctor: ClinicDoctor, withService: boolean): boolean {
  if (doctor.availability === DoctorAvailability.AVAILABLE) return true;
  return withService && doctor.availability !== DoctorAvailability.NOT_AVAILABLE;
}

/** The weekly hours, dated exceptions and days off of the doctors in a clinic over a range of dates. */
export async function loadHours(
  db: Kysely<Database>,
  clinicId: number,
  doctorIds: readonly number[],
  fromDate: string,
  toDate: string,
): Promise<HoursData> {
  if (doctorIds.length === 0) return { weekly: [], exceptions: [], daysOff: new Set() };
  const ids = [...doctorIds];
  const [weekly, exceptions, daysOff] = await Promise.all([
    db
      .selectFrom('doctor_working_hours')
      .select([
        'doctor_id',
        'weekday',
        'start_minute',
        'end_minute',
        'slot_minutes',
        'valid_from',
        'valid_until',
      ])
      .where('clinic_id', '=', clinicId)
      .where('doctor_id', 'in', ids)
      .where((eb) => eb.or([eb('valid_from', 'is', null), eb('valid_from', '<=', toDate)]))
      .where((eb) => eb.or([eb('valid_until', 'is', null), eb('valid_until', '>=', fromDate)]))
      .execute(),
    db
      .selectFrom('doctor_hours_exceptions')
      .select(['doctor_id', 'date', 'start_minute', 'end_minute', 'slot_minutes'])
      .where('clinic_id', '=', clinicId)
      .where('doctor_id', 'in', ids)
      .where('date', '>=', fromDate)
      .where('date', '<=', toDate)
      .execute(),
    db
      .selectFrom('doctor_days_off')
      .select(['doctor_id', 'date'])
      .where('doctor_id', 'in', ids)
      .where('date', '>=', fromDate)
      .where('date', '<=', toDate)
      .execute(),
  ]);
  return {
    weekly: weekly.map((row) => ({
      doctorId: row.doctor_id,
      weekday: row.weekday,
      startMinute: row.start_minute,
      endMinute: row.end_minute,
      slotMinutes: row.slot_minutes,
      validFrom: row.valid_from,
      validUntil: row.valid_until,
    })),
    exceptions: exceptions.map((row) => ({
      doctorId: row.doctor_id,
      date: row.date,
      startMinute: row.start_minute,
      endMinute: row.end_minute,
      slotMinutes: row.slot_minutes,
    })),
    daysOff: new Set(daysOff.map((row) => dayKey(row.doctor_id, row.date))),
  };
}

/**
 * `${doctorId}|${date}|${time}` of the doctors' appointments that hold their time over a range of
 * dates (the conditions of the partial unique index plus (doctor_id, date), so one index range scan),
 * and of the times the waitlist holds for someone else: one statement, since a booking reads it inside
 * its transaction and every round trip there keeps a pooled connection busy. A write of an
 * appointment's time reads it through appointments/doctor-day-lock.ts `busyToWrite`, which locks the
 * doctor's day first on PostgreSQL.
 */
export async function loadBusy(
  db: Kysely<Database>,
  doctorIds: readonly number[],
  fromDate: string,
  toDate: string,
  /** The client booking (their own held waitlist times stay free to them); null: anyone. */
  holder: number | null = null,
  /**
   * The appointment being moved, left out: the time it holds is given up by the move itself, so a new
   * time overlapping only its current span is free to it. null: every appointment counts.
   */
  moving: number | null = null,
): Promise<Required<BusyTimes>> {
  if (doctorIds.length === 0) return { busy: new Set(), busySpans: new Map() };
  let booked = db
    .selectFrom('appointments')
    .select(['doctor_id', 'date', 'time', 'duration_minutes'])
    .where('doctor_id', 'in', [...doctorIds])
    .where('date', '>=', fromDate)
    .where('date', '<=', toDate)
    .where('status', 'not in', FREEING_STATUSES)
    .where('deleted_at', 'is', null);
  if (moving !== null) booked = booked.where('id', '!=', moving);
  const rows = await booked.unionAll(heldTimesQuery(db, doctorIds, fromDate, toDate, holder)).execute();
  const busy = new Set<string>();
  const busySpans = new Map<string, Span[]>();
  for (const row of rows) {
    busy.add(slotKey(row.doctor_id, row.date, row.time));
    if (row.duration_minutes <= 0) continue;
    const start = timeToMinutes(row.time);
    const day = dayKey(row.doctor_id, row.date);
    const spans = busySpans.get(day);
    const span: Span = [start, start + row.duration_minutes];
    if (spans) spans.push(span);
    else busySpans.set(day, [span]);
  }
  return { busy, busySpans };
}

export async function loadScheduleData(
  db: Kysely<Database>,
  clinicId: number,
  doctorIds: readonly number[],
  fromDate: string,
  toDate: string,
  holder: number | null = null,
): Promise<ScheduleData> {
  const [hours, busy] = await Promise.all([
    loadHours(db, clinicId, doctorIds, fromDate, toDate),
    loadBusy(db, doctorIds, fromDate, toDate, holder),
  ]);
  return { ...hours, ...busy };
}
