import { describe, expect, it } from 'vitest';
import type { Clinic } from '../../src/api/clinics';
import { testClinic } from './support/clinic';
import { clinicMenuItems } from '../../src/domain/clinic-menu-items';
import { showsDataAge } from '../../src/app/common/load-state/data-age';
import { visibleMenuEntries } from '../../src/app/shell/menu/menu-entries';

const base = {
  variant: 'dropdown' as const,
  loggedIn: true,
  otherClientsCount: 0,
  switching: false,
  serviceResultsAvailable: false,
  installPromptAvailable: false,
};

describe('menu entries', () => {
  it.each([
    [{}, ['profile', 'appointments', 'logout']],
    [{ serviceResultsAvailable: true }, ['profile', 'appointments', 'results', 'logout']],
    [{ otherClientsCount: 2 }, ['profile', 'changeAccount', 'appointments', 'logout']],
    [{ switching: true }, ['profile', 'changeAccount', 'appointments', 'logout']],
    [{ installPromptAvailable: true }, ['profile', 'appointments', 'install', 'logout']],
    [{ loggedIn: false }, []],
    [{ loggedIn: false, variant: 'drawer' }, ['login']],
    [{ loggedIn: false, variant: 'drawer', installPromptAvailable: true }, ['install', 'login']],
    [{ variant: 'drawer' }, ['profile', 'appointments', 'logout']],
  ] as const)('%j → %j', (overrides, entries) => {
    expect(visibleMenuEntries({ ...base, ...overrides })).toEqual(entries);
  });
});

const clinic = (overrides: Partial<Clinic>): Clinic =>
  testClinic({
    shortAddress: 'ул. Ленина, 1',
    doctorsCount: 12,
    servicesCount: 40,
    specialtiesCount: 5,
    onlineRecordingCategoriesCount: 3,
    ...overrides,
  });

describe('clinic menu items', () => {
  it('all items in the spec order, with counts', () => {
    expect(clinicMenuItems(clinic({}))).toEqual([
      { id: 'information', route: 'clinic' },
      { id: 'specialists', route: 'doctors', count: { key: 'clinicMenu.specialistsCount', value: 12 } },
      { id: 'services', route: 'service-categories', count: { key: 'clinicMenu.servicesCount', value: 40 } },
      { id: 'specialties', route: 'specialties', count: { key: 'clinicMenu.specialtiesCount', value: 5 } },
    ]);
  });

  it.each([
    [{ showInformationAboutClinic: false }, ['specialists', 'services', 'specialties']],
    [{ doctorsAvailable: false }, ['information', 'services']],
    [{ servicesAvailable: false }, ['information', 'specialists', 'specialties']],
    [{ doctorsAvailable: false, servicesAvailable: false, showInformationAboutClinic: false }, []],
  ])('%j → %j', (overrides, ids) => {
    expect(clinicMenuItems(clinic(overrides)).map((item) => item.id)).toEqual(ids);
  });
});

describe('data age line', () => {
  it.each([
    [{ data: null, stale: true, lastError: 'offline' }, false],
    [{ data: [], stale: false, lastError: null }, false],
    [{ data: [], stale: true, lastError: null }, true],
    [{ data: [], stale: false, lastError: 'offline' }, true],
    [{ data: [], stale: false, lastError: 'server' }, true],
  ] as const)('%j → %s', (view, shown) => {
    expect(showsDataAge(view)).toBe(shown);
  });
});
