/**
 * The times that freed with a doctor: free now (by the schedule engine, held waitlist times counted as
 * busy) where an appointment was cancelled, marked failed, removed or moved away, or within dated hours the clinic
 * added, with the moment that happened. A
 * request is offered only times that freed after it joined the line: a time free when the client asked
 * was theirs to book then. Whoever cancels — the client, a link, the clinic writing to the database with
 * its updated_at — counts the same, and so does a cancellation made while no server ran. Each time also
 * names the clients who gave it up last (by their own cancel or move), so the line passes them over.
 */
import { type Kysely, sql } from 'kysely';
import { AppointmentStatus } from '../../src/api';
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
  /** The clients whose own cancel or move gave it back at freedAt; none when the clinic freed it. */
  freedBy: number[];
}

export async function freedTimes(
  db: Kysely<Database>,
  { clinicId, doctorId }: { clinicId: number; doctorId: number },
  now: LocalMoment,
  lastDate: string,
): Promise<FreedTime[]> {
  // One row per appointment: which client freed the time matters, not only when.
  const given: { date: string; time: string; freed_at: string; freed_by: number | null }[] = await db
    .selectFrom('appointments')
    .select(['date', 'time'])
    .select(sql<string>`coalesce(deleted_at, cancelled_at, updated_at)`.as('freed_at'))
    // A time failed or removed by the clinic was not given up by its client.
    .select(
      sql<number | null>`case when status = ${AppointmentStatus.CANCELED_BY_CLIENT} then client_id end`.as(
        'freed_by',
      ),
    )
    .where('doctor_id', '=', doctorId)
    .where('clinic_id', '=', clinicId)
    .where('date', '>=', now.date)
    .where('date', '<=', lastDate)
    .where((eb) => eb.or([eb('status', 'in', FREEING_STATUSES), eb('deleted_at', 'is not', null)]))
    .execute();
  // A moved appointment keeps its row: its old time shows only in the moves.
  const moved = await db
    .selectFrom('appointment_moves')
    .select(['from_date as date', 'from_time as time', 'moved_at as freed_at', 'client_id as freed_by'])
    .where('doctor_id', '=', doctorId)
    .where('clinic_id', '=', clinicId)
    .where('from_date', '>=', now.date)
    .where('from_date', '<=', lastDate)
    .execute();
  given.push(...moved);
  const added = await db
    .selectFrom('doctor_hours_exceptions')
    .select(['date', 'start_minute', 'end_minute', 'created_at'])
    .where('doctor_id', '=', doctorId)
    .where('clinic_id', '=', clinicId)
    .where('date', '>=', now.date)
    .where('date', '<=', lastDate)
    .where('created_at', 'is not', null)
    .execute();
  if (given.length === 0 && added.length === 0) return [];
  // The latest moment each time was given back or added, and who gave it back then.
  const freedAt = new Map<string, { at: string; by: number[] }>();
  const note = (slot: string, at: string, by: number | null) => {
    const before = freedAt.get(slot);
    if (before === undefined || at > before.at) freedAt.set(slot, { at, by: by === null ? [] : [by] });
    else if (at === before.at && by !== null) before.by.push(by);
  };
  for (const row of given) note(`${row.date} ${row.time}`, row.freed_at, row.freed_by);
  const data = await loadScheduleData(db, clinicId, [doctorId], now.date, lastDate);
  const times: FreedTime[] = [];
  for (const date of new Set([...given.map((row) => row.date), ...added.map((row) => row.date)])) {
    for (const slot of freeSlots(data, doctorId, date, now)) {
      const minute = Number(slot.time.slice(0, 2)) * 60 + Number(slot.time.slice(3, 5));
      for (const row of added) {
        if (row.date === date && row.created_at && minute >= row.start_minute && minute < row.end_minute) {
          note(`${date} ${slot.time}`, row.created_at, null);
        }
      }
      const freed = freedAt.get(`${date} ${slot.time}`);
      if (freed !== undefined)
        times.push({ date, time: slot.time, minutes: slot.minutes, freedAt: freed.at, freedBy: freed.by });
    }
  }
  return times.sort((a, b) =>
    a.date === b.date ? a.time.localeCompare(b.time) : a.date.localeCompare(b.date),
  );
}
