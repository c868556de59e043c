/** The schedule views the worker offers, merged into `Views` (../view-types.ts). Plain JSON only. */
import type { ScheduleDay } from '../../api/booking';
import type { ScheduleRangeParams } from './schedule-ranges';

export type { ScheduleRangeParams };

export interface ScheduleViews {
  /** Up to 4 days of free times from `date`; fewer than 4 means nothing later can be booked. */
  schedule: { params: ScheduleRangeParams; data: ScheduleDay[] };
}
