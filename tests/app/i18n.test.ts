// @vitest-environment jsdom
import { i18n as i18next } from '../../src/app/i18n';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addAreaTranslations } from '../../src/app/i18n/areas';
import { enGb } from '../../src/app/i18n/en-gb';
import {
  initI18n,
  isLanguage,
  loadLanguage,
  runtimeKey,
  setLanguage,
  storedLanguage,
} from '../../src/app/i18n';
import { ru } from '../../src/app/i18n/ru';

beforeAll(async () => {
  await initI18n('ru');
});
afterAll(() => {
  void i18next.changeLanguage('ru');
  localStorage.clear();
});

function keys(value: object, prefix = ''): string[] {
  return Object.entries(value).flatMap(([key, child]) =>
    typeof child === 'string' ? [`${prefix}${key}`] : keys(child as object, `${prefix}${key}.`),
  );
}

const RU_KEYS = keys(ru);

describe('i18n', () => {
  it.each([
    [0, '0 специалистов'],
    [1, '1 специалист'],
    [2, '2 специалиста'],
    [4, '4 специалиста'],
    [5, '5 специалистов'],
    [11, '11 специалистов'],
    [14, '14 специалистов'],
    [21, '21 специалист'],
    [22, '22 специалиста'],
    [25, '25 специалистов'],
    [101, '101 специалист'],
    [111, '111 специалистов'],
  ])('Russian plural for %s → %s', (count, text) => {
    expect(i18next.t('clinicMenu.specialistsCount', { lng: 'ru', count })).toBe(text);
  });

  it.each([
    [1, '1 услуга'],
    [3, '3 услуги'],
    [7, '7 услуг'],
    [1, '1 специальность'],
  ])('other Russian plurals: %s → %s', (count, text) => {
    const key = text.includes('услуг') ? 'clinicMenu.servicesCount' : 'clinicMenu.specialtiesCount';
    expect(i18next.t(key, { lng: 'ru', count })).toBe(text);
  });

  it('English loads on demand, with its plurals, also after an area added its English strings', async () => {
    expect(i18next.hasResourceBundle('en-gb', 'translation')).toBe(false);
    addAreaTranslations({ ru: { area: { hello: 'Привет' } }, 'en-gb': { area: { hello: 'Hello' } } });
    // A test-only area: its key is not among the app's.
    expect(i18next.t(runtimeKey('area.hello'), { lng: 'ru' })).toBe('Привет');
    await loadLanguage('en-gb');
    expect(i18next.t(runtimeKey('area.hello'), { lng: 'en-gb' })).toBe('Hello');
    expect(i18next.t('clinicMenu.servicesCount', { lng: 'en-gb', count: 1 })).toBe('1 service');
    expect(i18next.t('clinicMenu.servicesCount', { lng: 'en-gb', count: 5 })).toBe('5 services');
  });

  it('en-gb has every key of ru (Russian-only plural forms aside)', () => {
    const russian = RU_KEYS.filter((key) => !/_(few|many)$/.test(key));
    expect(keys(enGb).sort()).toEqual(russian.sort());
  });

  it('language choice lives in localStorage priyom.lang, ru by default', async () => {
    expect(storedLanguage()).toBe('ru');
    await setLanguage('en-gb');
    expect(localStorage.getItem('priyom.lang')).toBe('en-gb');
    expect(storedLanguage()).toBe('en-gb');
    expect(i18next.t('menu.logout')).toBe('Log out');
    expect(document.documentElement.lang).toBe('en-GB');
    localStorage.setItem('priyom.lang', 'de');
    expect(storedLanguage()).toBe('ru');
    expect(isLanguage('EN-GB')).toBe(true);
    await setLanguage('ru');
    expect(document.documentElement.lang).toBe('ru');
  });

  it('follows a language chosen in another tab (a storage event), ignoring other keys and values', async () => {
    const other = (key: string, newValue: string | null) =>
      window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
    other('priyom.lang', 'de');
    other('something.else', 'en-gb');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(i18next.language).toBe('ru');
    other('priyom.lang', 'en-gb');
    await vi.waitFor(() => expect(i18next.language).toBe('en-gb'));
    expect(document.documentElement.lang).toBe('en-GB');
    other('priyom.lang', 'ru');
    await vi.waitFor(() => expect(i18next.language).toBe('ru'));
  });
});
