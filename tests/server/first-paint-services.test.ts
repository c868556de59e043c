/** The service categories and a services list as plain HTML in #root (server/http/first-paint-services.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withBookingPage } from '../../server/http/first-paint-booking';
import { DEMO_CLINICS } from '../../server/seed/demo-clinics';
import { DEMO_CONFIGURATION } from '../../server/seed/demo-configuration';
import type { Clinic } from '../../src/api';
import type { Service, ServiceCategory } from '../../src/api/browsing';
import type { FirstPage } from '../../src/api/first-page-embed';
import { FIRST_PAINT_RU } from '../../src/domain/first-paint-text';

const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const clinic: Clinic = {
  ...DEMO_CLINICS[0]!.clinic,
  logotypes: {},
  servicesAvailable: true,
  servicesCount: 21,
  onlineRecordingCategoriesCount: 2,
};
const clinics = [clinic];
const categories: ServiceCategory[] = [
  { id: 101, title: 'Консультации', description: '', servicesCount: 1 },
  { id: 102, title: 'Анализы <крови>', description: 'Кровь', servicesCount: 5 },
];
const services: Service[] = [
  { id: 7, title: 'Приём терапевта', price: 1500, doctorIds: [1] },
  { id: 8, title: 'Приём <кардиолога>', price: 2500.5, doctorIds: [] },
];
const at = Date.UTC(2026, 10, 25, 7, 0);
const serviceCategories = { clinicId: clinic.id, categories };
const servicePage = { clinicId: clinic.id, categoryId: 101, limit: 80, services };
const paint = (path: string, data: FirstPage, clinicList: Clinic[] = clinics) =>
  withBookingPage(indexHtml, path, clinicList, data, DEMO_CONFIGURATION);
const names = (page: string) =>
  [...page.matchAll(/<span class="fp-name">([^<]*)<\/span>/g)].map((match) => match[1]);

describe('the service categories in #root', () => {
  const path = `/clinic/${clinic.id}/services`;

  it('paints «all services» with the clinic’s count, then each category with its count, escaped', () => {
    const page = paint(path, { at, serviceCategories });
    expect(page).toContain(`<h1 class="fp-page-heading">${FIRST_PAINT_RU.categoriesHeading}</h1>`);
    expect(names(page)).toEqual([FIRST_PAINT_RU.servicesAll, 'Консультации', 'Анализы &#60;крови&#62;']);
    expect(page).toContain(
      `<li class="fp-row fp-svc-all"><a class="fp-link fp-list-link" href="/clinic/${clinic.id}/services/all">`,
    );
    expect(page).toContain('<span class="fp-sub">21 услуга</span>');
    expect(page).toContain('<span class="fp-sub">1 услуга</span>');
    expect(page).toContain('<span class="fp-sub">5 услуг</span>');
    expect(page).toContain(`href="/clinic/${clinic.id}/services/102"`);
  });

  it('leaves it to the app where the app moves on or shows another page', () => {
    expect(paint(path, { at, serviceCategories })).not.toBe(indexHtml);
    // No categories for online recording: the app goes on to all services.
    expect(paint(path, { at, serviceCategories: { ...serviceCategories, categories: [] } })).toBe(indexHtml);
    const none = [{ ...clinic, onlineRecordingCategoriesCount: 0 }];
    expect(paint(path, { at, serviceCategories }, none)).toBe(indexHtml);
    const hidden = [{ ...clinic, servicesAvailable: false }];
    expect(paint(path, { at, serviceCategories }, hidden)).toBe(indexHtml);
    const other = { ...serviceCategories, clinicId: clinic.id + 1 };
    expect(paint(path, { at, serviceCategories: other })).toBe(indexHtml);
  });
});

describe('a services list in #root', () => {
  const path = `/clinic/${clinic.id}/services/101`;

  it('paints the category’s title, the empty search box and a row per service with its price', () => {
    const page = paint(path, { at, serviceCategories, servicePage });
    expect(page).toContain('<h1 class="fp-page-heading">Консультации</h1>');
    expect(page).toContain(
      `<span class="fp-svc-search" aria-hidden="true">${FIRST_PAINT_RU.servicesSearch}</span>`,
    );
    expect(names(page)).toEqual(['Приём терапевта', 'Приём &#60;кардиолога&#62;']);
    expect(page).toContain(`href="/clinic/${clinic.id}/service/7"`);
    expect(page).toContain('<span class="fp-svc-price">1\u00a0500\u00a0₽</span>');
    expect(page).toContain('<span class="fp-svc-price">2\u00a0500,5\u00a0₽</span>');
  });

  it('heads every category’s list «all services», without needing the categories', () => {
    const all = { ...servicePage, categoryId: null };
    const page = paint(`/clinic/${clinic.id}/services/all`, { at, servicePage: all });
    expect(page).toContain(`<h1 class="fp-page-heading">${FIRST_PAINT_RU.servicesAll}</h1>`);
    expect(page.match(/class="fp-svc-price"/g)).toHaveLength(2);
  });

  it('leaves another list, a list it cannot head, an empty one and a hidden section to the app', () => {
    expect(paint(path, { at, serviceCategories, servicePage })).not.toBe(indexHtml);
    expect(paint(`/clinic/${clinic.id}/services/102`, { at, serviceCategories, servicePage })).toBe(
      indexHtml,
    );
    expect(paint(`/clinic/${clinic.id}/services/all`, { at, serviceCategories, servicePage })).toBe(
      indexHtml,
    );
    expect(paint(path, { at, servicePage })).toBe(indexHtml);
    expect(paint(path, { at, serviceCategories, servicePage: { ...servicePage, services: [] } })).toBe(
      indexHtml,
    );
    const hidden = [{ ...clinic, servicesAvailable: false }];
    expect(paint(path, { at, serviceCategories, servicePage }, hidden)).toBe(indexHtml);
  });
});
