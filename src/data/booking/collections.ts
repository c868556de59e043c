/** The booking collections, added to the worker's database by ../database.ts. */
import { type ScheduleRangeCollection, scheduleRangesCollection } from './schedule-ranges';

export interface BookingCollections {
  schedule_ranges: ScheduleRangeCollection;
}

export const bookingCollections = { schedule_ranges: scheduleRangesCollection } as const;
