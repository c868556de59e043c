import { expect, test } from 'vitest';
import { mergeAreas } from '../../src/data/merge-areas';

test('mergeAreas gathers every area’s commands into one object', async () => {
  const api = mergeAreas({
    account: { login: async (input: { phone: string }) => `in:${input.phone}` },
    booking: { book: (input: { id: number }) => input.id + 1 },
  });
  expect(Object.keys(api).sort()).toEqual(['book', 'login']);
  expect(await api.login({ phone: '7' })).toBe('in:7');
  expect(api.book({ id: 1 })).toBe(2);
});

test('a command name two areas both define throws when the API is made', () => {
  expect(() =>
    mergeAreas({
      account: { logout: () => 'account', hello: () => 1 },
      records: { download: () => 'file', logout: () => 'records' },
    }),
  ).toThrow(new Error('duplicate worker command: logout'));
});
