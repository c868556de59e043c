/**
 * The schedule panel with booking: the range of free times (Schedule) and, for a picked time, the
 * create-appointment dialog, loaded on the first pick. After either outcome the range on screen is fetched again (its
 * times may have changed); a time booked here has already left every tab's stored ranges (src/data/booking).
 */
import { lazy, Suspense, useCallback, useState } from 'react';
import { useRefresh } from '../../live/clinics';
import { Schedule, type ScheduleProps } from './Schedule';
import type { PickedTime } from './ScheduleWidget';
import type { BookingTarget } from './use-booking';
import { doctorIdsFromKey, doctorIdsKey } from '../../../domain/schedule-key';

// Loaded when a time is picked: the dialog (its form, menu and error list) is nothing the schedule
// shows before that, and it would otherwise cost every doctor and service page its download and compile.
const CreateAppointmentDialog = lazy(() =>
  import('./CreateAppointmentDialog').then((module) => ({ default: module.CreateAppointmentDialog })),
);

export interface BookingScheduleProps extends Omit<ScheduleProps, 'onPick' | 'onRangeChange'> {
  /** Whom and what a picked time books (the doctors free then, the service's title). */
  namesFor(doctorIds: readonly number[]): string[];
}

export default function BookingSchedule({ namesFor, ...schedule }: BookingScheduleProps) {
  const [picked, setPicked] = useState<{ target: BookingTarget; names: string[] } | null>(null);
  const [range, setRange] = useState<string | null>(null);
  const refresh = useRefresh();
  const { clinicId, entryTypeId } = schedule;
  const doctors = doctorIdsKey(schedule.doctorIds);

  const onPick = (time: PickedTime) =>
    setPicked({
      target: { clinicId, entryTypeId, doctorIds: time.doctorIds, date: time.date, time: time.time },
      names: namesFor(time.doctorIds),
    });
  const onOutcome = useCallback(() => {
    if (range === null) return;
    const doctorIds = doctorIdsFromKey(doctors);
    void refresh('schedule', { clinicId, entryTypeId, doctorIds, date: range });
  }, [refresh, clinicId, entryTypeId, doctors, range]);

  return (
    <>
      <Schedule {...schedule} onPick={onPick} onRangeChange={setRange} />
      {picked && (
        <Suspense fallback={null}>
          <CreateAppointmentDialog
            target={picked.target}
            names={picked.names}
            onClose={() => setPicked(null)}
            onOutcome={onOutcome}
          />
        </Suspense>
      )}
    </>
  );
}
