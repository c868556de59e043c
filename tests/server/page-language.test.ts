/**
 * An app page names its language on <html> from the first byte: the reader's (the language cookie),
 * so a screen reader reads an English page with an English voice before, or without, the app's script;
 * and its title and the boot bar's name, which it announces, are in that language too.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { inReaderLanguage } from '../../server/http/page-language';
import { LANGUAGE_COOKIE } from '../../src/api/first-screen-block';
import { openTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await openTestApp('sqlite');
});
afterAll(async () => {
  await t?.close();
});

it.each([
  [undefined, 'ru'],
  ['ru', 'ru'],
  ['en-gb', 'en-GB'],
])('with the language cookie %s, <html lang> is %s', async (cookie, lang) => {
  for (const path of ['/', '/authorization', '/clinic/1/doctors']) {
    const response = await t.app.request(path, {
      headers: {
        'sec-fetch-mode': 'navigate',
        ...(cookie ? { Cookie: `${LANGUAGE_COOKIE}=${cookie}` } : {}),
      },
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toMatch(new RegExp(`^<!doctype html><html lang="${lang}">`));
  }
});

it("the template's title and boot bar are named in English for an English reader, and left for a Russian one", () => {
  const template = readFileSync(fileURLToPath(new URL('../../index.html', import.meta.url)), 'utf8');
  const english = inReaderLanguage(template, 'en-gb');
  expect(english).toContain('<html lang="en-GB">');
  expect(english).toContain('<title>Priyom</title>');
  expect(english).toContain('aria-label="Loading…"');
  expect(english).not.toMatch(/Приём<\/title>|Загрузка…/);
  expect(inReaderLanguage(template, 'ru')).toBe(template);
});
