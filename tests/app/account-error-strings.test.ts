// @vitest-environment jsdom
/**
 * Every error key the accounts calls can answer (src/api/accounts.ts) reads as a sentence in both
 * languages once the accounts screens' strings load — the refusal of a common password among them,
 * which must say why in Russian and in English rather than show its key.
 */
import { describe, expect, it } from 'vitest';
import { accountErrorKeys, CODE_ERRORS, codeErrorKey } from '../../src/api';
import { i18n, runtimeKey } from '../../src/app/i18n';
import '../../src/app/screens/accounts/accounts-strings';
import { withBothLanguages } from './both-languages';

const values = (tree: object): string[] =>
  Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : values(value as object)));

const SCOPES = ['messages', 'sms', 'whatsapp', 'flashCall'] as const;
const KEYS = [
  ...values(accountErrorKeys),
  ...SCOPES.flatMap((scope) => CODE_ERRORS.map((name) => codeErrorKey(scope, name))),
].filter((key) => !key.includes('request_timeout'));

describe('the accounts error keys in both languages', () => {
  withBothLanguages();

  it.each(['ru', 'en-gb'])('each key has a %s sentence', (lng) => {
    const missing = KEYS.filter((key) => !i18n.exists(runtimeKey(key), { lng }));
    expect(missing).toEqual([]);
  });

  it('a too common password says so in each language', () => {
    const key = runtimeKey(accountErrorKeys.password.tooCommon);
    expect(i18n.t(key, { lng: 'ru' })).toMatch(/распространён/);
    expect(i18n.t(key, { lng: 'en-gb' })).toMatch(/too common/);
  });
});
