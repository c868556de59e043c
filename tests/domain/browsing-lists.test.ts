import { describe, expect, test } from 'vitest';
import { APPOINTMENTS_PAGE_MAX } from '../../src/api/appointments';
import { RESULTS_PAGE_MAX } from '../../src/api/results';
import { withRowBefore } from '../../src/data/records/page-seams';
import { categoriesSkipTarget, clinicTitleTarget, sectionRedirect } from '../../src/domain/browsing-sections';
import {
  firstScreenRows,
  formatPrice,
  pageSize,
  recordPageSize,
  searchText,
  shouldLoadNextPage,
  siteLink,
  skeletonRows,
  trimDescription,
} from '../../src/domain/browsing-lists';

test.each([
  [600, 400, false, 20],
  [601, 400, false, 21],
  [10, 400, false, 1],
  [0, 400, false, 1],
  [600, 657, true, 20],
  [600, 658, true, 40],
  [600, 1200, false, 20],
  // A screen taller than a hundred rows asks for the API's most: 100 a page, doubled 200 services.
  [3000, 400, false, 100],
  [4320, 2160, false, 100],
  [4320, 2160, true, 200],
])('pageSize(height %i, width %i, double %s) → %i', (height, width, double, size) => {
  expect(pageSize(height, width, double)).toBe(size);
});

test('a page of the client’s own lists leaves room for the row before it within the API’s most', () => {
  const tallest = recordPageSize(pageSize(4320, 2160));
  expect(tallest).toBe(99);
  expect(recordPageSize(20)).toBe(20);
  for (const max of [APPOINTMENTS_PAGE_MAX, RESULTS_PAGE_MAX]) {
    const asked = withRowBefore({ offset: tallest, limit: tallest }, max);
    expect(asked).toEqual({ offset: tallest - 1, limit: tallest + 1 });
  }
});

test.each([
  [823, 96, 9],
  [768, 96, 8],
  [823, 64, 13],
  [0, 96, 1],
])('firstScreenRows(height %i, row %i) → %i', (height, row, rows) => {
  expect(firstScreenRows(height, row)).toBe(rows);
});

test.each([
  [20, 13],
  [40, 25],
  [1, 1],
])('skeletonRows(%i) → %i', (limit, rows) => {
  expect(skeletonRows(limit)).toBe(rows);
});

test.each([
  [0, 800, 2000, true],
  [0, 800, 2001, false],
  [1000, 800, 3000, true],
  [200, 800, 3000, false],
])(
  'shouldLoadNextPage(top %i, viewport %i, height %i) → %s',
  (scrollTop, viewportHeight, scrollHeight, load) => {
    expect(shouldLoadNextPage({ scrollTop, viewportHeight, scrollHeight })).toBe(load);
  },
);

test.each([
  [0, 800, 1200, true],
  [0, 800, 1201, false],
])(
  'results load within half a viewport: top %i, viewport %i, height %i → %s',
  (scrollTop, viewportHeight, scrollHeight, load) => {
    expect(shouldLoadNextPage({ scrollTop, viewportHeight, scrollHeight }, 0.5)).toBe(load);
  },
);

test.each([
  ['  кардио ', 'кардио'],
  ['   ', ''],
  ['', ''],
  // No longer than the API takes (200 characters).
  [` ${'а'.repeat(250)}`, 'а'.repeat(200)],
  [`${'а'.repeat(199)} б`, 'а'.repeat(199)],
])('searchText(%o) → %o', (raw, text) => {
  expect(searchText(raw)).toBe(text);
});

test.each([
  ['a'.repeat(512), 'a'.repeat(512)],
  ['a'.repeat(513), `${'a'.repeat(512)}…`],
  [null, ''],
  [42, ''],
])('trimDescription', (text, trimmed) => {
  expect(trimDescription(text)).toBe(trimmed);
});

describe('formatPrice (currency symbol before or after)', () => {
  test.each([
    [1500, '₽', 'after', 'ru', '1\u00a0500\u00a0₽'],
    [1500, '₽', 'before', 'ru', '₽\u00a01\u00a0500'],
    [1500, '$', '', 'en-GB', '$\u00a01,500'],
    [99.5, '£', 'anything', 'en-GB', '£\u00a099.5'],
    [0, '₽', 'after', 'ru', '0\u00a0₽'],
    [700, '', 'after', 'ru', '700'],
  ])('%d %s %s %s', (amount, symbol, position, locale, text) => {
    expect(formatPrice(amount, symbol, position, locale)).toBe(text);
  });
});

test.each([
  ['https://priyom-demo.ru/about', 'priyom-demo.ru'],
  ['priyom-demo.ru', 'priyom-demo.ru'],
  ['http://www.clinic.example:8080/', 'www.clinic.example'],
  ['javascript:alert(1)', null],
  ['', null],
  [null, null],
])('siteLink(%o) hostname → %o', (site, hostname) => {
  expect(siteLink(site)?.hostname ?? null).toBe(hostname);
});

const clinic = (over = {}) => ({
  id: 4,
  doctorsAvailable: true,
  servicesAvailable: true,
  showInformationAboutClinic: true,
  onlineRecordingCategoriesCount: 3,
  ...over,
});

describe('sections (what a clinic offers)', () => {
  test.each([
    ['clinic', clinic({ showInformationAboutClinic: false }), 'back'],
    ['clinic', clinic(), null],
    ['service-categories', clinic({ servicesAvailable: false }), 'root'],
    ['services', clinic({ servicesAvailable: false }), 'root'],
    ['service', clinic({ servicesAvailable: false }), 'root'],
    ['doctors', clinic({ doctorsAvailable: false }), 'root'],
    ['doctor', clinic({ doctorsAvailable: false }), 'root'],
    ['specialties', clinic({ doctorsAvailable: false }), 'root'],
    ['specialties', clinic({ servicesAvailable: false }), null],
    ['clinic-menu', clinic({ doctorsAvailable: false, servicesAvailable: false }), null],
  ] as const)('%s → %s', (route, value, redirect) => {
    expect(sectionRedirect(route, value)).toBe(redirect);
  });

  test.each([
    [clinic(), null, null],
    [clinic(), 5, null],
    [clinic(), 0, '/clinic/4/services/all'],
    [clinic({ onlineRecordingCategoriesCount: 0 }), null, '/clinic/4/services/all'],
    [clinic({ onlineRecordingCategoriesCount: 0, servicesAvailable: false }), null, '/clinic/4/doctors'],
  ])('categoriesSkipTarget %#', (value, loaded, target) => {
    expect(categoriesSkipTarget(value, loaded)).toBe(target);
  });

  test.each([
    [clinic(), '/clinic/4'],
    [clinic({ showInformationAboutClinic: false }), '/clinic/4/menu'],
  ])('clinicTitleTarget %#', (value, path) => {
    expect(clinicTitleTarget(value)).toBe(path);
  });
});
