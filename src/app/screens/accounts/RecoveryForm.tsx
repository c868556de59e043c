/**
 * Password recovery: stage 1 takes the phone, a code by the chosen transport
 * (checked on its own once it has 4 characters, for the phone it went to) and Next; Cancel returns to
 * login. Stage 2 sets the password (SetPasswordStage); Cancel returns to stage 1. Then the app logs in
 * with the new password and the recovery form is reset; if that login fails, the login form shows.
 */
import { Button } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n';
import { AUTO_CHECK_CODE_LENGTH, codeRules, formIsValid, phoneRules } from '../../../domain/account-rules';
import { useAccountCommands } from '../../live/session';
import { AccountForm } from './AccountForm';
import { CodeSection } from './CodeSection';
import { bindField, serverErrors, validated } from './field-rules';
import { AccountPhoneField } from './fields';
import {
  activeForm,
  initialLogin,
  initialRecovery,
  loginForm,
  patch,
  recoveryForm,
  sameForms,
} from './forms-state';
import { useSignInFlow } from './panel-context';
import { chosenPassword, SetPasswordStage } from './SetPasswordStage';
import type { AccountsConfig } from './use-accounts-config';

const useStyles = makeStyles({
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
});

export function RecoveryForm({ config }: { config: AccountsConfig }) {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const commands = useAccountCommands();
  const flow = useSignInFlow();
  const form = recoveryForm.value;

  /** Checks the code; on success stage 2 opens. */
  const check = async () => {
    const { phone, code, transport, codeRequestId } = recoveryForm.value;
    const phoneChecked = validated(phone, phoneRules);
    const codeChecked = validated(code, (value) => codeRules(value, transport));
    patch(recoveryForm, { phone: phoneChecked, code: codeChecked });
    if (recoveryForm.value.pending || !formIsValid({ phone: phoneChecked.errors, code: codeChecked.errors }))
      return;
    patch(recoveryForm, { pending: true, formErrors: [] });
    const open = sameForms();
    const result = await commands.checkCode({
      phone: phone.value,
      code: code.value,
      codeRequestId: codeRequestId ?? undefined,
    });
    if (!open()) return;
    if (result.ok) patch(recoveryForm, { pending: false, stage: 2 });
    else
      patch(recoveryForm, {
        pending: false,
        formErrors: serverErrors(result.error.errors, ['phone', 'code']),
      });
  };

  const save = async () => {
    const newPassword = chosenPassword(recoveryForm);
    if (newPassword === null || recoveryForm.value.pending) return;
    const { phone, code, codeRequestId } = recoveryForm.value;
    patch(recoveryForm, { pending: true, formErrors: [] });
    const open = sameForms();
    const release = flow.hold();
    try {
      const result = await commands.recoverPassword({
        phone: phone.value,
        code: code.value,
        newPassword,
        codeRequestId: codeRequestId ?? undefined,
      });
      if (!result.ok) {
        if (!open()) return;
        patch(recoveryForm, {
          pending: false,
          formErrors: serverErrors(result.error.errors, ['phone', 'code', 'newPassword']),
        });
        return;
      }
      recoveryForm.value = initialRecovery();
      if (result.value.loggedIn) {
        flow.finish({ personalData: result.value.personalData, registration: null });
      } else {
        // The password is set but the login with it failed: the login form, with the phone, takes over.
        loginForm.value = { ...initialLogin(), phone: { value: phone.value, errors: null } };
        activeForm.value = 'login';
      }
    } finally {
      release();
    }
  };

  const cancel = () => {
    recoveryForm.value = initialRecovery();
    activeForm.value = 'login';
  };

  const onCodeChange = (code: string) => {
    const { sentTo, phone } = recoveryForm.value;
    if (code.length === AUTO_CHECK_CODE_LENGTH && sentTo !== null && sentTo === phone.value) void check();
  };

  return (
    <AccountForm
      heading={t(form.stage === 1 ? 'accounts.recovery.heading' : 'accounts.recovery.setPassword')}
      errors={form.formErrors}
      onErrorsChange={(formErrors) => patch(recoveryForm, { formErrors })}
      onSubmit={() => void (recoveryForm.value.stage === 1 ? check() : save())}
    >
      {form.stage === 1 ? (
        <>
          <AccountPhoneField
            {...bindField(
              () => recoveryForm.value.phone,
              (phone) => patch(recoveryForm, { phone }),
              phoneRules,
            )}
            config={config}
            testId="recovery-phone"
          />
          <CodeSection
            form={recoveryForm}
            type="password_recovery"
            config={config}
            blocked={false}
            onCodeChange={onCodeChange}
          />
          <div className={styles.actions}>
            <Button
              type="submit"
              appearance="primary"
              disabledFocusable={form.pending}
              data-testid="recovery-next"
            >
              {t('accounts.recovery.next')}
            </Button>
            <Button appearance="secondary" data-testid="recovery-cancel" onClick={cancel}>
              {t('accounts.recovery.cancel')}
            </Button>
          </div>
        </>
      ) : (
        <SetPasswordStage
          form={recoveryForm}
          submitLabel={t('accounts.recovery.save')}
          onSubmit={() => void save()}
          backLabel={t('accounts.recovery.cancel')}
          onBack={() => patch(recoveryForm, { stage: 1, formErrors: [] })}
        />
      )}
    </AccountForm>
  );
}
