/** Hooks the booking screens use (house rule 4): the schedule of a range. */
import { useMemo } from 'react';
import type { ScheduleDay } from '../../api/booking';
import type { ScheduleRangeParams } from '../../data/booking/view-types';
import type { ViewState } from '../../data/view-types';
import { useView } from './use-view';

/** Up to 4 days of free times from `date` (kept 60 s; fewer than 4 days: nothing later). */
export function useSchedule(params: ScheduleRangeParams): ViewState<ScheduleDay[]> {
  const { clinicId, entryTypeId, date } = params;
  const doctors = params.doctorIds.join(',');
  return useView(
    'schedule',
    useMemo(
      () => ({
        clinicId,
        entryTypeId,
        date,
        doctorIds: doctors === '' ? [] : doctors.split(',').map(Number),
      }),
      [clinicId, entryTypeId, date, doctors],
    ),
  );
}
