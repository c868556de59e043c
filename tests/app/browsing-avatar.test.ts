import { expect, test } from 'vitest';
import * as contract from '../../src/api/browsing';
import * as screen from '../../src/app/screens/browsing/avatar-path';

test.each(['a1b2c3', 'with space', 'ё/%'])('the screens build avatar %o as the contract does', (avatar) => {
  expect(screen.AVATAR_SIZE).toBe(contract.AVATAR_SIZE);
  expect(screen.avatarPath(avatar)).toBe(contract.avatarPath(avatar));
});
