import commonPasswordList from 'virtual:common-passwords';
import { describe, expect, it } from 'vitest';
import { commonPasswords } from '../../server/auth/common-passwords';
import {
  agreementRules,
  changePasswordRules,
  codeRules,
  codeScope,
  commonPasswordCheck,
  formIsValid,
  isAllowedPasswordCharacter,
  loginPasswordRules,
  nameRules,
  newPasswordRules,
  phoneRules,
  repeatPasswordRules,
  stripDisallowedPasswordCharacters,
  surnameRules,
} from '../../src/domain/account-rules';

const keys = (errors: readonly { key: string }[]) => errors.map((error) => error.key);

describe('account rules', () => {
  it.each([
    ['', [{ key: 'errors.phone.is_required' }]],
    ['7999000000', [{ key: 'errors.phone.minimum_length', params: { length: 11 } }]],
    ['79990000001', []],
    ['79990000001234567890', []],
    ['799900000012345678901', [{ key: 'errors.phone.maximum_length', params: { length: 20 } }]],
  ])('phone %j', (digits, expected) => {
    expect(phoneRules(digits)).toEqual(expected);
  });

  it('login password is required', () => {
    expect(keys(loginPasswordRules(''))).toEqual(['errors.password.password_is_required']);
    expect(loginPasswordRules('x')).toEqual([]);
  });

  it.each([
    ['', []],
    ['a'.repeat(50), []],
    ['a'.repeat(51), ['errors.registration.name_maximum_length']],
  ])('name of %j', (name, expected) => {
    expect(keys(nameRules(name))).toEqual(expected);
  });

  it.each([
    ['', ['errors.registration.surname_is_required']],
    ['   ', ['errors.registration.surname_is_required']],
    ['Ivanov', []],
    ['a'.repeat(51), ['errors.registration.surname_maximum_length']],
  ])('surname %j', (surname, expected) => {
    expect(keys(surnameRules(surname))).toEqual(expected);
  });

  it.each([
    ['', null, ['errors.messages.need_to_select_transport']],
    ['1234', null, ['errors.messages.need_to_select_transport']],
    ['', 'sms', ['errors.sms.code_is_required']],
    ['', 'whatsapp', ['errors.whatsapp.code_is_required']],
    ['', 'flash_call', ['errors.flashCall.code_is_required']],
    ['1234', 'flash_call', []],
  ] as const)('code %j by %s', (code, transport, expected) => {
    expect(keys(codeRules(code, transport))).toEqual(expected);
  });

  it('writes flash call errors under flashCall', () => {
    expect(codeScope('flash_call')).toBe('flashCall');
    expect(codeScope(null)).toBe('messages');
  });

  it('asks for the agreement only when the configuration says so', () => {
    expect(keys(agreementRules(false, true))).toEqual([
      'errors.messages.agree_to_privacy_policy_errors_is_required',
    ]);
    expect(agreementRules(true, true)).toEqual([]);
    expect(agreementRules(false, false)).toEqual([]);
  });

  it.each([
    ['', []],
    ['abc12345', []],
    ['abc1234', ['errors.password.minimum_length']],
    ['a'.repeat(33), ['errors.password.maximum_length']],
    ['abc-12345', ['errors.password.alphanumeric_only']],
    ['пароль12', ['errors.password.alphanumeric_only']],
  ])('recovery password %j', (password, expected) => {
    expect(keys(newPasswordRules(password))).toEqual(expected);
  });

  it('recovery password length errors carry their bound', () => {
    expect(newPasswordRules('a1')).toEqual([
      { key: 'errors.password.minimum_length', params: { length: 8 } },
    ]);
  });

  it('the repeat must equal the password', () => {
    expect(keys(repeatPasswordRules('abc12345', 'abc12346'))).toEqual([
      'errors.password.passwords_do_not_match',
    ]);
    expect(repeatPasswordRules('abc12345', 'abc12345')).toEqual([]);
  });

  it.each([
    ['a', true],
    ['Z', true],
    ['0', true],
    ...[...'#$^+=!*()@%&'].map((char) => [char, true] as const),
    ['-', false],
    [' ', false],
    ['_', false],
    ['ж', false],
    ['"', false],
  ] as const)('password character %j allowed: %s', (char, allowed) => {
    expect(isAllowedPasswordCharacter(char)).toBe(allowed);
  });

  it('strips disallowed characters from a paste', () => {
    expect(stripDisallowedPasswordCharacters('pa ss-wörd_1#!')).toBe('passwrd1#!');
  });

  it.each([
    [
      { oldPassword: '', newPassword: '', confirmNewPassword: '' },
      {
        oldPassword: ['errors.basis.field_is_required'],
        newPassword: ['errors.basis.field_is_required'],
        confirmNewPassword: ['errors.basis.field_is_required'],
      },
    ],
    [
      { oldPassword: '-- ', newPassword: 'abc123', confirmNewPassword: 'abc123' },
      { oldPassword: ['errors.basis.field_is_required'], newPassword: [], confirmNewPassword: [] },
    ],
    [
      { oldPassword: 'old1', newPassword: 'abcdef', confirmNewPassword: '123456' },
      {
        oldPassword: [],
        newPassword: ['errors.password.must_contain_letters_and_numbers'],
        confirmNewPassword: [
          'errors.password.must_contain_letters_and_numbers',
          'errors.password.passwords_do_not_match',
        ],
      },
    ],
    [
      { oldPassword: 'old1', newPassword: 'ab12', confirmNewPassword: 'ab12' },
      {
        oldPassword: [],
        newPassword: ['errors.password.minimum_length'],
        confirmNewPassword: ['errors.password.minimum_length'],
      },
    ],
    [
      { oldPassword: 'old1', newPassword: `a1${'b'.repeat(31)}`, confirmNewPassword: `a1${'b'.repeat(31)}` },
      {
        oldPassword: [],
        newPassword: ['errors.password.maximum_length'],
        confirmNewPassword: ['errors.password.maximum_length'],
      },
    ],
    [
      { oldPassword: 'same12', newPassword: 'same12', confirmNewPassword: 'same12' },
      {
        oldPassword: ['errors.password.new_password_and_old_password_must_not_match'],
        newPassword: ['errors.password.new_password_and_old_password_must_not_match'],
        confirmNewPassword: ['errors.password.new_password_and_old_password_must_not_match'],
      },
    ],
    [
      { oldPassword: 'old1', newPassword: 'new#12', confirmNewPassword: 'new#12' },
      { oldPassword: [], newPassword: [], confirmNewPassword: [] },
    ],
  ])('change password %j', (values, expected) => {
    const errors = changePasswordRules(values);
    expect({
      oldPassword: keys(errors.oldPassword),
      newPassword: keys(errors.newPassword),
      confirmNewPassword: keys(errors.confirmNewPassword),
    }).toEqual(expected);
  });

  it('change password length errors carry 6 and 32', () => {
    const short = changePasswordRules({ oldPassword: 'x', newPassword: 'a1', confirmNewPassword: 'a1' });
    expect(short.newPassword).toContainEqual({
      key: 'errors.password.minimum_length',
      params: { length: 6 },
    });
  });

  describe('common passwords', () => {
    const isCommon = commonPasswordCheck('password1\nqwerty123');

    it('refuses a common new password in recovery and registration, whatever its case', () => {
      expect(keys(newPasswordRules('Password1', isCommon))).toEqual(['errors.password.too_common']);
      expect(keys(newPasswordRules('QWERTY123', isCommon))).toEqual(['errors.password.too_common']);
      expect(newPasswordRules('olga2026pass', isCommon)).toEqual([]);
      // Said only of a password that passes the rest; empty still means the suggestion.
      expect(keys(newPasswordRules('qwerty12', commonPasswordCheck('qwerty12')))).toEqual([
        'errors.password.too_common',
      ]);
      expect(keys(newPasswordRules('qwerty1', commonPasswordCheck('qwerty1')))).toEqual([
        'errors.password.minimum_length',
      ]);
      expect(newPasswordRules('', isCommon)).toEqual([]);
      // Before the list has loaded there is no check: the server alone refuses it.
      expect(newPasswordRules('password1', null)).toEqual([]);
    });

    it('refuses a common new password in change password, once, on the new password', () => {
      const errors = changePasswordRules(
        { oldPassword: 'old2026x', newPassword: 'Password1', confirmNewPassword: 'Password1' },
        isCommon,
      );
      expect({
        oldPassword: keys(errors.oldPassword),
        newPassword: keys(errors.newPassword),
        confirmNewPassword: keys(errors.confirmNewPassword),
      }).toEqual({ oldPassword: [], newPassword: ['errors.password.too_common'], confirmNewPassword: [] });
      expect(
        changePasswordRules(
          { oldPassword: 'old2026x', newPassword: 'fresh#2026', confirmNewPassword: 'fresh#2026' },
          isCommon,
        ).newPassword,
      ).toEqual([]);
    });

    it("the forms' list is the one the server refuses", () => {
      const server = commonPasswords();
      const lines = commonPasswordList.split('\n');
      expect(new Set(lines)).toEqual(server);
      expect(lines).toHaveLength(server.size);
      expect(commonPasswordCheck(commonPasswordList)('PassWord')).toBe(true);
      expect(commonPasswordCheck(commonPasswordList)('Kx7qPw2mZr')).toBe(false);
    });
  });

  it.each([
    [{ a: [], b: [] }, true],
    [{ a: [], b: null }, false],
    [{ a: [{ key: 'x' }], b: [] }, false],
    [{}, true],
  ])('form %j valid: %s', (fields, valid) => {
    expect(formIsValid(fields)).toBe(valid);
  });
});
