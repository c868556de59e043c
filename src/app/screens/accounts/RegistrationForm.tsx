/**
 * Registration, in two stages. Stage 1: name, surname, phone, the code by a chosen
 * transport, the agreement message with links to the licence agreement and privacy policy (each only
 * when its text exists) and the agreement checkbox. Next opens stage 2 only when the form is valid, no
 * request runs and the agreement check passes (the code is checked with the server first). Stage 2 sets
 * the password; Register then creates the account, and the panel's mode decides what follows.
 */
import { Button, Checkbox, Field, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useRef } from 'react';
import { runtimeKey, useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import {
  agreementRules,
  codeRules,
  formIsValid,
  NAME_MAX,
  nameRules,
  phoneRules,
  surnameRules,
} from '../../../domain/account-rules';
import { useAccountCommands } from '../../live/session';
import { AccountForm } from './AccountForm';
import { CodeSection } from './CodeSection';
import { bindField, type Rule, serverErrors, validated } from './field-rules';
import { AccountPhoneField, TextField } from './fields';
import { initialRegistration, patch, registrationForm, sameForms } from './forms-state';
import { useSignInFlow } from './panel-context';
import { chosenPassword, SetPasswordStage } from './SetPasswordStage';
import type { AccountsConfig } from './use-accounts-config';

const useStyles = makeStyles({
  agreement: { margin: 0, color: theme.colorNeutralForeground2 },
  link: { color: theme.colorBrandForegroundLink },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
});

export function RegistrationForm({ config }: { config: AccountsConfig }) {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const commands = useAccountCommands();
  const flow = useSignInFlow();
  const surnameRef = useRef<HTMLInputElement>(null);
  const phoneRef = useRef<HTMLInputElement>(null);
  const form = registrationForm.value;
  const agreementRule = (agreed: boolean) => agreementRules(agreed, config.mustAgree);

  const next = async () => {
    const current = registrationForm.value;
    const checked = {
      name: validated(current.name, nameRules),
      surname: validated(current.surname, surnameRules),
      phone: validated(current.phone, phoneRules),
      code: validated(current.code, (code) => codeRules(code, current.transport)),
      agreedErrors: agreementRule(current.agreed),
    };
    patch(registrationForm, checked);
    const valid = formIsValid({
      name: checked.name.errors,
      surname: checked.surname.errors,
      phone: checked.phone.errors,
      code: checked.code.errors,
      agreed: checked.agreedErrors,
    });
    if (!valid || current.pending || current.codePending) return;
    patch(registrationForm, { pending: true, formErrors: [] });
    const open = sameForms();
    const result = await commands.checkCode({
      phone: current.phone.value,
      code: current.code.value,
      codeRequestId: current.codeRequestId ?? undefined,
    });
    if (!open()) return;
    if (result.ok) patch(registrationForm, { pending: false, stage: 2 });
    else
      patch(registrationForm, {
        pending: false,
        formErrors: serverErrors(result.error.errors, ['phone', 'code']),
      });
  };

  const register = async () => {
    const newPassword = chosenPassword(registrationForm);
    if (newPassword === null || registrationForm.value.pending) return;
    const { name, surname, phone, code, codeRequestId } = registrationForm.value;
    patch(registrationForm, { pending: true, formErrors: [] });
    const open = sameForms();
    const release = flow.hold();
    try {
      const result = await commands.register({
        name: name.value.trim(),
        surname: surname.value.trim(),
        phone: phone.value,
        code: code.value,
        newPassword,
        codeRequestId: codeRequestId ?? undefined,
      });
      if (!result.ok) {
        if (!open()) return;
        patch(registrationForm, {
          pending: false,
          formErrors: serverErrors(result.error.errors, ['name', 'surname', 'phone', 'code', 'newPassword']),
        });
        return;
      }
      registrationForm.value = initialRegistration();
      flow.finish(result.value);
    } finally {
      release();
    }
  };

  const surnameInvalid = surnameRules(form.surname.value).length > 0;

  /** Binds one of the form's top-level fields. */
  const bind = (key: 'name' | 'surname' | 'phone', rule: Rule) =>
    bindField(
      () => registrationForm.value[key],
      (field) => patch(registrationForm, { [key]: field }),
      rule,
    );

  return (
    <AccountForm
      heading={t(form.stage === 1 ? 'accounts.registration.heading' : 'accounts.recovery.setPassword')}
      errors={form.formErrors}
      onErrorsChange={(formErrors) => patch(registrationForm, { formErrors })}
      onSubmit={() => void (registrationForm.value.stage === 1 ? next() : register())}
    >
      {form.stage === 1 ? (
        <>
          <TextField
            {...bind('name', nameRules)}
            label={t('accounts.fields.name')}
            maxLength={NAME_MAX}
            autoComplete="given-name"
            testId="registration-name"
            onEnter={() => surnameRef.current?.focus()}
          />
          <TextField
            {...bind('surname', surnameRules)}
            label={t('accounts.fields.surname')}
            maxLength={NAME_MAX}
            autoComplete="family-name"
            testId="registration-surname"
            inputRef={surnameRef}
            required
            onEnter={() => phoneRef.current?.focus()}
          />
          <AccountPhoneField
            {...bind('phone', phoneRules)}
            config={config}
            testId="registration-phone"
            inputRef={phoneRef}
          />
          <CodeSection form={registrationForm} type="registration" config={config} blocked={surnameInvalid} />
          {(config.hasLicence || config.hasPrivacy) && (
            <p className={styles.agreement} data-testid="registration-agreement">
              {t('accounts.registration.agreement')}{' '}
              {config.hasLicence && (
                <RouterLink
                  className={styles.link}
                  to="/end-user-license-agreement"
                  data-testid="licence-link"
                >
                  {t('accounts.registration.licence')}
                </RouterLink>
              )}
              {config.hasLicence && config.hasPrivacy && ', '}
              {config.hasPrivacy && (
                <RouterLink className={styles.link} to="/privacy-policy" data-testid="privacy-link">
                  {t('accounts.registration.privacy')}
                </RouterLink>
              )}
            </p>
          )}
          <Field
            validationMessage={
              form.agreedErrors?.map((error) => t(runtimeKey(error.key))).join(' ') || undefined
            }
            validationState={form.agreedErrors?.length ? 'error' : 'none'}
          >
            <Checkbox
              checked={form.agreed}
              label={t('accounts.registration.agree')}
              data-testid="registration-agree"
              onChange={(_, data) =>
                patch(registrationForm, {
                  agreed: data.checked === true,
                  agreedErrors:
                    registrationForm.value.agreedErrors === null
                      ? null
                      : agreementRule(data.checked === true),
                })
              }
            />
          </Field>
          <div className={styles.actions}>
            <Button
              type="submit"
              appearance="primary"
              disabledFocusable={form.pending || form.codePending}
              data-testid="registration-next"
            >
              {t('accounts.registration.next')}
            </Button>
          </div>
        </>
      ) : (
        <SetPasswordStage
          form={registrationForm}
          submitLabel={t('accounts.registration.register')}
          onSubmit={() => void register()}
          backLabel={t('accounts.registration.back')}
          onBack={() => patch(registrationForm, { stage: 1, formErrors: [] })}
        />
      )}
    </AccountForm>
  );
}
