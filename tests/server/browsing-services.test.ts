import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SERVICES } from '../../server/seed/demo-services';
import { getService, listServices, parseWith, type Service } from '../../src/api';
import { DIALECTS, openTestApp, type TestApp } from './harness';

const NOT_FOUND = { unexpectedErrors: [], formErrors: ['errors.basis.not_found'] };

describe.each(DIALECTS)('services on %s', (dialect) => {
  let t: TestApp;
  const get = (path: string) => t.app.request(`/api${path}`);
  const list = async (clinicId: number, query: string): Promise<Service[]> => {
    const res = await get(`/clinics/${clinicId}/services/list?${query}`);
    expect(res.status).toBe(200);
    return parseWith(listServices.answer, await res.json(), 'test');
  };
  beforeAll(async () => {
    t = await openTestApp(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists every service of a clinic, alphabetically, with price in roubles and doctor ids', async () => {
    const all = await list(1, 'offset=0&limit=200');
    const seeded = DEMO_SERVICES.filter((service) => service.clinicId === 1);
    expect(all).toHaveLength(seeded.length);
    const titles = all.map((service) => service.title.toLocaleLowerCase('ru').replace(/ё/g, 'е'));
    expect(titles).toEqual([...titles].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    for (const service of all) {
      const demo = seeded.find((item) => item.id === service.id)!;
      expect(service.price).toBe(demo.priceMinor / 100);
      expect(service.doctorIds).toEqual([...demo.doctorIds].sort((a, b) => a - b));
      expect(service.informationAboutService).toBe(demo.informationAboutService ?? undefined);
    }
    expect(all.some((service) => service.informationAboutService)).toBe(true);
    expect(all.some((service) => service.doctorIds.length > 1)).toBe(true);
    expect(await list(3, 'offset=0&limit=50')).toEqual([]);
  });

  it('pages without gaps or repeats; past the end is empty; a short page ends the list', async () => {
    const all = await list(2, 'offset=0&limit=200');
    const paged: Service[] = [];
    for (let offset = 0; ; offset += 7) {
      const page = await list(2, `offset=${offset}&limit=7`);
      paged.push(...page);
      if (page.length < 7) break;
    }
    expect(paged).toEqual(all);
    expect(await list(2, `offset=${all.length}&limit=5`)).toEqual([]);
    expect(await list(2, 'offset=1000000&limit=1')).toEqual([]);
    expect(await list(2, 'offset=0&limit=1')).toEqual(all.slice(0, 1));
  });

  it('filters by category, by doctor, and both', async () => {
    const category = DEMO_SERVICES.find((service) => service.clinicId === 1)!.categoryId;
    const inCategory = await list(1, `offset=0&limit=200&categoryId=${category}`);
    expect(inCategory.map((service) => service.id).sort((a, b) => a - b)).toEqual(
      DEMO_SERVICES.filter((service) => service.categoryId === category).map((service) => service.id),
    );
    const doctorId = 17; // an ultrasound doctor at Nevsky and Petrogradka
    const byDoctor = await list(1, `offset=0&limit=200&doctorId=${doctorId}`);
    expect(byDoctor.length).toBeGreaterThan(3);
    for (const service of byDoctor) expect(service.doctorIds).toContain(doctorId);
    expect(byDoctor.length).toBe(
      DEMO_SERVICES.filter((service) => service.clinicId === 1 && service.doctorIds.includes(doctorId))
        .length,
    );
    expect(await list(1, `offset=0&limit=200&categoryId=${category}&doctorId=${doctorId}`)).toEqual(
      byDoctor.filter((service) => inCategory.some((item) => item.id === service.id)),
    );
    // Another clinic's category or an unknown doctor finds nothing.
    expect(await list(2, `offset=0&limit=200&categoryId=${category}`)).toEqual([]);
    expect(await list(1, 'offset=0&limit=200&doctorId=999')).toEqual([]);
  });

  it('searches titles case-insensitively in Cyrillic, ё as е, and treats LIKE wildcards literally', async () => {
    const search = (text: string, paging = 'offset=0&limit=200') =>
      list(1, `${paging}&serviceTitle=${encodeURIComponent(text)}`);
    const lower = await search('узи');
    expect(lower.length).toBeGreaterThan(5);
    for (const service of lower) expect(service.title.toLowerCase()).toContain('узи');
    expect(await search('УЗИ')).toEqual(lower);
    expect(await search('  уЗи  ')).toEqual(lower);
    const glands = await search('желез');
    expect(glands.map((service) => service.title)).toContain('УЗИ молочных желёз');
    expect(await search('ЖЕЛЁЗ')).toEqual(glands);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
    expect(await search('\\')).toEqual([]);
    expect(await search('нет такой услуги')).toEqual([]);
    // An empty or blank search is no search.
    expect(await search('   ')).toEqual(await list(1, 'offset=0&limit=200'));
    // Search pages like the full list.
    const visits = await search('приём');
    expect(visits.length).toBeGreaterThan(3);
    expect(await search('приём', 'offset=2&limit=2')).toEqual(visits.slice(2, 4));
  });

  it.each([
    ['no offset', 'limit=10'],
    ['no limit', 'offset=0'],
    ['a zero limit', 'offset=0&limit=0'],
    ['a limit over the cap', 'offset=0&limit=201'],
    ['a negative offset', 'offset=-1&limit=10'],
    ['a fractional limit', 'offset=0&limit=1.5'],
    ['an offset past the bound', 'offset=1000001&limit=10'],
    ['a huge offset', 'offset=99999999999999999999&limit=10'],
    ['letters', 'offset=abc&limit=10'],
    ['a repeated key', 'offset=0&offset=1&limit=10'],
    ['a zero category', 'offset=0&limit=10&categoryId=0'],
    ['a category with letters', 'offset=0&limit=10&categoryId=all'],
    ['a doctor in hex', 'offset=0&limit=10&doctorId=0x10'],
    ['a NUL in the search', 'offset=0&limit=10&serviceTitle=%00'],
    ['a too long search', `offset=0&limit=10&serviceTitle=${'а'.repeat(201)}`],
  ])('%s is a 400 error list naming the field, never a 500', async (_, query) => {
    const res = await get(`/clinics/1/services/list?${query}`);
    expect(res.status).toBe(400);
    const body = await res.json();
    expect(body).toMatchObject({ unexpectedErrors: [], formErrors: ['errors.basis.invalid_input'] });
    expect(Object.keys(body).length).toBeGreaterThan(2);
  });

  it('an unknown clinic is a 404 whatever the query', async () => {
    for (const path of ['/clinics/99/services/list?offset=0&limit=10', '/clinics/x/services/list?offset=a']) {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual(NOT_FOUND);
    }
  });

  it('GET /api/clinics/{clinicId}/service/{serviceId} answers the service; unknown ones are 404', async () => {
    const demo = DEMO_SERVICES.find((service) => service.clinicId === 2 && service.doctorIds.length > 0)!;
    const res = await get(`/clinics/2/service/${demo.id}`);
    expect(res.status).toBe(200);
    const service = parseWith(getService.answer, await res.json(), 'test');
    expect(service).toEqual({
      id: demo.id,
      title: demo.title,
      price: demo.priceMinor / 100,
      ...(demo.informationAboutService ? { informationAboutService: demo.informationAboutService } : {}),
      doctorIds: [...demo.doctorIds].sort((a, b) => a - b),
    });
    for (const path of [
      `/clinics/1/service/${demo.id}`,
      `/clinics/99/service/${demo.id}`,
      '/clinics/2/service/999999',
      '/clinics/2/service/abc',
      '/clinics/2/service/0',
      '/clinics/2/service/1%00',
    ]) {
      const miss = await get(path);
      expect(miss.status, path).toBe(404);
      expect(await miss.json()).toEqual(NOT_FOUND);
    }
  });

  it('a POST to a browsing path is a 405, not a 404', async () => {
    const res = await t.app.request('/api/clinics/1/services/list', { method: 'POST' });
    expect(res.status).toBe(405);
    expect(res.headers.get('allow')).toContain('GET');
  });
});
