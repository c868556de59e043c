/**
 * The authorization panel: login and registration tabs over the forms (login,
 * registration, password recovery). `mode` is normal on /authorization; create-appointment inside the
 * booking dialog, where success hands the result to `onCreateAppointment` instead of navigating, and
 * closing the dialog (unmounting the panel) resets the forms.
 */
import { Tab, TabList } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from '../../i18n';
import { activeForm, resetAccountForms } from './forms-state';
import { LoginForm } from './LoginForm';
import { PanelContext, type PanelMode, type SignInResult } from './panel-context';
import { RecoveryForm } from './RecoveryForm';
import { RegistrationForm } from './RegistrationForm';
import './strings';
import { useAccountsConfig } from './use-accounts-config';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: '16px', maxWidth: '480px', margin: '0 auto', width: '100%' },
});

export interface AuthorizationPanelProps {
  mode?: PanelMode;
  onCreateAppointment?: (result: SignInResult) => void;
}

export function AuthorizationPanel({ mode = 'normal', onCreateAppointment }: AuthorizationPanelProps) {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const config = useAccountsConfig();
  const id = useId();
  const context = useMemo(() => ({ mode, onCreateAppointment }), [mode, onCreateAppointment]);
  const form = activeForm.value;
  const tab = form === 'registration' ? 'registration' : 'login';

  useEffect(() => (mode === 'create-appointment' ? resetAccountForms : undefined), [mode]);

  return (
    <PanelContext.Provider value={context}>
      <div className={styles.panel} data-testid="authorization-panel" data-mode={mode}>
        <TabList
          selectedValue={tab}
          aria-label={t('accounts.tabs.label')}
          onTabSelect={(_, data) => {
            activeForm.value = data.value === 'registration' ? 'registration' : 'login';
          }}
        >
          <Tab value="login" id={`${id}-login`} aria-controls={`${id}-panel`} data-testid="tab-login">
            {t('accounts.tabs.login')}
          </Tab>
          <Tab
            value="registration"
            id={`${id}-registration`}
            aria-controls={`${id}-panel`}
            data-testid="tab-registration"
          >
            {t('accounts.tabs.registration')}
          </Tab>
        </TabList>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
          {form === 'login' && <LoginForm config={config} />}
          {form === 'recovery' && <RecoveryForm config={config} />}
          {form === 'registration' && <RegistrationForm config={config} />}
        </div>
      </div>
    </PanelContext.Provider>
  );
}
