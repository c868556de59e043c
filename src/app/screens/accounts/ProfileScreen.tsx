/**
 * The client profile: full name with an info button (personal data is changed by
 * the medical institution only), date of birth, gender (1 male, otherwise female), email, the phone in
 * its mask and a password row of dots leading to change-password. Empty fields are hidden; a skeleton
 * shows while loading; Log out sends the logout request and goes to the root.
 */
import { Button, InfoLabel, Skeleton, SkeletonItem, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useListStyles } from '../../common/list-styles';
import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import type { PersonalData } from '../../../api/accounts';
import { formatPhoneInput } from '../../../domain/phone-mask';
import { usePersonalData } from '../../live/session';
import { useRefresh } from '../../live/clinics';
import { DataAge } from '../../common/load-state/DataAge';
import { useGoToRoot } from '../../routes/step-back';
import { ChevronIcon } from '../../shell/icons';
import { accountActions } from '../../live/account-actions';
import { useHeader } from '../../state/header';
import { useConfiguration } from '../../live/use-configuration';
import './accounts-strings';

const useStyles = makeStyles({
  card: { display: 'grid', gap: '16px' },
  name: { margin: 0, fontSize: theme.fontSizeBase500, lineHeight: theme.lineHeightBase500 },
  list: { display: 'grid', gap: '12px', margin: 0 },
  row: { display: 'grid', gap: '2px' },
  term: { color: theme.colorNeutralForeground3, fontSize: theme.fontSizeBase200 },
  value: { margin: 0 },
  password: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    color: 'inherit',
    textDecoration: 'none',
    ':focus-visible': { outline: `2px solid ${theme.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
  skeleton: { display: 'grid', gap: '12px' },
});

function ProfileSkeleton() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Skeleton aria-label={t('common.loading')} className={styles.skeleton} data-testid="profile-skeleton">
      <SkeletonItem size={28} style={{ width: '70%' }} />
      {[0, 1, 2, 3].map((row) => (
        <SkeletonItem key={row} size={16} style={{ width: `${50 + row * 10}%` }} />
      ))}
    </Skeleton>
  );
}

function formatBirthdate(value: string, language: string): string {
  const [year, month, day] = value.split('-').map(Number);
  if (!year || !month || !day) return value;
  return new Intl.DateTimeFormat(language === 'en-gb' ? 'en-GB' : 'ru', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(Date.UTC(year, month - 1, day));
}

function Row({ term, children, testId }: { term: string; children: ReactNode; testId: string }) {
  const styles = useStyles();
  return (
    <div className={styles.row} data-testid={testId}>
      <dt className={styles.term}>{term}</dt>
      <dd className={styles.value}>{children}</dd>
    </div>
  );
}

function ProfileDetails({ data, country }: { data: PersonalData; country: string | undefined }) {
  const { t, i18n } = useTranslation();
  const styles = useStyles();
  const person = data.personalInformation;
  return (
    <>
      <InfoLabel
        info={t('accounts.profile.info')}
        infoButton={{ 'aria-label': t('accounts.profile.infoButton') }}
        className={styles.name}
        size="large"
        data-testid="profile-name"
      >
        {person.fullName}
      </InfoLabel>
      <dl className={styles.list}>
        {person.birthdate && (
          <Row term={t('accounts.profile.birthdate')} testId="profile-birthdate">
            {formatBirthdate(person.birthdate, i18n.language)}
          </Row>
        )}
        {person.sex !== null && (
          <Row term={t('accounts.profile.sex')} testId="profile-sex">
            {t(person.sex === 1 ? 'accounts.profile.male' : 'accounts.profile.female')}
          </Row>
        )}
        {person.email && (
          <Row term={t('accounts.profile.email')} testId="profile-email">
            {person.email}
          </Row>
        )}
        {person.phone && (
          <Row term={t('accounts.profile.phone')} testId="profile-phone">
            {formatPhoneInput(person.phone, country)}
          </Row>
        )}
        <Row term={t('accounts.profile.password')} testId="profile-password">
          <RouterLink
            className={styles.password}
            to="/change-password"
            aria-label={t('accounts.profile.changePassword')}
            data-testid="profile-change-password"
          >
            <span aria-hidden="true">••••••••</span>
            <ChevronIcon aria-hidden />
          </RouterLink>
        </Row>
      </dl>
    </>
  );
}

export default function ProfileScreen() {
  const { t } = useTranslation();
  const styles = useStyles();
  const view = usePersonalData();
  const refresh = useRefresh();
  const configuration = useConfiguration();
  const goToRoot = useGoToRoot();
  const list = useListStyles();
  useHeader({ title: t('routes.client-profile') });
  return (
    <section className={styles.card} aria-labelledby="profile-heading" data-testid="profile">
      <h1 id="profile-heading" className={list.heading}>
        {t('accounts.profile.heading')}
      </h1>
      {view.data ? <ProfileDetails data={view.data} country={configuration?.alpha2} /> : <ProfileSkeleton />}
      <DataAge
        view={view}
        refresh={() => refresh('personalData')}
        subject="profile"
        testId="refresh-profile"
        onlyWhenFailing
      />
      <div>
        <Button
          appearance="secondary"
          data-testid="profile-logout"
          onClick={() => void accountActions.logout(goToRoot)}
        >
          {t('accounts.profile.logout')}
        </Button>
      </div>
    </section>
  );
}
