/**
 * The schedule engine, pure: from a doctor's weekly hours, dated exceptions, days off and booked times
 * it lists the free slot starts of each day. A date's exceptions in a clinic replace that date's weekly
 * hours there; a day off empties the date everywhere; a slot fits wholly inside its interval; only times
 * after the clinic-local now are free. Every booking starts on this grid, so "booked" is an exact
 * (doctor, date, time) match — the same triple the database's unique index guards.
 */
import type { ScheduleDay } from '../../src/api';
import { isoWeekday, type LocalMoment, minutesToTime } from './clinic-time';

export interface HoursInterval {
  doctorId: number;
  startMinute: number;
  endMinute: number;
  slotMinutes: number;
}

export interface WeeklyHours extends HoursInterval {
  weekday: number;
  validFrom: string | null;
  validUntil: string | null;
}

export interface DatedHours extends HoursInterval {
  date: string;
}

export interface ScheduleData {
  weekly: readonly WeeklyHours[];
  exceptions: readonly DatedHours[];
  /** `${doctorId}|${date}` */
  daysOff: ReadonlySet<string>;
  /** `${doctorId}|${date}|${time}` of the appointments that hold their time. */
  busy: ReadonlySet<string>;
}

export interface Slot {
  time: string;
  minutes: number;
}

export const dayKey = (doctorId: number, date: string) => `${doctorId}|${date}`;
export const slotKey = (doctorId: number, date: string, time: string) => `${doctorId}|${date}|${time}`;

/** The rows grouped by doctor and weekday (weekly) or date (exceptions), built once per data set. */
const indexes = new WeakMap<ScheduleData, Map<string, (WeeklyHours | DatedHours)[]>>();

function indexOf(data: ScheduleData): Map<string, (WeeklyHours | DatedHours)[]> {
  let index = indexes.get(data);
  if (!index) {
    index = new Map();
    const add = (key: string, row: WeeklyHours | DatedHours) => {
      const rows = index?.get(key);
      if (rows) rows.push(row);
      else index?.set(key, [row]);
    };
    for (const row of data.weekly) add(`w|${row.doctorId}|${row.weekday}`, row);
    for (const row of data.exceptions) add(`e|${row.doctorId}|${row.date}`, row);
    indexes.set(data, index);
  }
  return index;
}

/** The intervals a doctor works on a date in this clinic, before days off and bookings. */
function intervalsOn(data: ScheduleData, doctorId: number, date: string): readonly HoursInterval[] {
  const index = indexOf(data);
  const exceptions = index.get(`e|${doctorId}|${date}`);
  if (exceptions) return exceptions;
  return ((index.get(`w|${doctorId}|${isoWeekday(date)}`) ?? []) as WeeklyHours[]).filter(
    (row) =>
      (row.validFrom === null || row.validFrom <= date) &&
      (row.validUntil === null || date <= row.validUntil),
  );
}

/** The doctor's free slot starts on a date, ascending (a later interval never repeats a time). */
export function freeSlots(data: ScheduleData, doctorId: number, date: string, now: LocalMoment): Slot[] {
  if (date < now.date || data.daysOff.has(dayKey(doctorId, date))) return [];
  const slots = new Map<string, Slot>();
  for (const interval of intervalsOn(data, doctorId, date)) {
    for (
      let start = interval.startMinute;
      start + interval.slotMinutes <= interval.endMinute;
      start += interval.slotMinutes
    ) {
      if (date === now.date && start <= now.minutes) continue;
      const time = minutesToTime(start);
      if (!slots.has(time) && !data.busy.has(slotKey(doctorId, date, time))) {
        slots.set(time, { time, minutes: interval.slotMinutes });
      }
    }
  }
  return [...slots.values()].sort((a, b) => (a.time < b.time ? -1 : a.time > b.time ? 1 : 0));
}

/** Each date with its free times mapped to the doctors free then (in the order given). */
export function buildSchedule(
  data: ScheduleData,
  doctorIds: readonly number[],
  dates: readonly string[],
  now: LocalMoment,
): ScheduleDay[] {
  return dates.map((date) => {
    const points = new Map<string, number[]>();
    for (const doctorId of doctorIds) {
      for (const slot of freeSlots(data, doctorId, date, now)) {
        const doctors = points.get(slot.time);
        if (doctors) doctors.push(doctorId);
        else points.set(slot.time, [doctorId]);
      }
    }
    const times = [...points.keys()].sort();
    const recordingPoints: Record<string, number[]> = {};
    for (const time of times) recordingPoints[time] = points.get(time) ?? [];
    return { date, recordingPoints };
  });
}
