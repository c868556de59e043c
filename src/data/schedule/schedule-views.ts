/**
 * The schedule views, merged into the worker's views by ../composed-views.ts: one resource per schedule
 * range (clinic, service, doctors, first day), kept for a short while (../sync/ttl.ts `schedule`).
 * `takeTime` removes a time booked through this worker from every stored range of that clinic, so it
 * disappears from every tab's schedule at once, before the ranges are fetched again.
 */
import { map } from 'rxjs/operators';
import { type ScheduleDay, getDoctorsSchedule } from '../../api/booking';
import type { PriyomDatabase } from '../database';
import { type Resource, lifetimeMs } from '../sync/ttl';
import { createResourceCache } from '../sync/resource-cache';
import type { ViewDeps, ViewDefs } from '../sync/view-kit';
import {
  type ScheduleRangeParams,
  normaliseScheduleParams,
  scheduleKey,
  toScheduleDays,
  toScheduleRangeDoc,
  withoutTakenTime,
} from './schedule-ranges';
import type { ScheduleViews } from './view-types';

export function createScheduleViews(deps: ViewDeps): ViewDefs<ScheduleViews> {
  const { db, api } = deps;
  const cache = createResourceCache();

  const scheduleResource = (params: ScheduleRangeParams): Resource<ScheduleDay[]> => {
    const normal = normaliseScheduleParams(params);
    const key = scheduleKey(normal);
    return cache(key, () => ({
      key,
      lifetimeMs: lifetimeMs('schedule'),
      // The answer is the range's days themselves (a bare array).
      fetch: () =>
        api.call(getDoctorsSchedule, {
          params: { clinicId: normal.clinicId },
          payload: { doctorIds: normal.doctorIds, entryTypeId: normal.serviceId, date: normal.date },
        }),
      async store(days) {
        await db.schedule_ranges.upsert(toScheduleRangeDoc(normal, days));
      },
    }));
  };

  return {
    schedule: {
      resource: scheduleResource,
      data$: (params) =>
        db.schedule_ranges
          .findOne(scheduleKey(params))
          .$.pipe(map((doc) => (doc ? toScheduleDays(doc.toMutableJSON()) : null))),
    },
  };
}

/** Removes a booked time from every stored range of the clinic (every tab's schedule follows). */
export async function takeTime(
  db: PriyomDatabase,
  taken: { clinicId: number; date: string; time: string; doctorId: number },
): Promise<void> {
  const ranges = await db.schedule_ranges.find({ selector: { clinicId: taken.clinicId } }).exec();
  for (const range of ranges) {
    const days = withoutTakenTime(range.toMutableJSON(), taken);
    if (days) await range.incrementalPatch({ days });
  }
}
