// @vitest-environment jsdom
/** The browsing area's strings: both languages loaded with the area, and the plural forms it uses. */
import { i18n as i18next } from '../../src/app/i18n';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { initI18n, loadLanguage, type TranslationKey } from '../../src/app/i18n';
import { specialistsLinkKey } from '../../src/app/screens/browsing/browsing-strings';

beforeAll(async () => {
  await initI18n('ru');
  await loadLanguage('en-gb');
});
afterAll(() => {
  void i18next.changeLanguage('ru');
});

describe('a service’s link to its specialists', () => {
  it.each<[string, number, string]>([
    ['ru', 1, 'Специалист, оказывающий услугу'],
    ['ru', 2, 'Специалисты, оказывающие услугу'],
    ['ru', 21, 'Специалисты, оказывающие услугу'],
    ['ru', 101, 'Специалисты, оказывающие услугу'],
    ['en-gb', 1, 'Specialist providing the service'],
    ['en-gb', 21, 'Specialists providing the service'],
  ])('%s, %i specialists → %s', (language, count, text) => {
    expect(i18next.getFixedT(language)(specialistsLinkKey(count))).toBe(text);
  });
});

describe('browsing plurals', () => {
  it.each<[string, TranslationKey, number, string]>([
    ['ru', 'browsing.categories.servicesCount', 1, '1 услуга'],
    ['ru', 'browsing.categories.servicesCount', 3, '3 услуги'],
    ['ru', 'browsing.categories.servicesCount', 11, '11 услуг'],
    ['ru', 'browsing.categories.servicesCount', 21, '21 услуга'],
    ['en-gb', 'browsing.categories.servicesCount', 1, '1 service'],
    ['en-gb', 'browsing.categories.servicesCount', 24, '24 services'],
    ['ru', 'browsing.specialties.doctorsCount', 1, '1 специалист'],
    ['ru', 'browsing.specialties.doctorsCount', 4, '4 специалиста'],
    ['ru', 'browsing.specialties.doctorsCount', 12, '12 специалистов'],
    ['en-gb', 'browsing.specialties.doctorsCount', 2, '2 specialists'],
  ])('%s %s (%i) → %s', (language, key, count, text) => {
    expect(i18next.getFixedT(language)(key, { count })).toBe(text);
  });
});
