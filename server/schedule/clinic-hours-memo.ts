/**
 * What the schedule reads per clinic that changes rarely — whether the clinic exists, its doctors with
 * their availability, and their weekly hours, exceptions and days off over today … the booking horizon —
 * read at most once per `ttlMs` per instance (server/memo.ts), like the public lists. An administrator's
 * change of hours shows within that time. The booked times are not here: they change with every booking
 * and are read per request (read-schedule.ts).
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type Memo, memoize } from '../memo';
import type { BookingWindow } from './booking-clock';
import { isClinicOpen } from './open-clinic';
import type { HoursData } from './schedule-engine';
import { type ClinicDoctor, clinicDoctors, loadHours } from './schedule-store';

export interface ClinicHours {
  /** All the clinic's doctors (bookable or not), by id. */
  doctors: readonly ClinicDoctor[];
  /** Their hours over `from` … `to`. */
  hours: HoursData;
  from: string;
  to: string;
}

export interface ClinicHoursMemo {
  /** null: no such clinic, or one the network has closed (hidden). */
  get(clinicId: number, window: BookingWindow): Promise<ClinicHours | null>;
}

/** Clinics remembered at once; a request for an unknown id is not remembered, so only real clinics count. */
const MAX_CLINICS = 256;

export async function readClinicHours(
  db: Kysely<Database>,
  clinicId: number,
  from: string,
  to: string,
): Promise<ClinicHours | null> {
  if (!(await isClinicOpen(db, clinicId))) return null;
  const doctors = await clinicDoctors(db, clinicId, null);
  const hours = await loadHours(
    db,
    clinicId,
    doctors.map((doctor) => doctor.id),
    from,
    to,
  );
  return { doctors, hours, from, to };
}

export function createClinicHoursMemo(
  db: Kysely<Database>,
  ttlMs = 2000,
  now: () => number = Date.now,
): ClinicHoursMemo {
  /** Per clinic, the memo of one booking window (a new clinic-local day starts a new one). */
  const memos = new Map<number, { from: string; to: string; memo: Memo<ClinicHours | null> }>();
  return {
    async get(clinicId, window) {
      const from = window.now.date;
      const to = window.lastDate;
      let entry = memos.get(clinicId);
      if (!entry || entry.from !== from || entry.to !== to) {
        if (memos.size >= MAX_CLINICS) memos.clear();
        entry = { from, to, memo: memoize(() => readClinicHours(db, clinicId, from, to), ttlMs, now) };
        memos.set(clinicId, entry);
      }
      const hours = await entry.memo.get();
      if (hours === null && memos.get(clinicId) === entry) memos.delete(clinicId);
      return hours;
    },
  };
}
