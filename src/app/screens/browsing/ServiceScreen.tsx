/**
 * The service screen: title, price with the currency's position, an information link
 * that opens the description in a dialog (600 px; Fluent's Dialog traps focus and gives it back to the
 * link on close), the specialists link — one doctor's page, or the doctors list filtered by the ids —
 * and the place of the 4-day schedule (the booking issue fills it). An unknown service steps back.
 */
import { tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { Suspense } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import type { Clinic } from '../../../api/clinics';
import { parseId } from '../../../domain/route-params';
import { serviceSpecialists } from '../../../domain/browsing-doctors';
import { useDoctors, useService } from '../../live/browsing';
import { useRefresh } from '../../live/clinics';
import { lazyPart } from '../../routes/lazy-part';
import type { ScreenProps } from '../../routes/screen-props';
import { useCardClass } from '../../common/card';
import { DataAge } from '../../common/load-state/DataAge';
import { NoDataYet } from '../../common/load-state/NoDataYet';
import { StepBackOnce } from '../../common/StepBackOnce';
import { ClinicRoute } from './ClinicRoute';
import { DescriptionDialog } from './DescriptionDialog';
import { specialistsPath } from './paths';
import { useListStyles } from '../../common/list-styles';
import { usePrice } from './use-price';
import { warmClinicTimeZone, warmPriceFormat } from '../../live/warm-ups';
import { specialistsLinkKey } from './browsing-strings';

const BookingSchedule = lazyPart(() => import('../booking/BookingSchedule'));

/**
 * The schedule is in the screen's first render (the router loads it with the screen): with the free
 * times the page brought, the first commit has the grid at its full height, and nothing below it moves.
 */
export const preloadParts = () => BookingSchedule.preload();
/** The free times are read in the clinic's zone; the service shows its price. */
export const warmUps = [warmClinicTimeZone, warmPriceFormat];
/** The service's schedule covers every doctor of the clinic who provides it (the server picks them). */
const NO_DOCTORS: readonly number[] = Object.freeze([]);

const useStyles = makeStyles({
  price: { fontSize: theme.fontSizeBase500, fontWeight: theme.fontWeightSemibold },
  schedule: { marginTop: '16px', minHeight: '48px' },
});

function ServiceDetails({ clinic, serviceId }: { clinic: Clinic; serviceId: number }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const card = useCardClass('page');
  const shared = useListStyles();
  const price = usePrice();
  const view = useService(clinic.id, serviceId);
  const doctors = useDoctors(clinic.id).data;
  const doctorNames = (ids: readonly number[]) =>
    ids.flatMap((id) => doctors?.find((doctor) => doctor.id === id)?.fullName ?? []);
  const refresh = useRefresh();
  const again = () => refresh('service', { clinicId: clinic.id, serviceId });
  const service = view.data;
  if (service === null) {
    // A service the server does not know (404) steps back: nothing to show.
    if (view.updatedAt !== null && !view.refreshing) return <StepBackOnce />;
    return (
      <NoDataYet error={view.lastError} refresh={again} subject="service" testId="refresh-service" rows={2} />
    );
  }
  // Only the doctors the clinic's list shows, and none before that list is known: the link, its count
  // and the list it opens must agree.
  const doctorIds =
    clinic.doctorsAvailable && doctors ? serviceSpecialists(service.doctorIds, doctors, clinic) : [];
  return (
    <>
      <article className={card} aria-labelledby="service-heading" data-testid="service-card">
        <h1 id="service-heading" className={shared.heading}>
          {service.title}
        </h1>
        <span className={styles.price} data-testid="service-price">
          {price(service.price)}
        </span>
        {service.informationAboutService && (
          <DescriptionDialog
            label={t('browsing.service.about')}
            title={service.title}
            text={service.informationAboutService}
            testId="service-about"
          />
        )}
        {doctorIds.length > 0 && (
          <RouterLink to={specialistsPath(clinic.id, doctorIds)} data-testid="service-specialists">
            {t(specialistsLinkKey(doctorIds.length))}
          </RouterLink>
        )}
      </article>
      <section
        className={styles.schedule}
        aria-label={t('browsing.service.schedule')}
        data-testid="service-schedule"
      >
        <Suspense fallback={null}>
          <BookingSchedule
            clinicId={clinic.id}
            doctorIds={NO_DOCTORS}
            serviceId={service.id}
            namesFor={(ids) => [service.title, ...doctorNames(ids)]}
          />
        </Suspense>
      </section>
      <DataAge view={view} refresh={again} subject="service" testId="refresh-service" />
    </>
  );
}

export default function ServiceScreen({ match }: ScreenProps) {
  const serviceId = parseId(match.params.serviceId);
  return (
    <ClinicRoute match={match} skeletonRows={2}>
      {(clinic) =>
        serviceId === null ? <StepBackOnce /> : <ServiceDetails clinic={clinic} serviceId={serviceId} />
      }
    </ClinicRoute>
  );
}
