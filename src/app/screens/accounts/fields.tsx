/**
 * The accounts forms' inputs: Fluent fields with a visible label, their rule errors under them, Enter
 * moving on (§2.3, §2.6). The phone field shows the mask and hands out digits only; the password field
 * has a show/hide toggle and may block characters on key press and strip them from a paste (§5).
 */
import { Button, Field, Input, type InputProps } from '@fluentui/react-components';
import { type KeyboardEvent, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '../../../domain/account-rules';
import { digitsOnly, formatPhoneInput, PHONE_INPUT_LIMIT } from '../../../domain/phone-mask';
import { HideIcon, ShowIcon } from './icons';

interface BaseProps {
  label: string;
  value: string;
  errors: FieldErrors;
  onChange: (value: string) => void;
  onBlur?: () => void;
  /** Enter in the field: move to the next one or submit. */
  onEnter?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  testId: string;
  disabled?: boolean;
  required?: boolean;
}

function useMessage(errors: FieldErrors): string | undefined {
  const { t } = useTranslation();
  if (!errors || errors.length === 0) return undefined;
  return errors.map((error) => t(error.key, error.params ?? {})).join(' ');
}

const enterHandler =
  (onEnter?: () => void) =>
  (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'Enter' && onEnter) {
      event.preventDefault();
      onEnter();
    }
  };

export function TextField({
  label,
  value,
  errors,
  onChange,
  onBlur,
  onEnter,
  inputRef,
  testId,
  disabled,
  required,
  maxLength,
  autoComplete,
  inputMode,
}: BaseProps & Pick<InputProps, 'maxLength' | 'autoComplete' | 'inputMode'>) {
  const message = useMessage(errors);
  return (
    <Field
      label={label}
      required={required}
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
    >
      <Input
        ref={inputRef}
        value={value}
        disabled={disabled}
        maxLength={maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        data-testid={testId}
        onChange={(_, data) => onChange(data.value)}
        onBlur={onBlur}
        onKeyDown={enterHandler(onEnter)}
      />
    </Field>
  );
}

/**
 * `value` and `onChange` carry digits; the field shows them in their country's mask with a '+'. An empty
 * field shows the configuration's dial code (the default country, §9) as its placeholder.
 */
export function PhoneField({
  preferredCountry,
  dialCode,
  ...props
}: BaseProps & { preferredCountry?: string; dialCode?: string }) {
  const message = useMessage(props.errors);
  return (
    <Field
      label={props.label}
      required={props.required}
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
    >
      <Input
        ref={props.inputRef}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        value={formatPhoneInput(props.value, preferredCountry)}
        disabled={props.disabled}
        data-testid={props.testId}
        placeholder={dialCode ? `+${dialCode}` : '+'}
        onChange={(_, data) => props.onChange(digitsOnly(data.value).slice(0, PHONE_INPUT_LIMIT))}
        onBlur={props.onBlur}
        onKeyDown={enterHandler(props.onEnter)}
      />
    </Field>
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
  const message = useMessage(props.errors);
  const [shown, setShown] = useState(false);
  return (
    <Field
      label={props.label}
      required={props.required}
      validationMessage={message}
      validationState={message ? 'error' : 'none'}
    >
      <Input
        ref={props.inputRef}
        type={shown ? 'text' : 'password'}
        value={props.value}
        maxLength={maxLength}
        autoComplete={autoComplete}
        disabled={props.disabled}
        data-testid={props.testId}
        onChange={(_, data) => props.onChange(allowed ? allowed.strip(data.value) : data.value)}
        onBlur={props.onBlur}
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
          enterHandler(props.onEnter)(event);
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
    </Field>
  );
}
