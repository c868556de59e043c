/** A doctor's or a service's page as plain HTML in #root (server/http/first-paint-booking.ts). */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { withBookingPage } from '../../server/http/first-paint-booking';
import { DEMO_CLINICS } from '../../server/seed/demo-clinics';
import type { Clinic } from '../../src/api';
import type { Doctor } from '../../src/api/browsing';
import type { FirstPage } from '../../src/api/first-page-embed';
import { FIRST_PAINT_RU } from '../../src/domain/first-paint-text';

const indexHtml = readFileSync(new URL('../../index.html', import.meta.url), 'utf8');
const clinics: Clinic[] = DEMO_CLINICS.map(({ clinic }) => ({ ...clinic, logotypes: {} }));
const clinic = clinics.find((item) => item.doctorsAvailable && item.servicesAvailable)!;
// 2026-11-25 10:00 in Moscow: the range below starts on the clinic's today.
const at = Date.UTC(2026, 10, 25, 7, 0);
const doctor: Doctor = {
  id: 7,
  fullName: 'Иванова Мария Андреевна',
  surname: 'Иванова',
  name: 'Мария',
  secondName: 'Андреевна',
  sex: false,
  avatars: {},
  specialties: [{ id: 1, title: 'Терапевт' }],
  clinicIds: [clinic.id],
  clinicIdsWithProvidedServices: [clinic.id],
  availability: 1,
  informationAboutDoctor: null,
};
const days: { date: string; recordingPoints: Record<string, number[]> }[] = [
  { date: '2026-11-25', recordingPoints: { '09:00': [7], '09:30': [7] } },
  { date: '2026-11-26', recordingPoints: { '09:30': [7] } },
];
const data = (overrides: Partial<FirstPage> = {}): FirstPage => ({
  at,
  doctors: [doctor],
  schedule: { clinicId: clinic.id, doctorIds: [7], entryTypeId: null, date: '2026-11-25', days },
  ...overrides,
});
const path = `/clinic/${clinic.id}/doctor/7`;
const configuration = {
  apiBase: '/api',
  colourScheme: null,
  currencySymbol: '₽',
  currencySymbolPosition: 'after',
  timeZone: 'Europe/Moscow',
};

describe("a doctor's page in #root", () => {
  it('paints the card and the first range: day heads, times and dashes', () => {
    const page = withBookingPage(indexHtml, path, clinics, data(), configuration);
    expect(page).not.toContain('boot-bar"></div></div></div>');
    expect(page).toContain(
      '<h1 class="fp-surname">Иванова<span class="fp-sub fp-block">Мария Андреевна</span></h1>',
    );
    expect(page).toContain(
      `<span class="fp-day">${FIRST_PAINT_RU.scheduleToday}</span><span class="fp-date">25 ноября</span>`,
    );
    expect(page.match(/class="fp-slot"/g)).toHaveLength(3);
    expect(page.match(/class="fp-dash"/g)).toHaveLength(1);
    // A doctor with no picture: the default avatar for her sex, the image the app's first render shows.
    expect(page).toContain(
      '<img class="fp-avatar" src="/images/default/doctor-female.svg" alt="" width="96" height="96"',
    );
    expect(page).not.toContain('fp-initials');
  });

  it('paints only the card for a doctor booked through a service first (the services panel leads)', () => {
    const page = withBookingPage(
      indexHtml,
      path,
      clinics,
      data({ doctors: [{ ...doctor, availability: 4 }] }),
      configuration,
    );
    expect(page).toContain('fp-surname');
    expect(page).not.toContain('fp-slot');
  });

  it('paints only the card for a link to a later day (the schedule opens there, a range the page lacks)', () => {
    const later = withBookingPage(indexHtml, path, clinics, data(), configuration, '?date=2026-12-02');
    expect(later).toContain('fp-surname');
    expect(later).not.toContain('fp-slot');
    // Today asked for, or a day that is no date, opens at today: the range is painted.
    for (const search of ['?date=2026-11-25', '?date=soon'])
      expect(withBookingPage(indexHtml, path, clinics, data(), configuration, search)).toContain('fp-slot');
  });

  it('leaves the page alone for a doctor the clinic does not show, or a range of another doctor', () => {
    const hidden = data({ doctors: [{ ...doctor, clinicIds: [] }] });
    expect(withBookingPage(indexHtml, path, clinics, hidden, configuration)).toBe(indexHtml);
    expect(withBookingPage(indexHtml, `/clinic/${clinic.id}/doctor/8`, clinics, data(), configuration)).toBe(
      indexHtml,
    );
  });

  it("escapes the doctor's texts", () => {
    const hostile = data({ doctors: [{ ...doctor, surname: '<script>alert(1)</script>' }] });
    const page = withBookingPage(indexHtml, path, clinics, hostile, configuration);
    expect(page).not.toContain('<script>alert(1)');
  });
});

