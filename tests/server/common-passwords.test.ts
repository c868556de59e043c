/** The ten thousand most common passwords are refused as new ones, whatever their case. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_COUNT, commonPasswords, isCommonPassword } from '../../server/auth/common-passwords';
import { changePasswordErrors, newPasswordErrors } from '../../server/auth/validation';
import { accountErrorKeys as keys } from '../../src/api';
import { type AccountsTest, lists, openAccountsTest } from './accounts-kit';

describe('the common-password list', () => {
  // A few entries differ only in case: lower-cased, they count once.
  it('holds the first ten thousand of the frequency-ordered list, no more', () => {
    expect(commonPasswords().size).toBeGreaterThan(COMMON_PASSWORD_COUNT - 200);
    expect(commonPasswords().size).toBeLessThanOrEqual(COMMON_PASSWORD_COUNT);
    expect(isCommonPassword('password')).toBe(true);
    expect(isCommonPassword('PassWord')).toBe(true);
    // The 10 000th entry is in, the 10 001st is not.
    expect(isCommonPassword('BRADY')).toBe(true);
    expect(isCommonPassword('blue23')).toBe(false);
    expect(isCommonPassword('Kx7qPw2mZr')).toBe(false);
  });

  it('a common new password is its own error, after the spec bounds', () => {
    expect(newPasswordErrors('Password')).toEqual([keys.password.tooCommon]);
    expect(newPasswordErrors('12345678')).toEqual([keys.password.tooCommon]);
    expect(newPasswordErrors('1234')).toEqual([keys.password.minimumLength]);
    expect(newPasswordErrors('Kx7qPw2mZr')).toEqual([]);
    const change = changePasswordErrors({
      oldPassword: 'Kx7qPw2mZr',
      newPassword: 'ABC123',
      confirmNewPassword: 'ABC123',
    });
    expect(change).toEqual({
      oldPassword: [],
      newPassword: [keys.password.tooCommon],
      confirmNewPassword: [],
    });
  });
});

describe('registration refuses a common password', () => {
  let t: AccountsTest;
  beforeAll(async () => {
    t = await openAccountsTest('sqlite');
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 400 with the too-common key in the newPassword list', async () => {
    const phone = t.freshPhone();
    const res = await t.register(phone, 'Password1');
    expect(res.status).toBe(400);
    expect(res.body).toEqual(lists({ newPassword: [keys.password.tooCommon] }));
  });
});
