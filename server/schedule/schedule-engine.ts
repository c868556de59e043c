/**
 * The schedule engine, pure: from a doctor's weekly hours, dated exceptions, days off and booked times
 * it lists the free slot starts of each day. A date's exceptions in a clinic replace that date's weekly
 * hours there; a day off empties the date everywhere; a slot fits wholly inside its interval; only times
 * after the clinic-local now are free. A booking starts on the grid of its day, so "booked" is mostly an
 * exact (doctor, date, time) match — the same triple the database's unique index guards; and a slot a
 * booking overlaps is taken too, for a grid that is not the booking's (an import changed the doctor's
 * slot length or start since, or another clinic's grid of the same doctor differs).
 */
import type { ScheduleDay } from '../../src/api';
import { isoWeekday, type LocalMoment, minutesToTime } from '../../src/domain/time-zone';

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

export interface HoursData {
  weekly: readonly WeeklyHours[];
  exceptions: readonly DatedHours[];
  /** `${doctorId}|${date}` */
  daysOff: ReadonlySet<string>;
}

/** A held stretch of a doctor's day: [start, end) in minutes since the clinic-local midnight. */
export type Span = readonly [start: number, end: number];

export interface BusyTimes {
  /** `${doctorId}|${date}|${time}` of the appointments and waitlist holds that hold their time. */
  busy: ReadonlySet<string>;
  /** `${doctorId}|${date}` → the spans its appointments hold: a slot overlapping one is taken. */
  busySpans?: ReadonlyMap<string, readonly Span[]>;
}

export interface ScheduleData extends HoursData, BusyTimes {}

export interface Slot {
  time: string;
  minutes: number;
}

export const dayKey = (doctorId: number, date: string) => `${doctorId}|${date}`;
export const slotKey = (doctorId: number, date: string, time: string) => `${doctorId}|${date}|${time}`;

/**
 * What is derived from the hours alone, built once per set of hours rows: the rows grouped by doctor and
 * weekday (weekly) or date (exceptions), and each doctor's slot grid per date. Keyed by the two rows'
 * arrays (days off are applied per call), which a read creates together and nobody changes, so a set of hours memoised per instance
 * (clinic-hours-memo.ts) computes each day's grid once, not once per request.
 */
interface Derived {
  index: Map<string, (WeeklyHours | DatedHours)[]>;
  grids: Map<string, readonly GridSlot[]>;
}

export interface GridSlot extends Slot {
  /** Minutes since the clinic-local midnight. */
  start: number;
}

const derivedByRows = new WeakMap<readonly WeeklyHours[], WeakMap<readonly DatedHours[], Derived>>();

function derivedOf(data: HoursData): Derived {
  let byExceptions = derivedByRows.get(data.weekly);
  if (!byExceptions) {
    byExceptions = new WeakMap();
    derivedByRows.set(data.weekly, byExceptions);
  }
  let derived = byExceptions.get(data.exceptions);
  if (!derived) {
    const index = new Map<string, (WeeklyHours | DatedHours)[]>();
    const add = (key: string, row: WeeklyHours | DatedHours) => {
      const rows = index.get(key);
      if (rows) rows.push(row);
      else index.set(key, [row]);
    };
    for (const row of data.weekly) add(`w|${row.doctorId}|${row.weekday}`, row);
    for (const row of data.exceptions) add(`e|${row.doctorId}|${row.date}`, row);
    derived = { index, grids: new Map() };
    byExceptions.set(data.exceptions, derived);
  }
  return derived;
}

/** The intervals a doctor works on a date in this clinic, before days off and bookings. */
function intervalsOn(index: Derived['index'], doctorId: number, date: string): readonly HoursInterval[] {
  const exceptions = index.get(`e|${doctorId}|${date}`);
  if (exceptions) return exceptions;
  return ((index.get(`w|${doctorId}|${isoWeekday(date)}`) ?? []) as WeeklyHours[]).filter(
    (row) =>
      (row.validFrom === null || row.validFrom <= date) &&
      (row.validUntil === null || date <= row.validUntil),
  );
}

