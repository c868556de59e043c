/**
 * One read of everything the published files are made of: the clinics, the doctors each clinic shows
 * (with their services and specialties), each clinic's hours and every held time over the published
 * days, through the schedule's own reads (server/schedule), so a published slot is free exactly when the
 * schedule call offers it. The files are written from one read, so they agree with each other.
 */
import type { Kysely } from 'kysely';
import type { Clinic, Doctor } from '../../src/api';
import { isDoctorDisplayed } from '../../src/domain/browsing-doctors';
import { addDays, type LocalMoment } from '../../src/domain/time-zone';
import { groupRows, listDoctorsFromDb } from '../browsing/browsing-store';
import type { Database } from '../db/schema';
import { type BookingClock, bookingWindow } from '../schedule/booking-clock';
import type { BusyTimes, HoursData } from '../schedule/schedule-engine';
import { loadBusy, loadHours } from '../schedule/schedule-store';
import type { PublishedSchedule } from './fhir-resources';

export interface PublishedNetwork {
  /** When the read began (ms): a change committed before it is in it. */
  at: number;
  timeZone: string;
  now: LocalMoment;
  /** The published days, from the clinic's today, never past the booking horizon. */
  dates: readonly string[];
  /** The network's country (ISO 3166 alpha-2), for the addresses. */
  country: string;
  clinics: readonly Clinic[];
  /** Per clinic that shows doctors, the doctors it shows, by id. */
  schedules: ReadonlyMap<number, readonly PublishedSchedule[]>;
  hours: ReadonlyMap<number, HoursData>;
  /** `${doctorId}|${date}|${time}` of every held time over the published days. */
  busy: BusyTimes;
}

export interface NetworkSources {
  db: Kysely<Database>;
  clock: BookingClock;
  clinics(): Promise<readonly Clinic[]>;
  country(): Promise<string>;
  /** How many days from today are published (the booking horizon may cut them short). */
  days: number;
}

/**
 * `previous`: the last read. A clinic whose hours rows are the same on the same day keeps the last read's
 * hours object, and with it the slot grids the schedule engine derived from it (schedule-engine.ts keys
 * them by the rows), so a read walks the slots without working out every doctor-day's grid again.
 */
export async function readPublishedNetwork(
  sources: NetworkSources,
  previous: PublishedNetwork | null = null,
): Promise<PublishedNetwork> {
  const { db, clock } = sources;
  const at = clock.now();
  const window = await bookingWindow(clock);
  const dates: string[] = [];
  for (let day = 0; day < sources.days; day++) {
    const date = addDays(window.now.date, day);
    if (date > window.lastDate) break;
    dates.push(date);
  }
  const [clinics, country, doctors, services] = await Promise.all([
    sources.clinics(),
    sources.country(),
    listDoctorsFromDb(db),
    servicesByDoctorAndClinic(db),
  ]);
  const schedules = new Map<number, PublishedSchedule[]>();
  for (const clinic of clinics) {
    if (!clinic.doctorsAvailable) continue;
    const shown = doctors
      .filter((doctor) => isDoctorDisplayed(doctor, clinic))
      .sort((a, b) => a.id - b.id)
      .map((doctor) => scheduleOf(doctor, clinic, services));
    if (shown.length > 0) schedules.set(clinic.id, shown);
  }
  // Today is always published (the booking horizon holds at least today).
  const first = window.now.date;
  const last = dates.at(-1) ?? first;
  const hours = new Map<number, HoursData>();
  const doctorIds = [...new Set([...schedules.values()].flat().map((schedule) => schedule.doctorId))];
  const [busy] = await Promise.all([
    loadBusy(db, doctorIds, first, last),
    ...[...schedules].map(async ([clinicId, shown]) => {
      const ids = shown.map((schedule) => schedule.doctorId);
      const loaded = await loadHours(db, clinicId, ids, first, last);
      const kept = previous?.now.date === window.now.date ? previous.hours.get(clinicId) : undefined;
      hours.set(clinicId, kept && sameHours(kept, loaded) ? kept : loaded);
    }),
  ]);
  return { at, timeZone: window.timeZone, now: window.now, dates, country, clinics, schedules, hours, busy };
}

function sameHours(a: HoursData, b: HoursData): boolean {
  const days = (data: HoursData) => [...data.daysOff].sort().join(',');
  return (
    JSON.stringify(a.weekly) === JSON.stringify(b.weekly) &&
    JSON.stringify(a.exceptions) === JSON.stringify(b.exceptions) &&
    days(a) === days(b)
  );
}

function scheduleOf(
  doctor: Doctor,
  clinic: Clinic,
  services: ReadonlyMap<string, { id: number; title: string }[]>,
): PublishedSchedule {
  return {
    clinicId: clinic.id,
    clinicTitle: clinic.title,
    doctorId: doctor.id,
    fullName: doctor.fullName,
    specialties: doctor.specialties,
    // A clinic that hides its services lists none of them.
    services: clinic.servicesAvailable ? (services.get(`${doctor.id}|${clinic.id}`) ?? []) : [],
  };
}

/** `${doctorId}|${clinicId}` → the services the doctor gives in the clinic, by id. */
async function servicesByDoctorAndClinic(
  db: Kysely<Database>,
): Promise<Map<string, { id: number; title: string }[]>> {
  const rows = await db
    .selectFrom('service_doctors')
    .innerJoin('services', 'services.id', 'service_doctors.service_id')
    .select(['service_doctors.doctor_id', 'services.clinic_id', 'services.id', 'services.title'])
    .orderBy('services.id')
    .execute();
  return groupRows(
    rows,
    (row) => `${row.doctor_id}|${row.clinic_id}`,
    (row) => ({ id: row.id, title: row.title }),
  );
}
