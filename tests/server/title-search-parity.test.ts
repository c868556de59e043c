/**
 * The data worker answers a services search from a clinic's whole list it holds; the server answers it
 * with its query over the folded titles. Both must keep the same rows in the same order, page by page:
 * here the server's answers (both dialects, the real routes) are checked against the worker's search of
 * the server's own whole list, over titles chosen to trip a fold that differs (case, ё, white space,
 * LIKE's wildcards, accents, letters whose lower case is longer, characters outside the BMP).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listServices, parseWith, type Service, SERVICES_PAGE_MAX } from '../../src/api';
import type { ServicePageParams } from '../../src/data/browsing/view-types';
import { isWholeList, searchWholeList } from '../../src/data/browsing/whole-service-lists';
import { foldForSearch } from '../../src/domain/title-search';
import { DIALECTS, openTestApp, type TestApp } from './harness';

const CLINIC = 1;
/** A doctor of clinic 1 who offers some of its services. */
const DOCTOR = 17;

const TITLES = [
  'ЁЛКА новогодняя',
  'Елка искусственная',
  'Приём терапевта',
  'прием хирурга (повторный)',
  'Café crème',
  'Cafe creme',
  'Скидка 100% на_всё',
  'Скидка 1000 на всё',
  'Обратная \\ черта',
  '  Лишние   пробелы\tи табуляция  ',
  'İstanbul трансфер',
  'istanbul трансфер',
  'Straße STRASSE',
  'Смайл 😀 и ещё',
  'Ｆｕｌｌｗｉｄｔｈ МРТ',
  'MRI Scan (МРТ)',
  'ΟΔΟΣ греческая',
];

const SEARCHES = [
  'ёлка',
  'ЕЛКА',
  'прием',
  'ПРИЁМ',
  'cafe',
  'café',
  'CRÈME',
  '%',
  '100%',
  '_',
  'на_',
  '\\',
  'лишние пробелы',
  'лишние   пробелы',
  'и табуляция',
  'i̇stanbul',
  'istanbul',
  'İSTANBUL',
  'strasse',
  'ß',
  '😀',
  'ｆｕｌｌ',
  'мрт',
  'mri',
  'οδος',
  'ΟΔΟΣ',
  'а',
  'о',
  'узи',
  'консультация',
];

describe.each(DIALECTS)('the worker’s search of a whole list matches the server’s on %s', (dialect) => {
  let t: TestApp;
  const list = async (query: string): Promise<Service[]> => {
    const res = await t.app.request(`/api/clinics/${CLINIC}/services/list?${query}`);
    expect(res.status, query).toBe(200);
    return parseWith(listServices.answer, await res.json(), 'test');
  };
  const page = (over: Partial<ServicePageParams>): ServicePageParams => ({
    clinicId: CLINIC,
    categoryId: null,
    doctorId: null,
    search: '',
    offset: 0,
    limit: SERVICES_PAGE_MAX,
    ...over,
  });
  const query = ({ offset, limit, search, doctorId, categoryId }: ServicePageParams) =>
    new URLSearchParams({
      offset: String(offset),
      limit: String(limit),
      ...(search !== '' ? { serviceTitle: search } : {}),
      ...(doctorId !== null ? { doctorId: String(doctorId) } : {}),
      ...(categoryId !== null ? { categoryId: String(categoryId) } : {}),
    }).toString();

  /** The clinic's first category, which the added titles join. */
  let categoryId: number;

  beforeAll(async () => {
    t = await openTestApp(dialect);
    const category = await t.db
      .selectFrom('service_categories')
      .select('id')
      .where('clinic_id', '=', CLINIC)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    categoryId = category.id;
    const last = await t.db
      .selectFrom('services')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow();
    const first = Number(last.id) + 1;
    // Stored as an import stores them: the title folded by the shared function.
    await t.db
      .insertInto('services')
      .values(
        TITLES.map((title, index) => ({
          id: first + index,
          clinic_id: CLINIC,
          category_id: category.id,
          title,
          title_search: foldForSearch(title),
          price_minor: 1000_00 + index,
          duration_minutes: 30,
          information_about_service: null,
        })),
      )
      .execute();
    await t.db
      .insertInto('service_doctors')
      .values(
        TITLES.flatMap((_, index) =>
          index % 2 === 0 ? [{ service_id: first + index, doctor_id: DOCTOR }] : [],
        ),
      )
      .execute();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('every search, with and without the doctor, page by page', async () => {
    const whole = await list(query(page({})));
    expect(isWholeList(whole)).toBe(true);
    let found = 0;
    for (const search of SEARCHES)
      for (const doctorId of [null, DOCTOR])
        for (const [offset, limit] of [
          [0, SERVICES_PAGE_MAX],
          [0, 3],
          [3, 3],
          [1, 7],
        ] as const) {
          const asked = page({ search, doctorId, offset, limit });
          const server = await list(query(asked));
          expect(searchWholeList(whole, asked), JSON.stringify(asked)).toEqual(server);
          found += server.length;
        }
    // The searches find rows, so an empty answer on both sides proves nothing alone.
    expect(found).toBeGreaterThan(100);
  });

  it('a category’s whole list answers the category’s searches', async () => {
    const whole = await list(query(page({ categoryId })));
    for (const search of SEARCHES) {
      const asked = page({ categoryId, search });
      expect(searchWholeList(whole, asked), search).toEqual(await list(query(asked)));
    }
  });
});
