/**
 * The times that freed with a doctor: free now (by the schedule engine, held waitlist times counted as
 * busy) where an appointment was cancelled, marked failed or removed, with the moment that happened. A
 * request is offered only times that freed after it joined the line: a time free when the client asked
 * was theirs to book then. Whoever cancels — the client, a link, the clinic writing to the database with
 * its updated_at — counts the same, and so does a cancellation made while no server ran.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';
import { FREEING_STATUSES } from '../appointments/statuses';
import type { LocalMoment } from '../../src/domain/time-zone';
import { freeSlots } from '../schedule/schedule-engine';
import { loadScheduleData } from '../schedule/schedule-store';

export interface FreedTime {
  date: string;
  time: string;
  minutes: number;
  /** ISO-8601: when the time was given back. */
  freedAt: string;
}

export async function freedTimes(
  db: Kysely<Database>,
  { clinicId, doctorId }: { clinicId: number; doctorId: number },
  now: LocalMoment,
  lastDate: string,
): Promise<FreedTime[]> {
  const given = await db
    .selectFrom('appointments')
    .select(['date', 'time'])
    .select(sql<string>`max(coalesce(deleted_at, cancelled_at, updated_at))`.as('freed_at'))
    .where('doctor_id', '=', doctorId)
    .where('clinic_id', '=', clinicId)
    .where('date', '>=', now.date)
    .where('date', '<=', lastDate)
    .where((eb) => eb.or([eb('status', 'in', FREEING_STATUSES), eb('deleted_at', 'is not', null)]))
    .groupBy(['date', 'time'])
    .execute();
  if (given.length === 0) return [];
  const data = await loadScheduleData(db, clinicId, [doctorId], now.date, lastDate);
  const free = new Map<string, number>();
  for (const date of new Set(given.map((row) => row.date))) {
    for (const slot of freeSlots(data, doctorId, date, now)) free.set(`${date} ${slot.time}`, slot.minutes);
  }
  return given
    .flatMap((row) => {
      const minutes = free.get(`${row.date} ${row.time}`);
      return minutes === undefined
        ? []
        : [{ date: row.date, time: row.time, minutes, freedAt: row.freed_at }];
    })
    .sort((a, b) => (a.date === b.date ? a.time.localeCompare(b.time) : a.date.localeCompare(b.date)));
}
