import { describe, expect, test } from 'vitest';
import {
  availabilityLabel,
  clinicDoctors,
  shownDoctors,
  doctorContext,
  groupSpecialties,
  isDoctorDisplayed,
  parseDoctorsQuery,
  serviceSpecialists,
} from '../../src/domain/browsing-doctors';

const doctor = (id: number, fullName: string, availability: number, clinicIds = [1], specialtyIds = [1]) => ({
  id,
  fullName,
  availability,
  clinicIds,
  specialties: specialtyIds.map((specialtyId) => ({ id: specialtyId, title: `s${specialtyId}` })),
});
const withServices = { id: 1, servicesAvailable: true };
const withoutServices = { id: 1, servicesAvailable: false };

describe('isDoctorDisplayed (availability and services rule)', () => {
  test.each([
    [1, withServices, true],
    [1, withoutServices, true],
    [2, withServices, false],
    [3, withServices, false],
    [4, withServices, true],
    [4, withoutServices, false],
  ])('availability %i, services %o → %s', (availability, clinic, shown) => {
    expect(isDoctorDisplayed(doctor(1, 'A', availability), clinic)).toBe(shown);
  });

  test('a doctor of another clinic is not shown', () => {
    expect(isDoctorDisplayed(doctor(1, 'A', 1, [2]), withServices)).toBe(false);
  });
});

test.each([
  [1, 'available'],
  [2, null],
  [3, null],
  [4, 'onlyWithService'],
])('availabilityLabel(%i) → %s', (value, label) => {
  expect(availabilityLabel(value)).toBe(label);
});

describe('clinicDoctors', () => {
  const all = [
    doctor(1, 'Яковлев', 1, [1], [1]),
    doctor(2, 'Абрамова', 4, [1], [2]),
    doctor(3, 'Борисов', 2, [1], [1]),
    doctor(4, 'Воронина', 1, [1], [1, 2]),
    doctor(5, 'Гусев', 1, [2], [1]),
  ];
  test.each([
    ['no filter', withServices, {}, [2, 4, 1]],
    ['clinic without services hides availability 4', withoutServices, {}, [4, 1]],
    ['specialty 2', withServices, { specialtyId: 2 }, [2, 4]],
    ['doctor ids', withServices, { doctorIds: [1, 3, 5] }, [1]],
    ['null filters', withServices, { specialtyId: null, doctorIds: null }, [2, 4, 1]],
  ])('%s', (_, clinic, filter, ids) => {
    expect(clinicDoctors(all, clinic, filter).map((item) => item.id)).toEqual(ids);
    // The same doctors unsorted, in the list's order (the menu counts them).
    expect(shownDoctors(all, clinic, filter).map((item) => item.id)).toEqual([...ids].sort((a, b) => a - b));
  });
});

test.each([
  [[], []],
  [['Терапевт'], [['Терапевт']]],
  [
    ['Гастроэнтеролог', 'ЛОР', 'Терапевт', 'Кардиолог', 'Эндокринолог'],
    [
      ['ЛОР', 'Терапевт'],
      ['Кардиолог', 'Эндокринолог'],
    ],
  ],
  [
    ['Аа', 'Бб', 'Вв'],
    [['Аа', 'Бб'], ['Вв']],
  ],
])('groupSpecialties(%o): up to 4 shortest, in pairs', (titles, groups) => {
  expect(groupSpecialties(titles)).toEqual(groups);
});

test.each([
  [null, null],
  ['', null],
  ['[1,2,3]', [1, 2, 3]],
  ['[1,"2",null,3.5,-4,5]', [1, 5]],
  ['["a"]', null],
  ['[]', null],
  ['{"0":1}', null],
  ['7', null],
  ['not json', null],
])('parseDoctorsQuery(%o) → %o', (raw, ids) => {
  expect(parseDoctorsQuery(raw)).toEqual(ids);
});

test.each([
  [4, withServices, 'doctor-and-service'],
  [4, withoutServices, 'doctor'],
  [1, withServices, 'doctor'],
])('doctorContext: availability %i, %o → %s', (availability, clinic, context) => {
  expect(doctorContext(doctor(1, 'A', availability), clinic)).toBe(context);
});

describe("a service's specialists", () => {
  test('count only the doctors the list shows, in the service order', () => {
    const doctors = [
      doctor(40, 'Не принимает', 2),
      doctor(7, 'Другая клиника', 1, [2]),
      doctor(3, 'Борисов', 1),
      doctor(5, 'Алексеев', 4),
    ];
    expect(serviceSpecialists([40, 5, 3, 7, 99], doctors, withServices)).toEqual([5, 3]);
    expect(serviceSpecialists([40, 5, 3], doctors, withoutServices)).toEqual([3]);
    expect(serviceSpecialists([40], doctors, withServices)).toEqual([]);
  });
});
