import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trimDescription } from '../../server/browsing/browsing-store';
import { isDisplayedIn } from '../../server/browsing/display-rules';
import { browsingRoutes } from '../../server/routes/browsing';
import { createClinicsList } from '../../server/routes/clinics';
import { DEMO_DOCTORS } from '../../server/seed/demo-doctors';
import {
  avatarPath,
  type Clinic,
  type Doctor,
  listClinics,
  listDoctors,
  listServiceCategories,
  listServices,
  listSpecialties,
  parseWith,
} from '../../src/api';
import { DIALECTS, openTestApp, type TestApp } from './harness';
import { expectAnswerInDocument } from './openapi-check';

const NOT_FOUND = { unexpectedErrors: [], formErrors: ['errors.basis.not_found'] };
const IMAGE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

describe('category descriptions', () => {
  it('are trimmed to 512 characters plus an ellipsis; anything not a string is empty', () => {
    expect(trimDescription('  short  ')).toBe('short');
    expect(trimDescription('я'.repeat(512))).toBe('я'.repeat(512));
    expect(trimDescription('я'.repeat(513))).toBe(`${'я'.repeat(512)}…`);
    expect(trimDescription(null)).toBe('');
    expect(trimDescription(42)).toBe('');
  });
});

describe('which doctors a clinic shows (availability and services rule)', () => {
  it.each([
    [1, true, true],
    [1, false, true],
    [2, true, false],
    [3, true, false],
    [4, true, true],
    [4, false, false],
  ])('availability %i, services offered %s: shown %s', (availability, services, shown) => {
    expect(isDisplayedIn(availability, services)).toBe(shown);
  });
});

