/** The schedule's collections, added to the worker's database by ../database.ts. */
import { type ScheduleRangeCollection, scheduleRangesCollection } from './schedule-ranges';

export interface ScheduleCollections {
  schedule_ranges: ScheduleRangeCollection;
}

export const scheduleCollections = { schedule_ranges: scheduleRangesCollection } as const;