/**
 * Every slot start of the doctor's day in the clinic, ascending, before days off, the clock and bookings
 * (a later interval never repeats a time).
 */
function gridOn(data: HoursData, doctorId: number, date: string): readonly GridSlot[] {
  const derived = derivedOf(data);
  const key = dayKey(doctorId, date);
  let grid = derived.grids.get(key);
  if (!grid) {
    const slots = new Map<string, GridSlot>();
    for (const interval of intervalsOn(derived.index, doctorId, date)) {
      for (
        let start = interval.startMinute;
        start + interval.slotMinutes <= interval.endMinute;
        start += interval.slotMinutes
      ) {
        const time = minutesToTime(start);
        if (!slots.has(time)) slots.set(time, { time, minutes: interval.slotMinutes, start });
      }
    }
    grid = [...slots.values()].sort((a, b) => a.start - b.start);
    derived.grids.set(key, grid);
  }
  return grid;
}

/** The doctor-days (`${doctorId}|${date}`) with a held time: a day with none skips the per-slot lookups. */
const busyDaysBySet = new WeakMap<ReadonlySet<string>, Set<string>>();

function busyDaysOf(busy: ReadonlySet<string>): Set<string> {
  let days = busyDaysBySet.get(busy);
  if (!days) {
    days = new Set([...busy].map((key) => key.slice(0, key.lastIndexOf('|'))));
    busyDaysBySet.set(busy, days);
  }
  return days;
}

/**
 * Calls `visit` with each slot of the doctor's day that starts after the clinic-local now, ascending,
 * and whether it is free (else an appointment or a waitlist hold has it).
 */
export function eachUpcomingSlot(
  data: ScheduleData,
  doctorId: number,
  date: string,
  now: LocalMoment,
  visit: (slot: GridSlot, free: boolean) => void,
): void {
  const day = dayKey(doctorId, date);
  if (date < now.date || data.daysOff.has(day)) return;
  const today = date === now.date;
  const anyBusy = busyDaysOf(data.busy).has(day);
  const spans = anyBusy ? data.busySpans?.get(day) : undefined;
  for (const slot of gridOn(data, doctorId, date)) {
    if (today && slot.start <= now.minutes) continue;
    const taken = anyBusy && (data.busy.has(slotKey(doctorId, date, slot.time)) || overlaps(spans, slot));
    visit(slot, !taken);
  }
}

const overlaps = (spans: readonly Span[] | undefined, slot: GridSlot) =>
  spans?.some(([start, end]) => start < slot.start + slot.minutes && slot.start < end) ?? false;

/** Calls `visit` with each free slot of the doctor's day, ascending. */
function eachFreeSlot(
  data: ScheduleData,
  doctorId: number,
  date: string,
  now: LocalMoment,
  visit: (slot: GridSlot) => void,
): void {
  eachUpcomingSlot(data, doctorId, date, now, (slot, free) => {
    if (free) visit(slot);
  });
}

/** The doctor's free slot starts on a date, ascending. */
export function freeSlots(data: ScheduleData, doctorId: number, date: string, now: LocalMoment): Slot[] {
  const free: Slot[] = [];
  eachFreeSlot(data, doctorId, date, now, (slot) => free.push({ time: slot.time, minutes: slot.minutes }));
  return free;
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
      eachFreeSlot(data, doctorId, date, now, (slot) => {
        const doctors = points.get(slot.time);
        if (doctors) doctors.push(doctorId);
        else points.set(slot.time, [doctorId]);
      });
    }
    const times = [...points.keys()].sort();
    const recordingPoints: Record<string, number[]> = {};
    for (const time of times) recordingPoints[time] = points.get(time) ?? [];
    return { date, recordingPoints };
  });
}
