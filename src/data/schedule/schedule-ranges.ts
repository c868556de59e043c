/**
 * The `schedule_ranges` collection: one document per fetched schedule range
 * (POST /clinics/{clinicId}/doctors-schedule: up to 4 days from a date, for some doctors and maybe a
 * service). The wire's `recordingPoints` map ("HH:mm" → doctor ids) is stored as a list of points,
 * because an RxDB schema names its properties. Kept a short while (../sync/ttl.ts `schedule`): free
 * times change as other patients book.
 *
 * Invariant: `id` is the range's resource key (`scheduleKey`), so bookkeeping and rows share a name.
 */
import type { MigrationStrategies, RxCollection, RxJsonSchema } from 'rxdb/plugins/core';
import type { ScheduleDay } from '../../api/booking';
import { type ScheduleQuery, normaliseDoctorIds, scheduleKey } from '../../domain/schedule-key';

export { scheduleKey };

export interface ScheduleRangeParams extends ScheduleQuery {
  /** Sorted ascending; empty: every doctor of the clinic who may be booked. */
  doctorIds: number[];
}

interface StoredPoint {
  time: string;
  doctorIds: number[];
}
interface StoredDay {
  date: string;
  points: StoredPoint[];
}
export interface ScheduleRangeDoc {
  id: string;
  clinicId: number;
  days: StoredDay[];
}
export type ScheduleRangeCollection = RxCollection<ScheduleRangeDoc>;

const ids = { type: 'array', items: { type: 'integer', minimum: 1 } } as const;

export const scheduleRangeSchema: RxJsonSchema<ScheduleRangeDoc> = {
  title: 'schedule range',
  version: 0,
  primaryKey: 'id',
  type: 'object',
  properties: {
    id: { type: 'string', maxLength: 2000 },
    clinicId: { type: 'integer', minimum: 1, maximum: 2_147_483_647, multipleOf: 1 },
    days: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          date: { type: 'string' },
          points: {
            type: 'array',
            items: {
              type: 'object',
              properties: { time: { type: 'string' }, doctorIds: ids },
              required: ['time', 'doctorIds'],
            },
          },
        },
        required: ['date', 'points'],
      },
    },
  },
  required: ['id', 'clinicId', 'days'],
  indexes: ['clinicId'],
  additionalProperties: false,
};

export const scheduleRangeMigrations: MigrationStrategies = {};

export const scheduleRangesCollection = {
  schema: scheduleRangeSchema,
  migrationStrategies: scheduleRangeMigrations,
} as const;

/** One name for equal requests: doctor ids sorted and de-duplicated. */
export function normaliseScheduleParams(params: ScheduleRangeParams): ScheduleRangeParams {
  return { ...params, doctorIds: normaliseDoctorIds(params.doctorIds) };
}

export function toScheduleRangeDoc(params: ScheduleRangeParams, days: ScheduleDay[]): ScheduleRangeDoc {
  return {
    id: scheduleKey(params),
    clinicId: params.clinicId,
    days: days.map((day) => ({
      date: day.date,
      points: Object.entries(day.recordingPoints)
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([time, doctorIds]) => ({ time, doctorIds: [...doctorIds] })),
    })),
  };
}

export function toScheduleDays(doc: Pick<ScheduleRangeDoc, 'days'>): ScheduleDay[] {
  return doc.days.map((day) => ({
    date: day.date,
    recordingPoints: Object.fromEntries(day.points.map((point) => [point.time, [...point.doctorIds]])),
  }));
}

/**
 * A range with one doctor's time taken away (a booking made here): the doctor leaves that point, and a
 * point with nobody left goes. Null when the range did not offer it (nothing to write).
 */
export function withoutTakenTime(
  doc: Pick<ScheduleRangeDoc, 'days'>,
  taken: { date: string; time: string; doctorId: number },
): StoredDay[] | null {
  let changed = false;
  const days = doc.days.map((day) => {
    if (day.date !== taken.date) return day;
    const points = day.points.flatMap((point) => {
      if (point.time !== taken.time || !point.doctorIds.includes(taken.doctorId)) return [point];
      changed = true;
      const doctorIds = point.doctorIds.filter((id) => id !== taken.doctorId);
      return doctorIds.length > 0 ? [{ time: point.time, doctorIds }] : [];
    });
    return { date: day.date, points };
  });
  return changed ? days : null;
}
