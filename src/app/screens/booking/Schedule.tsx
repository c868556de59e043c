/**
 * The schedule panel of the doctor page and the service screen: pages through ranges of 4 days (a stack
 * of start dates from the clinic's today), shows them in the widget and hands a picked time on. The
 * range on screen is the worker's `schedule` view, so a time booked in another tab leaves it too.
 */
import { Button } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from '../../i18n';
import {
  canGoNext,
  canGoPrevious,
  currentStart,
  nextPage,
  previousPage,
  startPaging,
} from '../../../domain/schedule-grid';
import { clinicToday } from '../../../domain/time-zone';
import { useSchedule } from '../../live/booking';
import { useDoctors } from '../../live/browsing';
import { useRefresh } from '../../live/clinics';
import { useClinicTimeZone } from '../../live/use-clinic-time-zone';
import { type PickedTime, ScheduleWidget } from './ScheduleWidget';
import './strings';

export interface ScheduleProps {
  clinicId: number;
  /** The doctors to show; empty: every doctor of the clinic who may be booked (the service's). */
  doctorIds: readonly number[];
  /** The service being booked; null when booking a doctor directly. */
  entryTypeId: number | null;
  onPick(time: PickedTime): void;
  /** Told the first day of the range on screen (to fetch it again after a booking). */
  onRangeChange?(date: string): void;
}

export function Schedule({ clinicId, doctorIds, entryTypeId, onPick, onRangeChange }: ScheduleProps) {
  const { t } = useTranslation();
  const timeZone = useClinicTimeZone();
  const [today] = useState(() => clinicToday(new Date(), timeZone));
  const [paging, setPaging] = useState(() => startPaging(today));
  const refresh = useRefresh();
  const params = { clinicId, doctorIds: [...doctorIds], entryTypeId, date: currentStart(paging) };
  const view = useSchedule(params);
  useEffect(() => onRangeChange?.(params.date), [onRangeChange, params.date]);
  const days = view.data;
  // The doctors list is kept by the worker for days; a time's label names whom it is with.
  const doctors = useDoctors().data;
  const doctorNames = useCallback(
    (ids: readonly number[]) =>
      (doctors ?? [])
        .filter((doctor) => ids.includes(doctor.id))
        .map((doctor) => doctor.fullName)
        .join(', '),
    [doctors],
  );

  if (days === null && view.lastError !== null && !view.refreshing)
    return (
      <div role="alert">
        <p>{t('booking.schedule.loadFailed')}</p>
        <Button onClick={() => void refresh('schedule', params)}>{t('booking.schedule.retry')}</Button>
      </div>
    );
  return (
    <ScheduleWidget
      days={days}
      today={today}
      loading={view.refreshing}
      canPrevious={canGoPrevious(paging, view.refreshing)}
      canNext={canGoNext(days, view.refreshing)}
      onPrevious={() => setPaging(previousPage)}
      onNext={() => days && setPaging((current) => nextPage(current, days))}
      onPick={onPick}
      doctorNames={doctorNames}
    />
  );
}
