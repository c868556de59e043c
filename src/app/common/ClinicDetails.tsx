/**
 * A clinic's details: city and short address, e-mail and its phones as tel: links, the phones already
 * made for display (src/domain/clinic-phones.ts), so this view needs no phone formatter: the clinic
 * information screen takes them from the page, the clinics' info popover formats them
 * (./ClinicInfoDetails.tsx).
 */
import { Link, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useTranslation } from '../i18n';
import type { Clinic } from '../../api/clinics';
import { clinicPlace } from '../../domain/clinic-place';
import type { DisplayPhone } from '../../domain/phone-display';
import { LocationIcon, MailIcon, PhoneIcon } from '../shell/icons';

const useStyles = makeStyles({
  details: { display: 'grid', gap: '8px' },
  line: { display: 'flex', gap: '8px', alignItems: 'flex-start', overflowWrap: 'anywhere' },
  icon: { flexShrink: 0, color: theme.colorNeutralForeground3, marginTop: '1px' },
});

export function ClinicDetails({ clinic, phones }: { clinic: Clinic; phones: readonly DisplayPhone[] }) {
  const { t } = useTranslation();
  const styles = useStyles();
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
