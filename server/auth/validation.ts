/**
 * The specification's input rules and limits on the server, each failure as its catalogue key in the
 * field's list. Every function answers a list: empty means valid.
 */
import { accountErrorKeys as keys } from '../../src/api';
import { isCommonPassword } from './common-passwords';

export const PHONE_MIN = 11;
export const PHONE_MAX = 20;
export const NAME_MAX = 50;
export const CODE_MAX = 32;

/** Phones travel as digits only; anything else is a format error, not a stripped value. */
export function phoneErrors(phone: string): string[] {
  if (phone.length === 0) return [keys.phone.isRequired];
  if (!/^\d+$/.test(phone)) return [keys.phone.invalidFormat];
  if (phone.length < PHONE_MIN) return [keys.phone.minimumLength];
  if (phone.length > PHONE_MAX) return [keys.phone.maximumLength];
  return [];
}

export function loginPasswordErrors(password: string): string[] {
  return password.length === 0 ? [keys.password.isRequired] : [];
}

export function registrationNameErrors(name: string): string[] {
  return name.trim().length > NAME_MAX ? [keys.registration.nameMaximumLength] : [];
}

export function surnameErrors(surname: string): string[] {
  const value = surname.trim();
  if (value.length === 0) return [keys.registration.surnameIsRequired];
  return value.length > NAME_MAX ? [keys.registration.surnameMaximumLength] : [];
}

/** Registration and recovery: letters and digits only, 8 to 32 characters. */
export function newPasswordErrors(password: string): string[] {
  if (password.length === 0) return [keys.password.isRequired];
  const errors: string[] = [];
  if (!/^[A-Za-z0-9]*$/.test(password)) errors.push(keys.password.alphanumericOnly);
  if (password.length < 8) errors.push(keys.password.minimumLength);
  if (password.length > 32) errors.push(keys.password.maximumLength);
  if (errors.length === 0 && isCommonPassword(password)) errors.push(keys.password.tooCommon);
  return errors;
}

/** Letters, digits and # $ ^ + = ! * ( ) @ % & (the characters change password allows). */
const ALLOWED = /^[A-Za-z0-9#$^+=!*()@%&]*$/;

export interface ChangePasswordInput {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

export function changePasswordErrors(input: ChangePasswordInput) {
  const oldPassword: string[] = [];
  const newPassword: string[] = [];
  const confirmNewPassword: string[] = [];
  if (input.oldPassword.length === 0) oldPassword.push(keys.fieldIsRequired);
  else if (input.oldPassword.length > 64 || !ALLOWED.test(input.oldPassword))
    oldPassword.push(keys.password.invalidCharacters);
  for (const [value, list] of [
    [input.newPassword, newPassword],
    [input.confirmNewPassword, confirmNewPassword],
  ] as const) {
    if (value.length === 0) {
      list.push(keys.fieldIsRequired);
      continue;
    }
    if (!ALLOWED.test(value)) list.push(keys.password.invalidCharacters);
    if (!/[A-Za-z]/.test(value) || !/\d/.test(value)) list.push(keys.password.mustContainLettersAndNumbers);
    if (value.length < 6) list.push(keys.password.minimumLength);
    if (value.length > 32) list.push(keys.password.maximumLength);
  }
  // Said once, on the new password: a guesser tries the common ones first, whatever their case.
  if (newPassword.length === 0 && isCommonPassword(input.newPassword))
    newPassword.push(keys.password.tooCommon);
  if (input.confirmNewPassword.length > 0 && input.newPassword !== input.confirmNewPassword)
    confirmNewPassword.push(keys.password.passwordsDoNotMatch);
  if (input.oldPassword.length > 0 && input.oldPassword === input.newPassword) {
    // Shown on every field, as the specification asks.
    for (const list of [oldPassword, newPassword, confirmNewPassword])
      list.push(keys.password.newAndOldMustNotMatch);
  }
  return { oldPassword, newPassword, confirmNewPassword };
}

/** Keeps only the lists that hold something; null when every list is empty. */
export function nonEmpty(lists: Record<string, string[]>): Record<string, string[]> | null {
  const out = Object.fromEntries(Object.entries(lists).filter(([, list]) => list.length > 0));
  return Object.keys(out).length > 0 ? out : null;
}
