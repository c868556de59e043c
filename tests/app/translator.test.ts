/** The translations engine (src/app/i18n/translator.ts): lookup, plurals, interpolation, fallback. */
import { describe, expect, it } from 'vitest';
import { Translator } from '../../src/app/i18n/translator';

function make() {
  const i18n = new Translator('ru', 'ru');
  i18n.addResourceBundle('ru', 'translation', {
    a: { b: 'Б', greet: 'Привет, {{name}}!', only: 'только русский' },
    n: { files_one: '{{count}} файл', files_few: '{{count}} файла', files_many: '{{count}} файлов' },
    plain: 'без числа {{count}}',
  });
  i18n.addResourceBundle('en-GB', 'translation', {
    a: { b: 'B', greet: 'Hello, {{ name }}!' },
    n: { files_one: '{{count}} file', files_other: '{{count}} files' },
  });
  return i18n;
}

describe('Translator', () => {
  it('looks keys up by dotted path in the current language, then Russian, else answers the key', async () => {
    const i18n = make();
    expect(i18n.t('a.b')).toBe('Б');
    await i18n.changeLanguage('en-gb');
    expect(i18n.t('a.b')).toBe('B');
    expect(i18n.t('a.only')).toBe('только русский');
    expect(i18n.t('a.missing')).toBe('a.missing');
    expect(i18n.t('a')).toBe('a'); // a subtree is not a string
  });

  it.each([
    ['ru', 1, '1 файл'],
    ['ru', 3, '3 файла'],
    ['ru', 5, '5 файлов'],
    ['ru', 21, '21 файл'],
    ['en-gb', 1, '1 file'],
    ['en-gb', 2, '2 files'],
  ])('plural in %s for %i → %s', (lng, count, text) => {
    expect(make().t('n.files', { lng, count })).toBe(text);
  });

  it('falls back to the key without a plural form, and interpolates given values only', () => {
    const i18n = make();
    expect(i18n.t('plain', { count: 2 })).toBe('без числа 2');
    expect(i18n.t('a.greet', { name: 'Анна' })).toBe('Привет, Анна!');
    expect(i18n.t('a.greet', { lng: 'en-gb', name: 'Ann' })).toBe('Hello, Ann!');
    expect(i18n.t('a.greet')).toBe('Привет, !');
  });

  it('getFixedT keeps its language whatever the current one is', async () => {
    const i18n = make();
    const english = i18n.getFixedT('en-gb');
    expect(english('a.b')).toBe('B');
    await i18n.changeLanguage('en-gb');
    expect(i18n.getFixedT('ru')('a.b')).toBe('Б');
  });

  it('merges deep bundles without overwriting, and never changes the objects it was given', () => {
    const i18n = make();
    const area = { a: { b: 'другое', c: 'В' } };
    i18n.addResourceBundle('ru', 'translation', area, true, false);
    expect(i18n.t('a.b')).toBe('Б');
    expect(i18n.t('a.c')).toBe('В');
    i18n.addResourceBundle('ru', 'translation', { a: { d: 'Г' } }, true, false);
    expect(area).toEqual({ a: { b: 'другое', c: 'В' } });
    expect(i18n.hasResourceBundle('EN-GB', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('de', 'translation')).toBe(false);
  });

  it('tells listeners of a real change only, until they leave', async () => {
    const i18n = make();
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    i18n.on('languageChanged', listener);
    await i18n.changeLanguage('EN-GB');
    await i18n.changeLanguage('en-gb');
    i18n.off('languageChanged', listener);
    await i18n.changeLanguage('ru');
    expect(heard).toEqual(['en-gb']);
    expect(i18n.language).toBe('ru');
  });
});
