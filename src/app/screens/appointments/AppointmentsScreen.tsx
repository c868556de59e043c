/**
 * My appointments: an infinite-scroll list, newest
 * first (the next page loads within 1.5 viewport heights of the bottom), a skeleton of about limit/1.6
 * rows capped by the client's appointmentsCount, an empty message, the cancel dialog and the move dialog
 * (its own lazy chunk). It opens from
 * the device's database with the network off, with the data's age, like the clinics list.
 */
import { makeStyles } from '@griffel/react';
import { useCallback } from 'react';
import { useTranslation } from '../../i18n';
import type { Appointment } from '../../../api/appointments';
import { skeletonRows } from '../../../domain/browsing-lists';
import { localMomentOrDevice } from '../../../domain/time-zone';
import { appointmentCommands, watchAppointmentsEarly } from '../../live/appointments';
import { useNetworkReachable } from '../../live/network';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyNamed, lazyPart } from '../../routes/lazy-part';
import { showMessage } from '../../state/snackbars';
import '../../i18n/move-strings';
import { useAppointments } from '../../live/appointments';
import { usePersonalData } from '../../live/session';
import type { ScreenProps } from '../../routes/screen-props';
import { useWindowInfiniteScroll } from '../../shell/use-window-infinite-scroll';
import { useClinicTimeZone, useClinicToday } from '../../live/use-clinic-time-zone';
import { usePageSize, windowPageSize } from '../../common/use-page-size';
import { useRowsByScreenful } from '../../common/use-rows-by-screenful';
import { useCardListClass } from '../../common/card';
import { useClientBound } from '../../common/use-client-bound';
import { LoadMoreButton } from '../../common/LoadMore';
import { DataAge } from '../../common/load-state/DataAge';
import { NoDataYet } from '../../common/load-state/NoDataYet';
import { AppointmentRow, useWhen } from './AppointmentRow';
import { useFocusBackOnRow } from './focus-back-on-row';
import WaitlistList from '../waitlist/WaitlistList';
import './appointments-strings';

// Loaded when "Move" is pressed: the schedule and the dialog are nothing the list shows before that.
const MoveDialog = lazyPart(() => import('../booking/MoveDialog'));
// Loaded when "Cancel" is pressed: the dialog's modules (Fluent's Dialog and what it brings) were
// compiled and run before the list's first row showed, the list reopened offline included.
const CancelDialog = lazyNamed(() => import('./CancelDialog'), 'CancelDialog');

const useStyles = makeStyles({
  heading: { margin: '4px 0 12px', fontSize: '20px', fontWeight: 600 },
});

/** The shortest card (a past visit with no services) with the gap below it, in CSS pixels. */
const SHORTEST_ROW = 96;

/** The first page at the size the list asks for, requested as the chunk loads (../../routes/screens.ts). */
export const watchEarly = () => watchAppointmentsEarly(windowPageSize(false));

export default function AppointmentsScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const listClass = useCardListClass();
  const timeZone = useClinicTimeZone();
  const today = useClinicToday();
  const limit = usePageSize(false);
  const list = useAppointments(limit);
  const count = usePersonalData().data?.personalInformation.appointmentsCount;
  // Each dialog is for a visit of the client signed in when it opened: it closes if another is.
  const [cancelling, setCancelling] = useClientBound<Appointment>();
  const [moving, setMoving] = useClientBound<Appointment>();
  const reachable = useNetworkReachable();
  const moment = localMomentOrDevice(Date.now(), timeZone);
  const now = `${moment.date} ${moment.time}`;
  // A time cannot be held offline: the button says so rather than queue a move.
  const startMove = useCallback(
    (appointment: Appointment) =>
      reachable === false ? showMessage('move.needsNetwork') : setMoving(appointment),
    [reachable, setMoving],
  );
  const when = useWhen();
  const focusBack = useFocusBackOnRow();
  const { rows, allLoaded, loadMore } = list;
  const { shown, complete } = useRowsByScreenful(rows?.length ?? null, SHORTEST_ROW);

  useWindowInfiniteScroll(complete && !allLoaded && rows !== null, shown, loadMore);

  const skeleton = Math.max(1, Math.min(skeletonRows(limit), count ?? Number.POSITIVE_INFINITY));
  return (
    <section aria-labelledby="appointments-heading">
      <h1 id="appointments-heading" className={styles.heading}>
        {t('appointments.heading')}
      </h1>
      <WaitlistList />
      {rows === null ? (
        <NoDataYet
          error={list.first.refreshing ? null : list.first.lastError}
          refresh={list.refresh}
          subject="appointments"
          testId="refresh-appointments"
          rows={count === 0 ? 1 : skeleton}
        />
      ) : rows.length === 0 ? (
        <p data-testid="appointments-empty">{t('appointments.empty')}</p>
      ) : (
        <ul className={listClass} data-testid="appointments-list">
          {rows.slice(0, shown).map((appointment) => (
            <AppointmentRow
              key={appointment.id}
              appointment={appointment}
              today={today}
              now={now}
              timeZone={timeZone}
              onCancel={setCancelling}
              onMove={startMove}
            />
          ))}
        </ul>
      )}
      {rows !== null && !allLoaded && (
        <LoadMoreButton label={t('appointments.loadMore')} busy={list.loadingMore} onClick={loadMore} />
      )}
      {rows !== null && (
        <DataAge
          view={list.first}
          refresh={list.refresh}
          subject="appointments"
          testId="refresh-appointments"
        />
      )}
      {cancelling && (
        <LazyBoundary fallback={null}>
          <CancelDialog
            appointment={cancelling}
            when={when(cancelling, today)}
            onClose={() => {
              setCancelling(null);
              focusBack({ appointmentId: cancelling.id, control: 'appointment-cancel' });
            }}
          />
        </LazyBoundary>
      )}
      {moving && (
        <LazyBoundary fallback={null}>
          <MoveDialog
            target={{
              clinicId: moving.clinicId,
              doctorId: moving.doctorId,
              serviceId: moving.services[0]?.id ?? null,
              date: moving.date,
              time: moving.time,
            }}
            current={when(moving, today)}
            describe={(date, time) => when({ ...moving, date, time }, today)}
            move={(time) =>
              appointmentCommands.move({
                appointmentId: moving.id,
                clinicId: moving.clinicId,
                doctorId: moving.doctorId,
                ...time,
              })
            }
            ownTimes={(range) => appointmentCommands.moveSchedule({ ...range, appointmentId: moving.id })}
            onMoved={() => list.refresh()}
            onClose={() => {
              setMoving(null);
              focusBack({ appointmentId: moving.id, control: 'appointment-move' });
            }}
          />
        </LazyBoundary>
      )}
    </section>
  );
}
