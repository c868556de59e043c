/**
 * My appointments: an infinite-scroll list, newest
 * first (the next page loads within 1.5 viewport heights of the bottom), a skeleton of about limit/1.6
 * rows capped by the client's appointmentsCount, an empty message, the cancel dialog. It opens from
 * the device's database with the network off, with the data's age, like the clinics list.
 */
import { makeStyles } from '@griffel/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import type { Appointment } from '../../../api/appointments';
import { skeletonRows } from '../../../domain/browsing-lists';
import { clinicToday } from '../../../domain/time-zone';
import { useAppointments } from '../../live/appointments';
import { usePersonalData } from '../../live/session';
import type { ScreenProps } from '../../routes/screen-props';
import { useWindowInfiniteScroll } from '../../shell/use-window-infinite-scroll';
import { useClinicTimeZone } from '../../live/use-clinic-time-zone';
import { usePageSize } from '../../common/use-page-size';
import { LoadMoreButton } from '../../common/LoadMore';
import { DataAge } from '../../common/load-state/DataAge';
import { NoDataYet } from '../../common/load-state/NoDataYet';
import { AppointmentRow, useWhen } from './AppointmentRow';
import { CancelDialog } from './CancelDialog';
import WaitlistList from '../waitlist/WaitlistList';
import './appointments-strings';

const useStyles = makeStyles({
  heading: { margin: '4px 0 12px', fontSize: '20px', fontWeight: 600 },
  list: { listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: '8px' },
});

export default function AppointmentsScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const timeZone = useClinicTimeZone();
  const [today] = useState(() => clinicToday(new Date(), timeZone));
  const limit = usePageSize(false);
  const list = useAppointments(limit);
  const count = usePersonalData().data?.personalInformation.appointmentsCount;
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const when = useWhen();
  const { rows, allLoaded, loadMore } = list;

  useWindowInfiniteScroll(!allLoaded && rows !== null, rows, loadMore);

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
        <ul className={styles.list} data-testid="appointments-list">
          {rows.map((appointment) => (
            <AppointmentRow
              key={appointment.id}
              appointment={appointment}
              today={today}
              timeZone={timeZone}
              onCancel={() => setCancelling(appointment)}
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
        <CancelDialog
          appointment={cancelling}
          when={when(cancelling, today)}
          onClose={() => setCancelling(null)}
        />
      )}
    </section>
  );
}
