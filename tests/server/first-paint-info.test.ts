/**
 * The clinic information as plain HTML in #root (server/http/first-paint-info.ts) and the phones the
 * page brings for it, formatted on the server (server/http/first-page-clinic-phones.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { firstPageReader } from '../../server/http/first-page';
import { readClinicPhones } from '../../server/http/first-page-clinic-phones';
import { withClinicInfoPage } from '../../server/http/first-paint-info';
import { DEMO_CLINICS } from '../../server/seed/demo-clinics';
import type { Clinic } from '../../src/api';
import type { ClinicPhones, FirstPage } from '../../src/api/first-page-embed';

const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const clinics: Clinic[] = DEMO_CLINICS.map(({ clinic }) => ({ ...clinic, logotypes: {} }));
const clinic: Clinic = {
  ...clinics.find((item) => item.showInformationAboutClinic)!,
  phone1: null,
  notFormattedPhone1: '8 812 555 12 34',
  phone2: '+7 (812) 555-12-34',
  notFormattedPhone2: '88125551234',
  informationAboutClinic: 'Первая строка <b>\nвторая',
  logotypes: { thumb100: 'logo-1' },
};
const hidden = clinics.find((item) => !item.showInformationAboutClinic)!;
const listed = [clinic, hidden];
const configuration = { apiBase: '/api', colourScheme: null, alpha2: 'RU' };
const read = async (path: string) =>
  path === '/clinics/list' ? { clinics: listed } : path === '/configuration' ? configuration : null;
const phones = (await readClinicPhones(read, clinic.id))!;
const data = (overrides: Partial<ClinicPhones> = {}): FirstPage => ({
  at: 0,
  clinicPhones: { ...phones, ...overrides },
});
const path = `/clinic/${clinic.id}`;

describe("the clinic information's phones in the page", () => {
  it('formats them as the app does: the national number read in the country, one link per number', () => {
    expect(phones).toMatchObject({
      clinicId: clinic.id,
      country: 'RU',
      notFormattedPhone1: '8 812 555 12 34',
    });
    expect(phones.phones).toEqual([{ text: '+7 812 555 12 34', href: 'tel:+78125551234' }]);
  });

  it('gives nothing for a clinic that hides its information or is not listed, and the reader carries them', async () => {
    expect(await readClinicPhones(read, hidden.id)).toBeNull();
    expect(await readClinicPhones(read, 999)).toBeNull();
    const page = await firstPageReader({ read, timeZone: async () => 'Europe/Moscow', now: () => 5 })(path);
    expect(page).toEqual({ at: 5, clinicPhones: phones });
  });
});

describe('the clinic information in #root', () => {
  it('paints the card: logo, title, place, e-mail, phones, site and the text, escaped', () => {
    const page = withClinicInfoPage(indexHtml, path, listed, data(), configuration);
    expect(page).toContain('<img class="fp-info-logo" src="/api/clinics/logo-1/logotype.image"');
    expect(page).toContain(`<h1 class="fp-page-heading">${clinic.title.replace(/"/g, '&#34;')}</h1>`);
    expect(page).toContain(`href="mailto:${clinic.email}"`);
    expect(page).toContain('<a class="fp-info-link" href="tel:+78125551234">+7 812 555 12 34</a>');
    expect(page.match(/href="tel:/g)).toHaveLength(1);
    expect(page).toContain('target="_blank" rel="noopener noreferrer"');
    expect(page).toContain('<p class="fp-info-text">Первая строка &#60;b&#62;\nвторая</p>');
  });

  it('leaves the page alone where the app would show something else', () => {
    const hiddenPhones = { ...phones, clinicId: hidden.id };
    const cases: [string, FirstPage | null, typeof configuration][] = [
      [`/clinic/${hidden.id}`, { at: 0, clinicPhones: hiddenPhones }, configuration],
      ['/clinic/999', data({ clinicId: 999 }), configuration],
      [`/clinic/0${clinic.id}`, data(), configuration],
      [`/clinic/${clinic.id}/menu`, data(), configuration],
      [path, null, configuration],
      [path, data({ phone2: '+7 000' }), configuration],
      [path, data({ country: 'KZ' }), configuration],
      [path, data(), { ...configuration, alpha2: 'BY' }],
    ];
    for (const [where, first, settings] of cases)
      expect(withClinicInfoPage(indexHtml, where, listed, first, settings), where).toBe(indexHtml);
  });
});
