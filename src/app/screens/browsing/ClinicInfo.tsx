/**
 * Clinic information: logo, title, city and short address, two phones (formatted, as tel: links; as
 * the server formatted them into the page when it did), the site by its hostname (new tab), e-mail and
 * the information text. A clinic that hides its information steps back (ClinicRoute).
 */
import { Link, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useTranslation } from '../../i18n';
import type { Clinic } from '../../../api/clinics';
import { LOGO_SIZE, logotypePath } from '../../../api/logotype';
import { siteLink } from '../../../domain/browsing-lists';
import type { ScreenProps } from '../../routes/screen-props';
import { useConfiguration } from '../../live/use-configuration';
import { useCardClass } from '../../common/card';
import { ClinicDetails } from '../../common/ClinicDetails';
import { ClinicRoute } from './ClinicRoute';
import { ClinicsFailing } from '../../common/load-state/ClinicsFailing';
import { useListStyles } from '../../common/list-styles';
import './browsing-strings';
import { lazyPart } from '../../routes/lazy-part';
import { pageHasPhones, pagePhones } from './page-phones';

/**
 * The details with the phones formatted here (the phone formatter, libphonenumber-js, comes with them):
 * only for phones the page did not bring formatted by the server.
 */
const FormattedDetails = lazyPart(() => import('../../common/ClinicInfoDetails'));

const useStyles = makeStyles({
  top: { display: 'flex', gap: '12px', alignItems: 'center' },
  logo: { width: '64px', height: '64px', objectFit: 'contain', borderRadius: theme.borderRadiusMedium },
  text: { margin: 0, whiteSpace: 'pre-line', overflowWrap: 'anywhere' },
});

function ClinicInformation({ clinic }: { clinic: Clinic }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const card = useCardClass('page');
  const shared = useListStyles();
  const configuration = useConfiguration();
  const logotype = clinic.logotypes[LOGO_SIZE];
  const site = siteLink(clinic.site);
  const phones = pagePhones(clinic.id, clinic, configuration?.alpha2);
  return (
    <article className={card} aria-labelledby="clinic-info-heading" data-testid="clinic-information">
      <div className={styles.top}>
        {logotype && (
          <img
            className={styles.logo}
            src={`${configuration?.apiBase ?? '/api'}${logotypePath(logotype)}`}
            alt={t('browsing.clinic.logo')}
            width={64}
            height={64}
          />
        )}
        <h1 id="clinic-info-heading" className={shared.heading}>
          {clinic.title}
        </h1>
      </div>
      {phones ? (
        <ClinicDetails clinic={clinic} phones={phones} />
      ) : (
        <FormattedDetails clinic={clinic} country={configuration?.alpha2} />
      )}
      {site && (
        <div>
          <span className={shared.sub}>{t('browsing.clinic.site')}: </span>
          <Link href={site.href} target="_blank" rel="noopener noreferrer" data-testid="clinic-site">
            {site.hostname}
          </Link>
        </div>
      )}
      {clinic.informationAboutClinic && <p className={styles.text}>{clinic.informationAboutClinic}</p>}
    </article>
  );
}

/**
 * The formatted details come with the screen when the page did not bring the phones (the screen is
 * reached inside the app, or the page is another screen's), so its first render has them at once;
 * another clinic's information opened later waits for them (a navigation keeps the screen before it).
 */
export const preloadParts = () => (pageHasPhones() ? Promise.resolve() : FormattedDetails.preload());

export default function ClinicInfo({ match }: ScreenProps) {
  return (
    <ClinicRoute match={match}>
      {(clinic) => (
        <>
          <ClinicInformation clinic={clinic} />
          <ClinicsFailing />
        </>
      )}
    </ClinicRoute>
  );
}
