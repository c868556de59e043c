/**
 * Stage 2 of recovery and registration: a suggested password to copy, or a
 * custom one (letters and digits, 8 to 32, not a common one) with a repeat. Both empty means the
 * suggestion is used.
 * Copying shows a snackbar (3000 ms on mobile); a failed copy shows an alert.
 */
import { Button, Field, Input, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n';
import {
  type CommonPasswordCheck,
  formIsValid,
  newPasswordRules,
  PASSWORD_INPUT_LIMIT,
  repeatPasswordRules,
} from '../../../domain/account-rules';
import { suggestPassword } from '../../../domain/suggested-password';
import { showSnackbar } from '../../state/snackbars';
import { desktop } from '../../state/viewport';
import { clipboard } from './clipboard';
import { commonPassword, loadCommonPasswords } from './common-passwords';
import { bindField, type Rule, validated } from './field-rules';
import { PasswordField } from './fields';
import { focusIfLost } from './focus-if-lost';
import { type CodeForm, patch } from './forms-state';
import { CopyIcon } from './icons';

const MOBILE_COPIED_TIMEOUT_MS = 3000;

const useStyles = makeStyles({
  note: { margin: 0, color: theme.colorNeutralForeground3 },
  actions: { display: 'flex', flexWrap: 'wrap', gap: '8px' },
});

const passwordRule =
  (isCommon: CommonPasswordCheck | null): Rule =>
  (value) =>
    newPasswordRules(value, isCommon);

/** The password to send: the custom one, else the suggestion. Null while the stage is invalid. */
export function chosenPassword(form: { value: CodeForm }): string | null {
  const { password, repeat, suggested } = form.value.stage2;
  const passwordErrors = newPasswordRules(password.value, commonPassword.peek());
  const repeatErrors = repeatPasswordRules(password.value, repeat.value);
  patch(form, {
    stage2: {
      ...form.value.stage2,
      password: { ...password, errors: passwordErrors },
      repeat: { ...repeat, errors: repeatErrors },
    },
  });
  if (!formIsValid({ passwordErrors, repeatErrors })) return null;
  return password.value === '' ? suggested : password.value;
}

export function SetPasswordStage({
  form,
  submitLabel,
  onSubmit,
  onBack,
  backLabel,
}: {
  form: { value: CodeForm };
  submitLabel: string;
  onSubmit: () => void;
  onBack: () => void;
  backLabel: string;
}) {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const repeatRef = useRef<HTMLInputElement>(null);
  const suggestedRef = useRef<HTMLInputElement>(null);
  const stage = form.value.stage2;
  const isCommon = commonPassword.value;

  // A new suggestion each time the stage opens without one.
  useEffect(() => {
    if (form.value.stage2.suggested === '')
      patch(form, { stage2: { ...form.value.stage2, suggested: suggestPassword() } });
  }, [form]);

  useEffect(() => {
    void loadCommonPasswords();
    // The stage opens when the first one's button has gone with it: the suggestion is read first.
    focusIfLost(suggestedRef.current);
  }, []);

  // The list may arrive after the password was typed: a field already validated is checked again.
  // biome-ignore lint/correctness/useExhaustiveDependencies: isCommon is this render's read of a signal; the effect runs again when it changes.
  useEffect(() => {
    const { password } = form.value.stage2;
    if (isCommon && password.errors !== null)
      patch(form, {
        stage2: { ...form.value.stage2, password: validated(password, passwordRule(isCommon)) },
      });
  }, [form, isCommon]);

  const setStage = (changes: Partial<CodeForm['stage2']>) =>
    patch(form, { stage2: { ...form.value.stage2, ...changes } });
  const repeatRule = (value: string) => repeatPasswordRules(form.value.stage2.password.value, value);

  const copy = async () => {
    if (await clipboard().copy(stage.suggested)) {
      showSnackbar({
        type: 'message',
        message: 'accounts.recovery.copied',
        ...(desktop.value ? {} : { timeoutMs: MOBILE_COPIED_TIMEOUT_MS }),
      });
    } else {
      window.alert(t('accounts.recovery.copyFailed'));
    }
  };

  return (
    <>
      <Field label={t('accounts.recovery.suggested')}>
        <Input
          ref={suggestedRef}
          readOnly
          value={stage.suggested}
          data-testid="suggested-password"
          contentAfter={
            <Button
              appearance="transparent"
              size="small"
              icon={<CopyIcon />}
              aria-label={t('accounts.recovery.copy')}
              data-testid="copy-password"
              onClick={() => void copy()}
            />
          }
        />
      </Field>
      <p className={styles.note}>{t('accounts.recovery.custom')}</p>
      {(['password', 'repeat'] as const).map((key) => (
        <PasswordField
          key={key}
          {...bindField(
            () => form.value.stage2[key],
            (field) => setStage({ [key]: field }),
            key === 'password' ? passwordRule(isCommon) : repeatRule,
          )}
          label={t(key === 'password' ? 'accounts.fields.newPassword' : 'accounts.fields.repeatPassword')}
          maxLength={PASSWORD_INPUT_LIMIT}
          autoComplete="new-password"
          testId={key === 'password' ? 'new-password' : 'repeat-password'}
          inputRef={key === 'repeat' ? repeatRef : undefined}
          onEnter={key === 'password' ? () => repeatRef.current?.focus() : onSubmit}
        />
      ))}
      <div className={styles.actions}>
        <Button
          appearance="primary"
          disabledFocusable={form.value.pending}
          data-testid="set-password-submit"
          onClick={onSubmit}
        >
          {submitLabel}
        </Button>
        <Button
          appearance="secondary"
          disabledFocusable={form.value.pending}
          data-testid="set-password-back"
          onClick={onBack}
        >
          {backLabel}
        </Button>
      </div>
    </>
  );
}
