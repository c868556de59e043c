/**
 * Change password: old, new and repeated new, each with show/hide; only the
 * allowed characters get in (blocked on key press, stripped from a paste); a common new password is
 * refused as it is typed, like the other rules; Enter moves on and submits on the last field. Submit is disabled while the form is invalid or the request runs. On success: the
 * auth.password_successfully_changed snackbar, a step back, and the form reset.
 */
import { Button, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n';
import {
  type ChangePasswordValues,
  changePasswordRules,
  type FieldErrors,
  formIsValid,
  isAllowedPasswordCharacter,
  OLD_PASSWORD_INPUT_LIMIT,
  PASSWORD_INPUT_LIMIT,
  stripDisallowedPasswordCharacters,
} from '../../../domain/account-rules';
import { useAccountCommands } from '../../live/session';
import { useStepBack } from '../../routes/step-back';
import { type ErrorEntry, ErrorList } from '../../shell/ErrorList';
import { useHeader } from '../../state/header';
import { showMessage } from '../../state/snackbars';
import { commonPassword, loadCommonPasswords } from './common-passwords';
import { serverErrors, withoutEntry } from './field-rules';
import { PasswordField } from './fields';
import './accounts-strings';

type Name = keyof ChangePasswordValues;
const NAMES: readonly Name[] = ['oldPassword', 'newPassword', 'confirmNewPassword'];
const ALLOWED = { isAllowed: isAllowedPasswordCharacter, strip: stripDisallowedPasswordCharacters };
const EMPTY: ChangePasswordValues = { oldPassword: '', newPassword: '', confirmNewPassword: '' };
const UNVALIDATED: Record<Name, FieldErrors> = {
  oldPassword: null,
  newPassword: null,
  confirmNewPassword: null,
};

const useStyles = makeStyles({
  form: { display: 'grid', gap: '12px', maxWidth: '480px', margin: '0 auto', width: '100%' },
  heading: { margin: '8px 0 4px', fontSize: theme.fontSizeBase600, lineHeight: theme.lineHeightBase600 },
});

export default function ChangePasswordScreen() {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const commands = useAccountCommands();
  const stepBack = useStepBack();
  useHeader({ title: t('routes.change-password') });
  const [values, setValues] = useState<ChangePasswordValues>(EMPTY);
  const [errors, setErrors] = useState<Record<Name, FieldErrors>>(UNVALIDATED);
  const [formErrors, setFormErrors] = useState<ErrorEntry[]>([]);
  const [pending, setPending] = useState(false);
  const refs = {
    oldPassword: useRef<HTMLInputElement>(null),
    newPassword: useRef<HTMLInputElement>(null),
    confirmNewPassword: useRef<HTMLInputElement>(null),
  };
  const isCommon = commonPassword.value;
  const current = changePasswordRules(values, isCommon);
  const valid = formIsValid(current);

  /** Validates the touched fields (and `touch`) against the values; the old/new rule spans all three. */
  const validate = (next: ChangePasswordValues, touch: Name[]) => {
    const rules = changePasswordRules(next, isCommon);
    setErrors(
      (previous) =>
        Object.fromEntries(
          NAMES.map((name) => [name, previous[name] !== null || touch.includes(name) ? rules[name] : null]),
        ) as Record<Name, FieldErrors>,
    );
  };

  useEffect(() => {
    void loadCommonPasswords();
  }, []);

  // The list may arrive after the new password was typed: the fields already validated are checked again.
  // (Held in an object: React would call a function given to useState as its initialiser.)
  const [checkedWith, setCheckedWith] = useState({ isCommon });
  if (checkedWith.isCommon !== isCommon) {
    setCheckedWith({ isCommon });
    validate(values, []);
  }

  const submit = async () => {
    validate(values, [...NAMES]);
    if (!valid || pending) return;
    setPending(true);
    setFormErrors([]);
    const result = await commands.changePassword(values);
    setPending(false);
    if (!result.ok) {
      setFormErrors(serverErrors(result.error.errors, [...NAMES], { passwordMin: 6 }));
      return;
    }
    showMessage('auth.password_successfully_changed');
    setValues(EMPTY);
    setErrors(UNVALIDATED);
    stepBack();
  };

  const labels: Record<Name, string> = {
    oldPassword: t('accounts.fields.oldPassword'),
    newPassword: t('accounts.fields.newPassword'),
    confirmNewPassword: t('accounts.fields.repeatPassword'),
  };

  return (
    <form
      className={styles.form}
      aria-labelledby="change-password-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h1 id="change-password-heading" className={styles.heading}>
        {t('accounts.changePassword.heading')}
      </h1>
      <ErrorList
        errors={formErrors}
        onRemove={(_, index) => setFormErrors((list) => withoutEntry(list, index))}
      />
      {NAMES.map((name, index) => (
        <PasswordField
          key={name}
          label={labels[name]}
          value={values[name]}
          errors={errors[name]}
          maxLength={name === 'oldPassword' ? OLD_PASSWORD_INPUT_LIMIT : PASSWORD_INPUT_LIMIT}
          autoComplete={name === 'oldPassword' ? 'current-password' : 'new-password'}
          allowed={ALLOWED}
          inputRef={refs[name]}
          testId={`change-${name}`}
          required
          onChange={(value) => {
            const next = { ...values, [name]: value };
            setValues(next);
            validate(next, []);
          }}
          onBlur={() => validate(values, [name])}
          onEnter={() => {
            const following = NAMES[index + 1];
            if (following) refs[following].current?.focus();
            else void submit();
          }}
        />
      ))}
      <div>
        <Button
          type="submit"
          appearance="primary"
          disabledFocusable={!valid || pending}
          data-testid="change-password-submit"
        >
          {t('accounts.changePassword.submit')}
        </Button>
      </div>
    </form>
  );
}
