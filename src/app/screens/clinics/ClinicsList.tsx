/**
 * The start page, the clinics list: every clinic with its logo, title, city and short
 * address, and an info button. With fewer than two clinics it goes straight to that clinic's menu.
 * The header's return button is hidden here.
 */
import { mergeClasses, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useTranslation } from '../../i18n';
import { Suspense, useCallback } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { Clinic } from '../../../api/clinics';
import { LOGO_SIZE, logotypePath } from '../../../api/logotype';
import { clinicPlace } from '../../../domain/clinic-place';
import { pathFor } from '../../../domain/routes';
import { DESKTOP_BREAKPOINT } from '../../../domain/shell-layout';
import { useClinics, useRefresh } from '../../live/clinics';
import { useLeaveOnce } from '../../routes/use-leave-once';
import { useConfiguration } from '../../live/use-configuration';
import { useListStyles } from '../../common/list-styles';
import { ClinicInfoButton } from './ClinicInfoButton';
import { LazyNoDataYet } from '../../common/lazy-load-states';
import { DataAge } from '../../common/load-state/DataAge';
import { RowsInChunks } from '../../common/RowsInChunks';

/** Logo size: 45 px on mobile, 42 px otherwise, as the specification sizes it. */
export const LOGO_PX_MOBILE = 45;
export const LOGO_PX = 42;

/** The shared list rows, with the start page's own sizes: boot.css draws the same boxes before React. */
const useStyles = makeStyles({
  heading: { margin: '4px 0 8px' },
  // A network of a hundred clinics is a hundred rows, each with its shadow, of which a phone shows a
  // handful: the rows out of sight are neither styled nor painted until they near the screen. The
  // reserved height is one row's (a logo and its padding), so the page is as long as the list.
  row: { contentVisibility: 'auto', containIntrinsicSize: `auto ${LOGO_PX_MOBILE + 20}px` },
  link: { padding: '10px 12px' },
  logo: {
    flexShrink: 0,
    width: `${LOGO_PX}px`,
    height: `${LOGO_PX}px`,
    objectFit: 'contain',
    borderRadius: theme.borderRadiusMedium,
    backgroundColor: theme.colorNeutralBackground3,
    [`@media (max-width: ${DESKTOP_BREAKPOINT}px)`]: {
      width: `${LOGO_PX_MOBILE}px`,
      height: `${LOGO_PX_MOBILE}px`,
    },
  },
  texts: { flexGrow: 0 },
});

function ClinicRow({ clinic, apiBase, country }: { clinic: Clinic; apiBase: string; country?: string }) {
  const list = useListStyles();
  const styles = useStyles();
  const logotype = clinic.logotypes[LOGO_SIZE];
  return (
    <li className={mergeClasses(list.row, styles.row)} data-testid="clinic-row">
      <RouterLink
        className={mergeClasses(list.link, styles.link)}
        to={pathFor('clinic-menu', { clinicId: String(clinic.id) })}
      >
        {logotype && (
          <img
            className={styles.logo}
            src={`${apiBase}${logotypePath(logotype)}`}
            alt=""
            data-testid="clinic-logo"
            width={LOGO_PX}
            height={LOGO_PX}
            loading="lazy"
            decoding="async"
          />
        )}
        <span className={mergeClasses(list.texts, styles.texts)}>
          <span className={list.title} data-testid="clinic-title">
            {clinic.title}
          </span>
          <span className={list.sub}>{clinicPlace(clinic)}</span>
        </span>
      </RouterLink>
      <ClinicInfoButton clinic={clinic} country={country} />
    </li>
  );
}

/**
 * With one clinic the list is no screen of its own (nothing to choose): entering it goes back
 * when there is an earlier entry of ours (so `/clinic/2/doctors` → `/` does not end on a new menu
 * entry), otherwise it replaces `/` with the clinic's menu.
 */
function LeaveForOnlyClinic({ clinicId }: { clinicId: number }) {
  const menuPath = useCallback(() => pathFor('clinic-menu', { clinicId: String(clinicId) }), [clinicId]);
  useLeaveOnce(menuPath);
  return null;
}

export default function ClinicsList() {
  const { t } = useTranslation();
  const list = useListStyles();
  const styles = useStyles();
  // No return button here: the route's own header (state/header.ts routeHeader), set by no effect.
  const view = useClinics();
  const refresh = useRefresh();
  const configuration = useConfiguration();
  const clinics = view.data;
  const only = clinics?.length === 1 ? clinics[0] : undefined;
  if (only) return <LeaveForOnlyClinic clinicId={only.id} />;
  return (
    <section aria-labelledby="clinics-heading">
      <h1 id="clinics-heading" className={mergeClasses(list.heading, styles.heading)}>
        {t('clinics.heading')}
      </h1>
      {clinics === null ? (
        <Suspense fallback={null}>
          <LazyNoDataYet
            error={view.lastError}
            refresh={() => refresh('clinics')}
            subject="clinics"
            testId="refresh-clinics"
            rows={4}
          />
        </Suspense>
      ) : (
        <>
          {clinics.length === 0 ? (
            <p className={list.empty}>{t('clinics.empty')}</p>
          ) : (
            <ul className={list.list}>
              <RowsInChunks
                items={clinics}
                row={(clinic) => (
                  <ClinicRow
                    key={clinic.id}
                    clinic={clinic}
                    apiBase={configuration?.apiBase ?? '/api'}
                    country={configuration?.alpha2}
                  />
                )}
              />
            </ul>
          )}
          <DataAge
            view={view}
            refresh={() => refresh('clinics')}
            subject="clinics"
            testId="refresh-clinics"
          />
        </>
      )}
    </section>
  );
}