describe.each(DIALECTS)('browsing lists on %s', (dialect) => {
  let t: TestApp;
  let clinics: Clinic[];
  let doctors: Doctor[];
  const get = async (path: string) => {
    const res = await t.app.request(`/api${path}`);
    await expectAnswerInDocument(res, 'GET', `/api${path}`);
    return res;
  };
  beforeAll(async () => {
    t = await openTestApp(dialect);
    clinics = parseWith(listClinics.answer, await (await get('/clinics/list')).json(), 'test').clinics;
    const res = await get(listDoctors.path);
    doctors = parseWith(listDoctors.answer, await res.json(), 'test').doctors;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('GET /api/clinics/doctors/list answers every seeded doctor with every contract field', async () => {
    const res = await get('/clinics/doctors/list');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(doctors).toHaveLength(DEMO_DOCTORS.length);
    expect(doctors.length).toBeGreaterThanOrEqual(40);
    expect(new Set(doctors.map((doctor) => doctor.availability))).toEqual(new Set([1, 2, 3, 4]));
    const names = doctors.map((doctor) => doctor.fullName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'ru')));
    for (const doctor of doctors) {
      const demo = DEMO_DOCTORS.find((item) => item.id === doctor.id)!;
      expect(doctor).toMatchObject({
        surname: demo.surname,
        name: demo.name,
        secondName: demo.secondName,
        sex: demo.sex,
        clinicIds: [...demo.clinicIds].sort(),
        availability: demo.availability,
        informationAboutDoctor: demo.informationAboutDoctor,
      });
      expect(doctor.fullName).toBe([demo.surname, demo.name, demo.secondName].filter(Boolean).join(' '));
      expect(doctor.fullName).toMatch(/^[А-ЯЁ][а-яё-]+ [А-ЯЁ][а-яё]+( [А-ЯЁ][а-яё]+)?$/);
      expect(doctor.avatars.thumb100).toMatch(/^avatar-[0-9a-f]{16}$/);
      expect(doctor.specialties.map((item) => item.id).sort()).toEqual([...demo.specialtyIds].sort());
      for (const clinicId of doctor.clinicIdsWithProvidedServices) {
        expect(doctor.clinicIds).toContain(clinicId);
      }
    }
    // Doctors bookable only with a service provide one; no doctor provides services at Arbat (3).
    for (const doctor of doctors.filter((item) => item.availability === 3 || item.availability === 4)) {
      expect(doctor.clinicIdsWithProvidedServices.length).toBeGreaterThan(0);
    }
    expect(doctors.some((doctor) => doctor.clinicIdsWithProvidedServices.includes(3))).toBe(false);
    expect(doctors.some((doctor) => doctor.sex === null)).toBe(true);
    expect(doctors.some((doctor) => doctor.secondName === null)).toBe(true);
  });

  it('the doctors list answers 304 to a client holding the same ETag', async () => {
    const etag = (await get('/clinics/doctors/list')).headers.get('etag')!;
    const again = await t.app.request('/api/clinics/doctors/list', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it('service categories: non-empty ones in order, descriptions trimmed, counts matching the services', async () => {
    for (const clinic of clinics) {
      const res = await get(`/clinics/${clinic.id}/service-categories/list`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      const categories = parseWith(listServiceCategories.answer, await res.json(), 'test');
      expect(categories).toHaveLength(clinic.onlineRecordingCategoriesCount);
      expect(categories.reduce((sum, item) => sum + item.servicesCount, 0)).toBe(clinic.servicesCount);
      for (const category of categories) {
        expect(category.servicesCount).toBeGreaterThan(0);
        expect(category.description.length).toBeLessThanOrEqual(513);
        const page = await get(
          `/clinics/${clinic.id}/services/list?offset=0&limit=200&categoryId=${category.id}`,
        );
        expect(parseWith(listServices.answer, await page.json(), 'test')).toHaveLength(
          category.servicesCount,
        );
      }
    }
    const nevsky = parseWith(
      listServiceCategories.answer,
      await (await get('/clinics/1/service-categories/list')).json(),
      'test',
    );
    expect(nevsky.length).toBeGreaterThanOrEqual(10);
    const lab = nevsky.find((item) => item.title === 'Лабораторные анализы')!;
    expect(lab.description).toHaveLength(513);
    expect(lab.description.endsWith('…')).toBe(true);
    expect(nevsky.find((item) => item.title === 'Процедурный кабинет')!.description).toBe('');
    expect(await (await get('/clinics/3/service-categories/list')).json()).toEqual([]);
  });

  it('specialties: the displayed doctors of the clinic per specialty, matching the clinic counts', async () => {
    for (const clinic of clinics) {
      const res = await get(`/clinics/${clinic.id}/specialties/list`);
      expect(res.status).toBe(200);
      const specialties = parseWith(listSpecialties.answer, await res.json(), 'test');
      expect(specialties).toHaveLength(clinic.specialtiesCount);
      const shown = doctors.filter(
        (doctor) =>
          doctor.clinicIds.includes(clinic.id) &&
          isDisplayedIn(doctor.availability, clinic.servicesAvailable),
      );
      expect(shown).toHaveLength(clinic.doctorsCount);
      const listed = new Set(specialties.flatMap((item) => item.doctorIds));
      expect([...listed].sort((a, b) => a - b)).toEqual(
        shown.map((doctor) => doctor.id).sort((a, b) => a - b),
      );
      for (const item of specialties) {
        expect(item.doctorsCount).toBe(item.doctorIds.length);
        for (const id of item.doctorIds) {
          const doctor = doctors.find((each) => each.id === id)!;
          expect(doctor.specialties.map((each) => each.id)).toContain(item.specialtyId);
          expect([1, 4]).toContain(doctor.availability);
        }
      }
      const titles = specialties.map((item) => item.specialtyTitle);
      expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, 'ru')));
    }
  });

  it('a doctor available only with the service is not listed where the clinic offers no services', async () => {
    const routes = new Hono().route(
      '/api',
      browsingRoutes({ db: t.db, clinics: createClinicsList(t.db, 0), ttlMs: 0 }),
    );
    const doctor = doctors.find((item) => item.clinicIds.includes(3) && item.availability === 1)!;
    const listed = async () =>
      parseWith(
        listSpecialties.answer,
        await (await routes.request('/api/clinics/3/specialties/list')).json(),
        'test',
      ).flatMap((item) => item.doctorIds);
    expect(await listed()).toContain(doctor.id);
    await t.db.updateTable('doctors').set({ availability: 4 }).where('id', '=', doctor.id).execute();
    try {
      expect(await listed()).not.toContain(doctor.id);
    } finally {
      await t.db.updateTable('doctors').set({ availability: 1 }).where('id', '=', doctor.id).execute();
    }
  });

  it('the seeded network is the one the issue asks for', () => {
    const byId = (id: number) => clinics.find((clinic) => clinic.id === id)!;
    expect(byId(3)).toMatchObject({
      servicesAvailable: false,
      servicesCount: 0,
      onlineRecordingCategoriesCount: 0,
    });
    expect(byId(3).doctorsCount).toBeGreaterThan(0);
    expect(clinics.reduce((sum, clinic) => sum + clinic.servicesCount, 0)).toBeGreaterThanOrEqual(150);
    // Kazan books only through services: every doctor shown there is available only with the service.
    const kazan = doctors.filter((doctor) => doctor.clinicIds.includes(4));
    expect(kazan.every((doctor) => doctor.availability !== 1)).toBe(true);
  });

  it.each([
    ['an unknown clinic', '/clinics/99/service-categories/list'],
    ['a clinic id with letters', '/clinics/1a/specialties/list'],
    ['a zero id', '/clinics/0/specialties/list'],
    ['a huge id', '/clinics/99999999999999999999/service-categories/list'],
    ['a negative id', '/clinics/-1/specialties/list'],
    ['a NUL', '/clinics/1%00/specialties/list'],
  ])('%s is a 404 in the error-list shape', async (_, path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual(NOT_FOUND);
  });

  it('serves a doctor avatar as a sandboxed image; logos and unknown ids are not avatars', async () => {
    const avatar = doctors[0]!.avatars.thumb100!;
    const res = await get(avatarPath(avatar));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml');
    expect(res.headers.get('content-security-policy')).toBe(IMAGE_CSP);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400');
    expect(await res.text()).toMatch(/^<svg /);
    const etag = res.headers.get('etag')!;
    const again = await t.app.request(`/api${avatarPath(avatar)}`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);

    const logo = clinics[0]!.logotypes.thumb100!;
    for (const path of [
      avatarPath(logo),
      avatarPath('avatar-0000000000000000'),
      '/clinics/doctors/a%00b/avatar.image',
    ]) {
      const miss = await get(path);
      expect(miss.status).toBe(404);
      expect(await miss.json()).toEqual(NOT_FOUND);
    }
  });

  it('an avatar stored with a type that is not an image is never sent', async () => {
    const avatar = doctors[1]!.avatars.thumb100!;
    await t.db.updateTable('images').set({ mime_type: 'text/html' }).where('id', '=', avatar).execute();
    try {
      expect((await get(avatarPath(avatar))).status).toBe(404);
    } finally {
      await t.db.updateTable('images').set({ mime_type: 'image/svg+xml' }).where('id', '=', avatar).execute();
    }
  });
});
