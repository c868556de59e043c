// @vitest-environment jsdom
/**
 * The app's i18next setup (src/app/i18n): lookup, plurals by Intl.PluralRules, Russian as the
 * fallback, `{{name}}` interpolation, area bundles, language changes and missing keys, each on an
 * instance of its own started the way the boot starts the app's.
 */
import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import { initI18n, loadLanguage, runtimeKey } from '../../src/app/i18n';
import { addAreaTranslations } from '../../src/app/i18n/areas';

/** A test-only area: its keys are not the app's, so they go through runtimeKey. */
const AREA = {
  ru: {
    probe: {
      greet: 'Привет, {{name}}!',
      only: 'только по-русски',
      files_one: '{{count}} файл',
      files_few: '{{count}} файла',
      files_many: '{{count}} файлов',
      files_other: '{{count}} файла',
    },
  },
  'en-gb': {
    probe: {
      greet: 'Hello, {{ name }}!',
      only: 'Russian only',
      files_one: '{{count}} file',
      files_other: '{{count}} files',
    },
  },
};
const key = runtimeKey;

async function started(language: 'ru' | 'en-gb' = 'ru') {
  const instance = createInstance();
  await initI18n(language, instance);
  return instance;
}

describe('the i18next setup', () => {
  it('has Russian as soon as init returns, before its promise settles: the first render needs it', () => {
    const instance = createInstance();
    void initI18n('ru', instance);
    expect(instance.isInitialized).toBe(true);
    expect(instance.t('clinics.heading')).toBe('Выберите клинику');
    expect(instance.t('clinicMenu.specialistsCount', { count: 17 })).toBe('17 специалистов');
  });

  it('reads a stored English choice with Russian until the English chunk is there', async () => {
    const instance = createInstance();
    const ready = initI18n('en-gb', instance);
    expect(instance.language).toBe('en-gb');
    expect(instance.t('menu.logout')).toBe('Выйти');
    await ready;
    expect(instance.t('menu.logout')).toBe('Log out');
  });

  it.each([
    ['ru', 0, '0 файлов'],
    ['ru', 1, '1 файл'],
    ['ru', 3, '3 файла'],
    ['ru', 5, '5 файлов'],
    ['ru', 11, '11 файлов'],
    ['ru', 21, '21 файл'],
    ['ru', 1.5, '1.5 файла'],
    ['en-gb', 1, '1 file'],
    ['en-gb', 2, '2 files'],
  ])('plural in %s for %s → %s', async (lng, count, text) => {
    const instance = await started(lng === 'ru' ? 'ru' : 'en-gb');
    addAreaTranslations(AREA, instance);
    expect(instance.t(key('probe.files'), { count })).toBe(text);
  });

  it('falls back to Russian for a key English lacks, and answers a key nobody holds with itself', async () => {
    const instance = await started('en-gb');
    // Only Russian: addAreaTranslations would not take an English tree that lacks a key.
    instance.addResourceBundle('ru', 'translation', { probe: { only: 'только по-русски' } }, true, false);
    expect(instance.t(key('probe.only'))).toBe('только по-русски');
    expect(instance.t('menu.logout')).toBe('Log out');
    expect(instance.t(key('probe.missing'))).toBe('probe.missing');
    expect(instance.t(key('errors.server.some_new_code'))).toBe('errors.server.some_new_code');
  });

  it('fills {{name}} unescaped (React escapes what it renders) and leaves a value not given as it is', async () => {
    const instance = await started();
    addAreaTranslations(AREA, instance);
    expect(instance.t(key('probe.greet'), { name: 'Анна' })).toBe('Привет, Анна!');
    expect(instance.t(key('probe.greet'), { name: '<b>&' })).toBe('Привет, <b>&!');
    expect(instance.t(key('probe.greet'), { lng: 'en-gb', name: 'Ann' })).toBe('Hello, Ann!');
    expect(instance.t(key('probe.greet'))).toBe('Привет, {{name}}!');
  });

  it('merges area bundles deep without overwriting, and never changes the objects it was given', async () => {
    const instance = await started();
    const area = { clinics: { heading: 'другое', extra: 'ещё' } };
    addAreaTranslations({ ru: area, 'en-gb': { clinics: { heading: 'other', extra: 'more' } } }, instance);
    expect(instance.t('clinics.heading')).toBe('Выберите клинику');
    expect(instance.t(key('clinics.extra'))).toBe('ещё');
    expect(area).toEqual({ clinics: { heading: 'другое', extra: 'ещё' } });
  });

  it('keeps an area imported before the start until the start, then adds it', async () => {
    const instance = createInstance();
    addAreaTranslations(AREA, instance);
    expect(instance.isInitialized).toBeFalsy();
    await initI18n('ru', instance);
    expect(instance.t(key('probe.only'))).toBe('только по-русски');
  });

  it('tells listeners the new language in lower case until they leave; getFixedT keeps its language', async () => {
    const instance = await started();
    const heard: string[] = [];
    const listener = (language: string) => heard.push(language);
    instance.on('languageChanged', listener);
    await loadLanguage('en-gb', instance);
    await instance.changeLanguage('EN-GB');
    expect(instance.t('menu.logout')).toBe('Log out');
    const russian = instance.getFixedT('ru');
    expect(russian('menu.logout')).toBe('Выйти');
    instance.off('languageChanged', listener);
    await instance.changeLanguage('ru');
    expect(heard).toEqual(['en-gb']);
    expect(instance.language).toBe('ru');
  });

  // `npm run typecheck` fails should these lines ever type-check: each @ts-expect-error would be unused.
  it("types its keys, the areas' too: a misspelled one fails the type check and reads as itself", async () => {
    const instance = await started();
    expect(instance.t('header.back')).toBe('Назад');
    // @ts-expect-error not a key of the start page's tree
    expect(instance.t('header.bak')).toBe('header.bak');
    // @ts-expect-error not a key of the results area's tree
    expect(instance.t('results.inProgres')).toBe('results.inProgres');
    // @ts-expect-error the English tree lacks `probe.greet`
    addAreaTranslations({ ru: { probe: { greet: 'Привет' } }, 'en-gb': { probe: {} } }, instance);
    expect(instance.t(key('probe.greet'))).toBe('Привет');
  });
});
