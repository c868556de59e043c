/**
 * The doctor page: surname, name with second name, specialties, an information dialog,
 * the avatar, and two panels — services (with search) and schedule. A doctor available only with the
 * service is recorded in the doctor-and-service context: the services panel shows first, and choosing a
 * service shows the schedule under a selected-service banner whose close button goes back to the
 * services. Otherwise the schedule shows directly. The context is set once per visit. The schedule
 * opens at today, or at a later day the page's `date` query names (src/domain/doctor-day.ts: the links
 * of the published free times).
 */
import { tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { Suspense, useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import type { Doctor, Service } from '../../../api/browsing';
import type { Clinic } from '../../../api/clinics';
import { clinicDoctors, doctorContext } from '../../../domain/browsing-doctors';
import { askedDay } from '../../../domain/doctor-day';
import { parseId } from '../../../domain/route-params';
import { useDoctors } from '../../live/browsing';
import { useRefresh } from '../../live/clinics';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyPart } from '../../routes/lazy-part';
import type { ScreenProps } from '../../routes/screen-props';
import { DataAge } from '../../common/load-state/DataAge';
import { NoDataYet } from '../../common/load-state/NoDataYet';
import { StepBackOnce } from '../../common/StepBackOnce';
import { ClinicRoute } from './ClinicRoute';
import { DescriptionDialog } from './DescriptionDialog';
import { DoctorAvatar } from './DoctorAvatar';
import { ServiceList } from './ServiceList';
import { useListStyles } from '../../common/list-styles';
import { whenIdle } from '../../tasks';
import { warmClinicTimeZone, warmPriceFormat } from '../../live/warm-ups';
import './browsing-strings';

const BookingSchedule = lazyPart(() => import('../booking/BookingSchedule'));
// The chosen service's banner shows only after a tap (a doctor booked only with a service): a chunk of
// its own, loaded when the page is idle there, so Fluent's MessageBar is not in every doctor page's load.
const SelectedService = lazyPart(() => import('./SelectedService'));

/**
 * The schedule is in the screen's first render (the router loads it with the screen): with the free
 * times the page brought, the first commit has the grid at its full height, and nothing below it moves.
 */
export const preloadParts = () => BookingSchedule.preload();
/** The free times are read in the clinic's zone and the services list shows prices. */
export const warmUps = [warmClinicTimeZone, warmPriceFormat];

/** The panels' numbers, as the specification numbers them (services 2, schedule 4). */
export const PANEL = { services: 2, schedule: 4 } as const;

const useStyles = makeStyles({
  card: {
    display: 'flex',
    gap: '16px',
    alignItems: 'center',
    padding: '16px',
    borderRadius: theme.borderRadiusLarge,
    backgroundColor: theme.colorNeutralBackground1,
    boxShadow: theme.shadow2,
    marginBottom: '16px',
  },
  names: { display: 'grid', gap: '4px', minWidth: 0 },
  surname: { margin: 0, fontSize: theme.fontSizeBase500, fontWeight: theme.fontWeightSemibold },
  panelHeading: { margin: '8px 0', fontSize: theme.fontSizeBase400, fontWeight: theme.fontWeightSemibold },
  // The services panel has a fixed height on wide screens (a long list scrolls inside it).
  servicesPanel: { '@media (min-width: 658px)': { maxHeight: '480px', overflowY: 'auto', padding: '2px' } },
  schedule: { minHeight: '48px' },
});

function DoctorCard({ doctor }: { doctor: Doctor }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const shared = useListStyles();
  return (
    <article className={styles.card} aria-labelledby="doctor-heading" data-testid="doctor-card">
      <DoctorAvatar doctor={doctor} size={96} />
      <div className={styles.names}>
        <h1 id="doctor-heading" className={styles.surname}>
          {doctor.surname}
          <span className={shared.sub} style={{ display: 'block', fontSize: 'inherit' }}>
            {[doctor.name, doctor.secondName].filter(Boolean).join(' ')}
          </span>
        </h1>
        <span className={shared.sub} data-testid="doctor-specialties">
          {doctor.specialties.map((specialty) => specialty.title).join(', ')}
        </span>
        {doctor.informationAboutDoctor && (
          <DescriptionDialog
            label={t('browsing.doctor.about')}
            title={doctor.fullName}
            text={doctor.informationAboutDoctor}
            testId="doctor-about"
          />
        )}
      </div>
    </article>
  );
}

function Panels({ doctor, clinic }: { doctor: Doctor; clinic: Clinic }) {
  const { t } = useTranslation();
  const styles = useStyles();
  // useLocation rather than useSearchParams: the latter's code would stay in the start page's bundle.
  const openAt = askedDay(useLocation().search);
  // The recording context is set once: a refresh of the doctor does not move the panels.
  const [context] = useState(() => doctorContext(doctor, clinic));
  const [selected, setSelected] = useState<Service | null>(null);
  // Until the schedule has told otherwise, its skeleton is up.
  const [scheduleSkeleton, setScheduleSkeleton] = useState(true);
  const panel = context === 'doctor-and-service' && selected === null ? PANEL.services : PANEL.schedule;
  useEffect(() => {
    if (context === 'doctor-and-service') whenIdle(() => void SelectedService.preload());
  }, [context]);
  const services = clinic.servicesAvailable && (
    <section
      aria-labelledby="doctor-services-heading"
      data-testid="doctor-services"
      data-panel={PANEL.services}
    >
      <h2 id="doctor-services-heading" className={styles.panelHeading}>
        {t('browsing.doctor.services')}
      </h2>
      <div className={styles.servicesPanel}>
        <ServiceList
          clinicId={clinic.id}
          categoryId={null}
          doctorId={doctor.id}
          listId={`doctor:${clinic.id}:${doctor.id}`}
          scroll="none"
          onPick={context === 'doctor-and-service' ? setSelected : undefined}
          // Under the schedule while its skeleton already says the page is loading: said once.
          quietSkeleton={context === 'doctor' && scheduleSkeleton}
          belowFirstScreen={context === 'doctor'}
        />
      </div>
    </section>
  );
  if (panel === PANEL.services) return services || null;
  return (
    <>
      {selected && (
        <LazyBoundary fallback={null}>
          <SelectedService title={selected.title} onClose={() => setSelected(null)} />
        </LazyBoundary>
      )}
      <section
        className={styles.schedule}
        aria-label={t('browsing.doctor.schedule')}
        data-testid="doctor-schedule"
        data-panel={PANEL.schedule}
      >
        <Suspense fallback={null}>
          <BookingSchedule
            clinicId={clinic.id}
            doctorIds={[doctor.id]}
            serviceId={selected?.id ?? null}
            openAt={openAt}
            namesFor={() => (selected ? [doctor.fullName, selected.title] : [doctor.fullName])}
            onSkeleton={setScheduleSkeleton}
          />
        </Suspense>
      </section>
      {context === 'doctor' && services}
    </>
  );
}

function DoctorPage({ clinic, doctorId }: { clinic: Clinic; doctorId: number }) {
  const view = useDoctors(clinic.id);
  const refresh = useRefresh();
  const again = () => refresh('doctors');
  const doctor = view.data && clinicDoctors(view.data, clinic, { doctorIds: [doctorId] })[0];
  // A doctor the list kept here lacks may be new (an import added them since it was read, and a link
  // leads to them): the list is asked for once more, and only its answer, or its failure, steps back.
  const [asked, setAsked] = useState<{ at: number; failed: boolean } | null>(null);
  const missing = view.data !== null && !doctor;
  useEffect(() => {
    if (!missing || asked) return;
    const at = Date.now();
    setAsked({ at, failed: false });
    void refresh('doctors').then((result) => {
      if (!result.ok) setAsked({ at, failed: true });
    });
  }, [missing, asked, refresh]);
  const answered = asked !== null && (asked.failed || (view.updatedAt ?? 0) >= asked.at);
  if (!doctor)
    return answered ? (
      // A doctor the clinic does not show (or no longer lists) is no page: one step back.
      <StepBackOnce />
    ) : (
      <NoDataYet
        error={view.data === null ? view.lastError : null}
        refresh={again}
        subject="doctor"
        testId="refresh-doctors"
        rows={2}
      />
    );
  return (
    <>
      <DoctorCard doctor={doctor} />
      <Panels key={doctor.id} doctor={doctor} clinic={clinic} />
      <DataAge view={view} refresh={again} subject="doctor" testId="refresh-doctors" />
    </>
  );
}

export default function DoctorScreen({ match }: ScreenProps) {
  const doctorId = parseId(match.params.doctorId);
  return (
    <ClinicRoute match={match} skeletonRows={2}>
      {(clinic) =>
        doctorId === null ? <StepBackOnce /> : <DoctorPage clinic={clinic} doctorId={doctorId} />
      }
    </ClinicRoute>
  );
}
