/**
 * A clinic's menu: clinic information, choose a specialist, a service or a
 * specialty, each only when available, with pluralised counts. An unknown clinic goes to the start
 * page; the return button shows only when the network has more than one clinic.
 */
import { tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import type { ReactElement } from 'react';
import { useTranslation } from '../../i18n';
import { Navigate, Link as RouterLink } from 'react-router-dom';
import { parseId } from '../../../domain/route-params';
import { pathFor } from '../../../domain/routes';
import { rootPath } from '../../../domain/step-back';
import { shownDoctors } from '../../../domain/browsing-doctors';
import { useDoctors } from '../../live/browsing';
import type { UseViewOptions } from '../../live/use-view';
import { useClinic } from '../../live/clinic';
import type { ScreenProps } from '../../routes/screen-props';
import { ChevronIcon, ClinicIcon, DoctorsIcon, ServicesIcon, SpecialtiesIcon } from '../../shell/icons';
import { useListStyles } from '../../common/list-styles';
import { type ClinicMenuItem, type MenuCounts, clinicMenuItems } from '../../../domain/clinic-menu-items';
import { ClinicsNotYet } from '../../common/load-state/ClinicsNotYet';
import { ClinicsFailing } from '../../common/load-state/ClinicsFailing';

const ICONS: Record<ClinicMenuItem['id'], ReactElement> = {
  information: <ClinicIcon />,
  specialists: <DoctorsIcon />,
  services: <ServicesIcon />,
  specialties: <SpecialtiesIcon />,
};

const useStyles = makeStyles({
  link: {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    padding: '14px 16px',
    borderRadius: theme.borderRadiusLarge,
    backgroundColor: theme.colorNeutralBackground1,
    boxShadow: theme.shadow2,
    color: 'inherit',
    textDecoration: 'none',
    ':hover': { backgroundColor: theme.colorNeutralBackground1Hover },
    ':focus-visible': { outline: `2px solid ${theme.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  icon: { display: 'flex', color: 'var(--priyom-primary)', fontSize: '24px' },
  texts: { flexGrow: 1, display: 'grid', gap: '2px' },
  label: { fontWeight: theme.fontWeightSemibold },
  count: { color: theme.colorNeutralForeground3, fontSize: theme.fontSizeBase200 },
  chevron: { color: theme.colorNeutralForeground3 },
});

/** The counts are extras: without the doctors view the clinic's own counts show, never an error. */
const COUNTS_VIEW = Object.freeze({ onFailure: 'empty' }) as UseViewOptions;

export default function ClinicMenu({ match }: ScreenProps) {
  const { t } = useTranslation();
  const list = useListStyles();
  const styles = useStyles();
  const clinicId = parseId(match.params.clinicId);
  const { clinic, view } = useClinic(clinicId);
  // The return button only in a network of clinics: the route's own header (state/header.ts
  // routeHeader), set by no effect.
  // The doctors list (kept 3 days) gives the counts the next screens will show; it also has it stored
  // for them, and for offline use, before the visitor taps.
  const doctors = useDoctors(clinicId, COUNTS_VIEW).data;

  if (!clinic) {
    if (view.data === null) return <ClinicsNotYet error={view.lastError} rows={3} />;
    // The root event: with a single clinic that is its menu, else the start page.
    return <Navigate to={rootPath(view.data.map((item) => item.id))} replace />;
  }
  const clinicParam = String(clinic.id);
  const counts: MenuCounts = {};
  if (doctors !== null) {
    const shown = shownDoctors(doctors, clinic);
    counts.doctors = shown.length;
    counts.specialties = new Set(shown.flatMap((doctor) => doctor.specialties.map((item) => item.id))).size;
  }
  return (
    <nav aria-labelledby="clinic-menu-heading">
      <h1 id="clinic-menu-heading" className={list.heading}>
        {clinic.title}
      </h1>
      <ul className={list.list}>
        {clinicMenuItems(clinic, counts).map((item) => (
          <li key={item.id}>
            <RouterLink
              className={styles.link}
              to={pathFor(item.route, { clinicId: clinicParam })}
              data-testid={`clinic-menu-${item.id}`}
            >
              <span className={styles.icon} aria-hidden="true">
                {ICONS[item.id]}
              </span>
              <span className={styles.texts}>
                <span className={styles.label}>{t(`clinicMenu.${item.id}`)}</span>
                {item.count && (
                  <span className={styles.count}>{t(item.count.key, { count: item.count.value })}</span>
                )}
              </span>
              <ChevronIcon className={styles.chevron} aria-hidden />
            </RouterLink>
          </li>
        ))}
      </ul>
      <ClinicsFailing />
    </nav>
  );
}