describe('the doctors list in #root', () => {
  const listPath = `/clinic/${clinic.id}/doctors`;
  const other: Doctor = { ...doctor, id: 8, fullName: 'Абрамов <Пётр>', surname: 'Абрамов', availability: 4 };

  it('paints the heading and a row per shown doctor, sorted by name, escaped, each linking to its page', () => {
    const page = withBookingPage(
      indexHtml,
      listPath,
      clinics,
      data({ doctors: [doctor, other] }),
      configuration,
    );
    expect(page).toContain(`<h1 class="fp-page-heading">${FIRST_PAINT_RU.doctorsHeading}</h1>`);
    const names = [...page.matchAll(/<span class="fp-name">([^<]*)<\/span>/g)].map((match) => match[1]);
    expect(names).toEqual(['Абрамов &#60;Пётр&#62;', 'Иванова Мария Андреевна']);
    expect(page).toContain(`href="/clinic/${clinic.id}/doctor/7"`);
    expect(page).toContain(`<span class="fp-block">${FIRST_PAINT_RU.doctorsOnlyWithService}</span>`);
  });

  it('leaves a filtered list, an empty one and a hidden section to the app', () => {
    const filtered = withBookingPage(indexHtml, listPath, clinics, data(), configuration, '?specialty=1');
    expect(filtered).not.toContain('fp-doctor-row');
    expect(withBookingPage(indexHtml, listPath, clinics, data({ doctors: [] }), configuration)).toBe(
      indexHtml,
    );
    const hidden = clinics.map((item) =>
      item.id === clinic.id ? { ...item, doctorsAvailable: false } : item,
    );
    expect(withBookingPage(indexHtml, listPath, hidden, data(), configuration)).toBe(indexHtml);
  });
});

describe("a clinic's specialties in #root", () => {
  const listPath = `/clinic/${clinic.id}/specialties`;
  const specialties = {
    clinicId: clinic.id,
    specialties: [
      { specialtyId: 3, specialtyTitle: 'Кардиолог', doctorsCount: 2, doctorIds: [7, 8] },
      { specialtyId: 5, specialtyTitle: 'Терапевт <1>', doctorsCount: 1, doctorIds: [7] },
    ],
  };

  it('paints a row per specialty with its count in words, leading where the app leads', () => {
    const page = withBookingPage(indexHtml, listPath, clinics, data({ specialties }), configuration);
    expect(page).toContain(`<h1 class="fp-page-heading">${FIRST_PAINT_RU.specialtiesHeading}</h1>`);
    expect(page).toContain(`href="/clinic/${clinic.id}/doctors?specialty=3"`);
    expect(page).toContain(`href="/clinic/${clinic.id}/doctor/7"`);
    expect(page).toContain('<span class="fp-sub">2 специалиста</span>');
    expect(page).toContain('<span class="fp-sub">1 специалист</span>');
    expect(page).toContain('Терапевт &#60;1&#62;');
  });

  it("leaves another clinic's specialties and an empty list to the app", () => {
    const other = { ...specialties, clinicId: clinic.id + 1 };
    expect(withBookingPage(indexHtml, listPath, clinics, data({ specialties: other }), configuration)).toBe(
      indexHtml,
    );
    const none = { ...specialties, specialties: [] };
    expect(withBookingPage(indexHtml, listPath, clinics, data({ specialties: none }), configuration)).toBe(
      indexHtml,
    );
  });
});
