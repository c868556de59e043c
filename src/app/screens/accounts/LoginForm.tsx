/**
 * The login form (accounts spec §2.3, §5): phone with its mask, password with show/hide; Enter in the
 * phone moves to the password, Enter in the password submits. The button is disabled while the form is
 * invalid or a request runs. 'Forgot password' opens recovery with the phone copied in.
 */
import { Button, makeStyles } from '@fluentui/react-components';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import {
  formIsValid,
  loginPasswordRules,
  PASSWORD_INPUT_LIMIT,
  phoneRules,
} from '../../../domain/account-rules';
import { useAccountCommands } from '../../live/session';
import { ErrorList } from '../../shell/ErrorList';
import { changed, serverErrors, validated, withoutEntry } from './field-rules';
import { PasswordField, PhoneField } from './fields';
import { activeForm, initialRecovery, loginForm, patch, recoveryForm } from './forms-state';
import { useSignInFlow } from './panel-context';
import type { AccountsConfig } from './use-accounts-config';

const useStyles = makeStyles({
  form: { display: 'grid', gap: '12px' },
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
        patch(loginForm, { pending: false, formErrors: serverErrors(result.errors, ['phone', 'password']) });
        return;
      }
      patch(loginForm, { pending: false });
      flow.finish({ ...result.data, registration: null });
    } finally {
      release();
    }
  };

  const forgot = () => {
    recoveryForm.value = {
      ...initialRecovery(),
      phone: { value: loginForm.value.phone.value, errors: null },
    };
    activeForm.value = 'recovery';
  };

  return (
    <form
      className={styles.form}
      aria-label={t('accounts.login.heading')}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <ErrorList
        errors={form.formErrors}
        onRemove={(_, index) =>
          patch(loginForm, { formErrors: withoutEntry(loginForm.value.formErrors, index) })
        }
      />
      <PhoneField
        label={t('accounts.fields.phone')}
        value={form.phone.value}
        errors={form.phone.errors}
        preferredCountry={config.alpha2}
        dialCode={config.dialCode}
        testId="login-phone"
        required
        onChange={(value) => patch(loginForm, { phone: changed(loginForm.value.phone, value, phoneRules) })}
        onBlur={() => patch(loginForm, { phone: validated(loginForm.value.phone, phoneRules) })}
        onEnter={() => passwordRef.current?.focus()}
      />
      <PasswordField
        label={t('accounts.fields.password')}
        value={form.password.value}
        errors={form.password.errors}
        maxLength={PASSWORD_INPUT_LIMIT}
        testId="login-password"
        inputRef={passwordRef}
        required
        onChange={(value) =>
          patch(loginForm, { password: changed(loginForm.value.password, value, loginPasswordRules) })
        }
        onBlur={() => patch(loginForm, { password: validated(loginForm.value.password, loginPasswordRules) })}
        onEnter={() => void submit()}
      />
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={!canSubmit} data-testid="login-submit">
          {t('accounts.login.submit')}
        </Button>
        <Button appearance="transparent" data-testid="login-forgot" onClick={forgot}>
          {t('accounts.login.forgot')}
        </Button>
      </div>
    </form>
  );
}
