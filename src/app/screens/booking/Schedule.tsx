/**
 * The schedule panel of the doctor page and the service screen: pages through ranges of 4 days (a stack
 * of start dates from the clinic's today), shows them in the widget and hands a picked time on. The
 * range on screen is the worker's `schedule` view, so a time booked in another tab leaves it too.
 * When the network fails the last seen free times stay on screen, marked as possibly out of date, and
 * cannot be picked (the reason is shown and read with each time).
 */
import { Button } from '@fluentui/react-components';
import type { ScheduleDay } from '../../../api/booking';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { Result, ScheduleRangeParams } from '../../../data';
import { useTranslation } from '../../i18n';
import {
  canGoNext,
  canGoPrevious,
  currentStart,
  nextPage,
  previousPage,
  startPaging,
} from '../../../domain/schedule-grid';
import { useSchedule } from '../../live/booking';
import { useDoctors } from '../../live/browsing';
import { useRefresh } from '../../live/clinics';
import { useNetworkFailure, useNetworkReachable } from '../../live/network';
import { dataAgeLine } from '../../common/load-state/data-age';
import { formatAge } from '../../../domain/data-age';
import { useClinicToday } from '../../live/use-clinic-time-zone';
import { type PickedTime, ScheduleWidget } from './ScheduleWidget';
import './booking-strings';

export interface ScheduleProps {
  clinicId: number;
  /** The doctors to show; empty: every doctor of the clinic who may be booked (the service's). */
  doctorIds: readonly number[];
  /** The service being booked; null when booking a doctor directly. */
  serviceId: number | null;
  /** A later day to open at (a link to a doctor at a day); absent or not later: today. */
  openAt?: string | null;
  onPick(time: PickedTime): void;
  /** Told the first day of the range on screen (to fetch it again after a booking). */
  onRangeChange?(date: string): void;
  /** Told the days on screen and the clinic's today (the waitlist's offer reads them). */
  onDays?(days: readonly ScheduleDay[] | null, today: string): void;
  /**
   * The range's free times as this caller alone may see them (a move of their own visit frees its
   * span), asked for each range and shown over the shared view's; absent: the shared view alone.
   */
  ownTimes?(range: ScheduleRangeParams): Promise<Result<ScheduleDay[]>>;
}

export function Schedule({
  clinicId,
  doctorIds,
  serviceId,
  openAt = null,
  onPick,
  onRangeChange,
  onDays,
  ownTimes,
}: ScheduleProps) {
  const { t, i18n } = useTranslation();
  const today = useClinicToday();
  const [paging, setPaging] = useState(() => startPaging(today, openAt));
  // The day turned with the schedule open: its first range starts at the new today, not a past day.
  useEffect(() => {
    setPaging((shown) => (shown.stack[0]! < today ? startPaging(today, openAt) : shown));
  }, [today, openAt]);
  const refresh = useRefresh();
  const params = { clinicId, doctorIds: [...doctorIds], serviceId, date: currentStart(paging) };
  const view = useSchedule(params);
  useEffect(() => onRangeChange?.(params.date), [onRangeChange, params.date]);
  const own = useOwnTimes(ownTimes, params, view.updatedAt, view.data);
  const days = own ?? view.data;
  const line = dataAgeLine(view, useNetworkReachable(), useNetworkFailure());
  // Free times shown from this device may be gone: booking waits for the network.
  const stale =
    (line === 'offline' || line === 'server') && view.updatedAt !== null
      ? t(line === 'offline' ? 'booking.schedule.offline' : 'booking.schedule.serverDown', {
          age: formatAge(view.updatedAt, Date.now(), i18n.language),
        })
      : null;
  useEffect(() => onDays?.(days, today), [onDays, days, today]);
  // The clinic's doctors, kept by the worker for days; a time's label names whom it is with.
  const doctors = useDoctors(clinicId).data;
  // Kept on the doctors' names, not on the list: a list of the same names (a doctor's other details
  // changed) must not render the grid again.
  const namesKey = useMemo(
    () => (doctors ?? []).map((doctor) => `${doctor.id}\t${doctor.fullName}`).join('\n'),
    [doctors],
  );
  const doctorNames = useMemo(() => {
    const names = namesKey === '' ? [] : namesKey.split('\n').map((line) => line.split('\t'));
    return (ids: readonly number[]) =>
      names
        .filter(([id]) => ids.includes(Number(id)))
        .map(([, name]) => name)
        .join(', ');
  }, [namesKey]);

  const failed = days === null && view.lastError !== null && !view.refreshing;
  return (
    <ScheduleWidget
      failure={
        failed && (
          <div role="alert">
            <p>
              {t(
                view.lastError === 'offline'
                  ? 'booking.schedule.loadFailedOffline'
                  : 'booking.schedule.loadFailed',
              )}
            </p>
            <Button onClick={() => void refresh('schedule', params)}>{t('booking.schedule.retry')}</Button>
          </div>
        )
      }
      days={days}
      today={today}
      loading={view.refreshing}
      canPrevious={canGoPrevious(paging, view.refreshing)}
      canNext={canGoNext(days, view.refreshing)}
      onPrevious={() => setPaging(previousPage)}
      onNext={() => days && setPaging((current) => nextPage(current, days))}
      onPick={onPick}
      closedBecause={stale}
      doctorNames={doctorNames}
    />
  );
}

/**
 * The caller's own free times for the range on screen, asked again whenever the shared view is fetched
 * again (a refusal refreshes it) or its stored times change without a fetch (a booking in another tab
 * takes its time out of them at once), so they are never older than it; null until they come, when they
 * fail (offline: the shared view's last times stay) and without `ownTimes`.
 */
function useOwnTimes(
  ownTimes: ScheduleProps['ownTimes'],
  range: ScheduleRangeParams,
  updatedAt: number | null,
  shared: readonly ScheduleDay[] | null | undefined,
): ScheduleDay[] | null {
  const [own, setOwn] = useState<{ date: string; days: ScheduleDay[] } | null>(null);
  // The latest function and range, without asking again each time a parent renders a new arrow.
  const latest = useRef({ ownTimes, range });
  latest.current = { ownTimes, range };
  const asking = ownTimes !== undefined;
  // By content: a state shown while the view's key changes is a new object each render.
  const sharedTimes = asking ? JSON.stringify(shared ?? null) : '';
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new range, a fetch of the shared view or a change of its times is the trigger, not a value read.
  useEffect(() => {
    const { ownTimes: ask, range: asked } = latest.current;
    if (!ask) return;
    let current = true;
    void ask(asked).then((result) => {
      if (current && result.ok) setOwn({ date: asked.date, days: result.value });
    });
    return () => {
      current = false;
    };
  }, [asking, range.date, updatedAt, sharedTimes]);
  return own?.date === range.date ? own.days : null;
}
