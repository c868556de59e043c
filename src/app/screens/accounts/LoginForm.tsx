/**
 * The login form: phone with its mask, password with show/hide; Enter in the
 * phone moves to the password, Enter in the password submits. The button is disabled while the form is
 * invalid or a request runs. 'Forgot password' opens recovery with the phone copied in.
 */
import { Button } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { useTranslation } from '../../i18n';
import {
  formIsValid,
  loginPasswordRules,
  PASSWORD_INPUT_LIMIT,
  phoneRules,
} from '../../../domain/account-rules';
import { useAccountCommands } from '../../live/session';
import { AccountForm } from './AccountForm';
import { bindField, serverErrors, validated } from './field-rules';
import { AccountPhoneField, PasswordField } from './fields';
import { activeForm, initialRecovery, loginForm, patch, recoveryForm } from './forms-state';
import { useSignInFlow } from './panel-context';
import type { AccountsConfig } from './use-accounts-config';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px', justifyContent: 'space-between' },
});

export function LoginForm({ config }: { config: AccountsConfig }) {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const commands = useAccountCommands();
  const flow = useSignInFlow();
  const passwordRef = useRef<HTMLInputElement>(null);
  const form = loginForm.value;
  const canSubmit =
    !form.pending &&
    phoneRules(form.phone.value).length === 0 &&
    loginPasswordRules(form.password.value).length === 0;

  const submit = async () => {
    const phone = validated(loginForm.value.phone, phoneRules);
    const password = validated(loginForm.value.password, loginPasswordRules);
    patch(loginForm, { phone, password });
    if (loginForm.value.pending || !formIsValid({ phone: phone.errors, password: password.errors })) return;
    patch(loginForm, { pending: true, formErrors: [] });
    const release = flow.hold();
    try {
      const result = await commands.login({ phone: phone.value, password: password.value });
      if (!result.ok) {
        patch(loginForm, {
          pending: false,
          formErrors: serverErrors(result.error.errors, ['phone', 'password']),
        });
        return;
      }
      patch(loginForm, { pending: false });
      flow.finish({ ...result.value, registration: null });
    } finally {
      release();
    }
  };

  const forgot = () => {
    const phone = loginForm.value.phone.value;
    const recovery = recoveryForm.value;
    // A recovery begun for this phone (or with no phone typed here) goes on where it was: its code may
    // be on its way, and a new form would drop the field to type it in while the wait still holds.
    const begun = recovery.sentTo !== null && (phone === '' || phone === recovery.phone.value);
    if (!begun) recoveryForm.value = { ...initialRecovery(), phone: { value: phone, errors: null } };
    activeForm.value = 'recovery';
  };

  return (
    <AccountForm
      heading={t('accounts.login.heading')}
      errors={form.formErrors}
      onErrorsChange={(formErrors) => patch(loginForm, { formErrors })}
      onSubmit={() => void submit()}
    >
      <AccountPhoneField
        {...bindField(
          () => loginForm.value.phone,
          (phone) => patch(loginForm, { phone }),
          phoneRules,
        )}
        config={config}
        testId="login-phone"
        onEnter={() => passwordRef.current?.focus()}
      />
      <PasswordField
        {...bindField(
          () => loginForm.value.password,
          (password) => patch(loginForm, { password }),
          loginPasswordRules,
        )}
        label={t('accounts.fields.password')}
        maxLength={PASSWORD_INPUT_LIMIT}
        testId="login-password"
        inputRef={passwordRef}
        required
        onEnter={() => void submit()}
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabledFocusable={!canSubmit} data-testid="login-submit">
          {t('accounts.login.submit')}
        </Button>
        <Button appearance="transparent" data-testid="login-forgot" onClick={forgot}>
          {t('accounts.login.forgot')}
        </Button>
      </div>
    </AccountForm>
  );
}
