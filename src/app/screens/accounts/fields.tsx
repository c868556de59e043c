/**
 * The accounts forms' inputs: Fluent fields with a visible label, their rule errors under them, Enter
 * moving to the next field. The phone field shows the mask and hands out digits only; the password field
 * has a show/hide toggle and may block characters on key press and strip them from a paste.
 */
import { Button, Field, Input, type InputProps } from '@fluentui/react-components';
import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, type ReactElement, type Ref, useEffect, useState } from 'react';
import { runtimeKey, useTranslation } from '../../i18n';
import type { FieldErrors } from '../../../domain/account-rules';
import { digitsOnly, PHONE_INPUT_LIMIT, unmaskedPhone } from '../../../domain/phone-digits';
import { whenIdle } from '../../tasks';
import { HideIcon, ShowIcon } from './icons';
import { IDLE_LOAD_TIMEOUT_MS, loadPhoneFormatter, phoneFormatter } from './phone-formatter';

export interface BoundField {
  value: string;
  errors: FieldErrors;
  onChange: (value: string) => void;
  onBlur?: () => void;
}

interface BaseProps extends BoundField {
  label: string;
  /** Enter in the field: move to the next one or submit. */
  onEnter?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  testId: string;
  required?: boolean;
}

/** A labelled Fluent field showing its rule errors (translated) as the validation message. */
function FieldShell({
  label,
  required,
  errors,
  children,
}: Pick<BaseProps, 'label' | 'required' | 'errors'> & {
  children: ReactElement;
}) {
  const { t } = useTranslation();
  const message = errors?.length
    ? errors.map((error) => t(runtimeKey(error.key), error.params ?? {})).join(' ')
    : undefined;
  return (
    <Field
      label={label}
      required={required}
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
    >
      {children}
    </Field>
  );
}

/** The props every input of these forms shares. */
const inputProps = (props: BaseProps) => ({
  ref: props.inputRef,
  'data-testid': props.testId,
  onBlur: props.onBlur,
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter' && props.onEnter) {
      event.preventDefault();
      props.onEnter();
    }
  },
});

export function TextField(props: BaseProps & Pick<InputProps, 'maxLength' | 'autoComplete' | 'inputMode'>) {
  return (
    <FieldShell {...props}>
      <Input
        {...inputProps(props)}
        value={props.value}
        maxLength={props.maxLength}
        autoComplete={props.autoComplete}
        inputMode={props.inputMode}
        onChange={(_, data) => props.onChange(data.value)}
      />
    </FieldShell>
  );
}

/**
 * `value` and `onChange` carry digits; the field shows them in their country's mask with a '+' (once
 * the formatter has loaded: ./phone-formatter.ts). An empty field shows the configuration's dial code
 * (the default country) as its placeholder.
 */
export function PhoneField(props: BaseProps & { preferredCountry?: string | undefined; dialCode?: string }) {
  useSignals();
  const format = phoneFormatter.value;
  useEffect(() => whenIdle(() => void loadPhoneFormatter(), IDLE_LOAD_TIMEOUT_MS), []);
  return (
    <FieldShell {...props}>
      <Input
        {...inputProps(props)}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder={props.dialCode ? `+${props.dialCode}` : '+'}
        value={format ? format(props.value, props.preferredCountry) : unmaskedPhone(props.value)}
        onFocus={() => void loadPhoneFormatter()}
        onChange={(_, data) => props.onChange(digitsOnly(data.value).slice(0, PHONE_INPUT_LIMIT))}
      />
    </FieldShell>
  );
}

export function PasswordField({
  allowed,
  maxLength,
  autoComplete = 'current-password',
  ...props
}: BaseProps & {
  maxLength: number;
  autoComplete?: string;
  /** When given, other characters are blocked on key press and stripped from what arrives. */
  allowed?: { isAllowed: (char: string) => boolean; strip: (value: string) => string };
}) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const { onKeyDown, ...common } = inputProps(props);
  return (
    <FieldShell {...props}>
      <Input
        {...common}
        type={shown ? 'text' : 'password'}
        value={props.value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        onChange={(_, data) => props.onChange(allowed ? allowed.strip(data.value) : data.value)}
        onKeyDown={(event) => {
          // One printable character that is not allowed: refused before it reaches the field.
          if (
            allowed &&
            event.key.length === 1 &&
            !event.ctrlKey &&
            !event.metaKey &&
            !allowed.isAllowed(event.key)
          )
            event.preventDefault();
          onKeyDown(event);
        }}
        contentAfter={
          <Button
            appearance="transparent"
            size="small"
            icon={shown ? <HideIcon /> : <ShowIcon />}
            aria-label={t(shown ? 'accounts.hidePassword' : 'accounts.showPassword')}
            aria-pressed={shown}
            data-testid={`${props.testId}-toggle`}
            onClick={() => setShown((value) => !value)}
          />
        }
      />
    </FieldShell>
  );
}

/** The phone field of the accounts forms: labelled, required, masked by the configuration's country. */
export function AccountPhoneField({
  config,
  ...props
}: Omit<BaseProps, 'label' | 'required'> & { config: { alpha2: string | undefined; dialCode: string } }) {
  const { t } = useTranslation();
  return (
    <PhoneField
      {...props}
      label={t('accounts.fields.phone')}
      required
      preferredCountry={config.alpha2}
      dialCode={config.dialCode}
    />
  );
}
