/**
 * The clinic row's info button: a popover (opened by click, Enter or Space; Escape closes and returns
 * focus) with the clinic's contacts.
 */
import {
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  Spinner,
  tokens as theme,
} from '@fluentui/react-components';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Clinic } from '../../../api/clinics';
import { InfoIcon } from '../../shell/icons';

const ClinicInfoDetails = lazy(() => import('./ClinicInfoDetails'));

const useStyles = makeStyles({
  surface: { maxWidth: '290px', fontSize: theme.fontSizeBase300 },
});

export function ClinicInfoButton({ clinic, country }: { clinic: Clinic; country?: string | undefined }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const label = t('clinics.info', { title: clinic.title });
  return (
    <Popover withArrow positioning="below-end">
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<InfoIcon />} aria-label={label} data-testid="clinic-info" />
      </PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={label}>
        <Suspense fallback={<Spinner size="tiny" />}>
          <ClinicInfoDetails clinic={clinic} country={country} />
        </Suspense>
      </PopoverSurface>
    </Popover>
  );
}
