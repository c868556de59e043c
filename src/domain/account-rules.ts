/**
 * The accounts forms' validation rules, each failure as its catalogue key with the
 * parameters its message needs. A field's rule answers a list: empty means valid. A form holds null for
 * a field not yet validated, and counts as valid only when every list is non-null and empty.
 * The server checks the same rules (server/auth/validation.ts); the keys are the contract's.
 */
import { PHONE_MAX_DIGITS, PHONE_MIN_DIGITS } from './phone-digits';

export interface RuleError {
  key: string;
  params?: Record<string, number>;
}

export type FieldErrors = readonly RuleError[] | null;

export const NAME_MAX = 50;
export const CODE_INPUT_LIMIT = 32;
export const PASSWORD_INPUT_LIMIT = 32;
export const OLD_PASSWORD_INPUT_LIMIT = 64;
export const RECOVERY_PASSWORD_MIN = 8;
export const CHANGE_PASSWORD_MIN = 6;
export const PASSWORD_MAX = 32;
/** The code is checked on its own once it has this many characters (no button to press). */
export const AUTO_CHECK_CODE_LENGTH = 4;

export type CodeTransport = 'sms' | 'whatsapp' | 'flash_call';
export type CodeScope = 'messages' | 'sms' | 'whatsapp' | 'flashCall';

const err = (key: string, params?: Record<string, number>): RuleError => (params ? { key, params } : { key });

/** Phone digits (the wire form): required, 11 to 20 digits. */
export function phoneRules(digits: string): RuleError[] {
  if (digits.length === 0) return [err('errors.phone.is_required')];
  if (digits.length < PHONE_MIN_DIGITS)
    return [err('errors.phone.minimum_length', { length: PHONE_MIN_DIGITS })];
  if (digits.length > PHONE_MAX_DIGITS)
    return [err('errors.phone.maximum_length', { length: PHONE_MAX_DIGITS })];
  return [];
}

export function loginPasswordRules(password: string): RuleError[] {
  return password.length === 0 ? [err('errors.password.password_is_required')] : [];
}

export function nameRules(name: string): RuleError[] {
  return name.trim().length > NAME_MAX ? [err('errors.registration.name_maximum_length')] : [];
}

export function surnameRules(surname: string): RuleError[] {
  const value = surname.trim();
  if (value.length === 0) return [err('errors.registration.surname_is_required')];
  return value.length > NAME_MAX ? [err('errors.registration.surname_maximum_length')] : [];
}

export const codeScope = (transport: CodeTransport | null): CodeScope =>
  transport === null ? 'messages' : transport === 'flash_call' ? 'flashCall' : transport;

/** The code: a transport must be chosen first; then the code is required. */
export function codeRules(code: string, transport: CodeTransport | null): RuleError[] {
  if (transport === null) return [err('errors.messages.need_to_select_transport')];
  return code.trim().length === 0 ? [err(`errors.${codeScope(transport)}.code_is_required`)] : [];
}

export function agreementRules(agreed: boolean, mustAgree: boolean): RuleError[] {
  return mustAgree && !agreed ? [err('errors.messages.agree_to_privacy_policy_errors_is_required')] : [];
}

/**
 * Whether a password is one of the common ones a guesser tries first (the server refuses them as new
 * passwords). The forms load the list apart, so until it arrives they have none and only the server
 * says so.
 */
export type CommonPasswordCheck = (password: string) => boolean;

/** A check over the list as the server reads it: lower-cased, one a line; any case of an entry is common. */
export function commonPasswordCheck(list: string): CommonPasswordCheck {
  const common = new Set(list.split('\n'));
  return (password) => common.has(password.toLowerCase());
}

/**
 * Recovery and registration's new password: empty means the suggested one is used; otherwise letters
 * and digits only, 8 to 32, and not a common one. The repeat must equal it.
 */
export function newPasswordRules(password: string, isCommon?: CommonPasswordCheck | null): RuleError[] {
  if (password.length === 0) return [];
  const errors: RuleError[] = [];
  if (!/^[A-Za-z0-9]*$/.test(password)) errors.push(err('errors.password.alphanumeric_only'));
  if (password.length < RECOVERY_PASSWORD_MIN)
    errors.push(err('errors.password.minimum_length', { length: RECOVERY_PASSWORD_MIN }));
  if (password.length > PASSWORD_MAX)
    errors.push(err('errors.password.maximum_length', { length: PASSWORD_MAX }));
  // Like the server: said only of a password that passes the rest.
  if (errors.length === 0 && isCommon?.(password)) errors.push(err('errors.password.too_common'));
  return errors;
}

export function repeatPasswordRules(password: string, repeat: string): RuleError[] {
  return password !== repeat ? [err('errors.password.passwords_do_not_match')] : [];
}

/** Letters, digits and # $ ^ + = ! * ( ) @ % & (change password): others are blocked and stripped. */
const ALLOWED_CHARACTER = /^[A-Za-z0-9#$^+=!*()@%&]$/;

export const isAllowedPasswordCharacter = (char: string): boolean => ALLOWED_CHARACTER.test(char);

export function stripDisallowedPasswordCharacters(value: string): string {
  return Array.from(value).filter(isAllowedPasswordCharacter).join('');
}

export interface ChangePasswordValues {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export type ChangePasswordErrors = {
  oldPassword: RuleError[];
  newPassword: RuleError[];
  confirmNewPassword: RuleError[];
};

function changedPasswordRules(value: string): RuleError[] {
  if (value.length === 0) return [err('errors.basis.field_is_required')];
  const errors: RuleError[] = [];
  if (!/[A-Za-z]/.test(value) || !/\d/.test(value))
    errors.push(err('errors.password.must_contain_letters_and_numbers'));
  if (value.length < CHANGE_PASSWORD_MIN)
    errors.push(err('errors.password.minimum_length', { length: CHANGE_PASSWORD_MIN }));
  if (value.length > PASSWORD_MAX)
    errors.push(err('errors.password.maximum_length', { length: PASSWORD_MAX }));
  return errors;
}

/**
 * Change password: new and repeat required, letters and digits both, 6 to 32, equal, the new one not a
 * common one; the old one needs an allowed character and must differ from the new one (that error
 * shows on all three fields).
 */
export function changePasswordRules(
  values: ChangePasswordValues,
  isCommon?: CommonPasswordCheck | null,
): ChangePasswordErrors {
  const oldPassword =
    stripDisallowedPasswordCharacters(values.oldPassword).length === 0
      ? [err('errors.basis.field_is_required')]
      : [];
  const newPassword = changedPasswordRules(values.newPassword);
  const confirmNewPassword = changedPasswordRules(values.confirmNewPassword);
  // Said once, on the new password, and only when it passes the rest, as the server does.
  if (newPassword.length === 0 && isCommon?.(values.newPassword))
    newPassword.push(err('errors.password.too_common'));
  if (values.confirmNewPassword.length > 0)
    confirmNewPassword.push(...repeatPasswordRules(values.newPassword, values.confirmNewPassword));
  if (values.oldPassword.length > 0 && values.oldPassword === values.newPassword) {
    const same = err('errors.password.new_password_and_old_password_must_not_match');
    oldPassword.push(same);
    newPassword.push(same);
    confirmNewPassword.push(same);
  }
  return { oldPassword, newPassword, confirmNewPassword };
}

/** A form is valid only when every field was validated (non-null) and holds no error. */
export function formIsValid(fields: Readonly<Record<string, FieldErrors>>): boolean {
  return Object.values(fields).every((list) => list !== null && list.length === 0);
}
