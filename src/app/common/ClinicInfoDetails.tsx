/**
 * The clinic info popover's content: city and short address, e-mail and up to two phones as tel: links.
 * Lazy-loaded with the phone formatter (libphonenumber-js), so the start page's bundle stays small.
 */
import { Link, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useTranslation } from '../i18n';
import type { Clinic } from '../../api/clinics';
import { clinicPlace } from '../../domain/clinic-place';
import { displayPhone } from '../../domain/phone-display';
import { LocationIcon, MailIcon, PhoneIcon } from '../shell/icons';

const useStyles = makeStyles({
  details: { display: 'grid', gap: '8px' },
  line: { display: 'flex', gap: '8px', alignItems: 'flex-start', overflowWrap: 'anywhere' },
  icon: { flexShrink: 0, color: theme.colorNeutralForeground3, marginTop: '1px' },
});

export default function ClinicInfoDetails({
  clinic,
  country,
}: {
  clinic: Clinic;
  country?: string | undefined;
}) {
  const { t } = useTranslation();
  const styles = useStyles();
  const phones = [
    displayPhone(clinic.phone1, clinic.notFormattedPhone1, country),
    displayPhone(clinic.phone2, clinic.notFormattedPhone2, country),
  ]
    .filter((phone) => phone !== null)
    // The same number entered twice is one link.
    .filter((phone, index, all) => all.findIndex((other) => other.href === phone.href) === index);
  const place = clinicPlace(clinic);
  return (
    <div className={styles.details} data-testid="clinic-info-details">
      {place && (
        <div className={styles.line}>
          <LocationIcon className={styles.icon} aria-hidden />
          <span>{place}</span>
        </div>
      )}
      {clinic.email && (
        <div className={styles.line}>
          <MailIcon className={styles.icon} aria-label={t('clinics.email')} />
          <Link href={`mailto:${clinic.email}`}>{clinic.email}</Link>
        </div>
      )}
      {phones.map((phone) => (
        <div key={phone.href} className={styles.line}>
          <PhoneIcon className={styles.icon} aria-label={t('clinics.phone')} />
          <Link href={phone.href}>{phone.text}</Link>
        </div>
      ))}
    </div>
  );
}
