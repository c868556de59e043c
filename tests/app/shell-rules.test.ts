import { describe, expect, it } from 'vitest';
import type { Clinic } from '../../src/api/clinics';
import { testClinic } from './support/clinic';
import { clinicMenuItems } from '../../src/domain/clinic-menu-items';
import { dataAgeLine } from '../../src/app/common/load-state/data-age';
import { ageOf, formatAge } from '../../src/domain/data-age';
import { visibleMenuEntries } from '../../src/app/shell/menu/menu-entries';
import { nextMenuClientName } from '../../src/app/state/session';

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

describe('the name heading the menu', () => {
  const anna = { id: 1, fullName: 'Анна Петрова' };
  const view = { loggedIn: true, switching: false, currentClient: anna };
  it('is the current client’s; through a switch the previous one’s until the next one’s arrives', () => {
    expect(nextMenuClientName(view, null)).toBe('Анна Петрова');
    expect(nextMenuClientName({ ...view, switching: true, currentClient: null }, 'Анна Петрова')).toBe(
      'Анна Петрова',
    );
    const ivan = { id: 2, fullName: 'Иван Петров' };
    expect(nextMenuClientName({ ...view, switching: true, currentClient: ivan }, 'Анна Петрова')).toBe(
      'Иван Петров',
    );
  });
  it('is none once no client is named outside a switch, or logged out', () => {
    expect(nextMenuClientName({ ...view, currentClient: null }, 'Анна Петрова')).toBeNull();
    expect(
      nextMenuClientName({ loggedIn: false, switching: true, currentClient: null }, 'Анна Петрова'),
    ).toBeNull();
  });
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
    [{ data: null, stale: true, lastError: 'offline' }, null, null],
    [{ data: null, stale: false, lastError: null }, false, null],
    [{ data: [], stale: false, lastError: null }, null, null],
    [{ data: [], stale: false, lastError: null }, true, null],
    [{ data: [], stale: true, lastError: null }, true, 'stale'],
    [{ data: [], stale: false, lastError: 'offline' }, null, 'offline'],
    [{ data: [], stale: false, lastError: 'server' }, null, 'server'],
    // Fresh data fetches nothing, so only the worker's other requests tell it the network is gone.
    [{ data: [], stale: false, lastError: null }, false, 'offline'],
    [{ data: [], stale: true, lastError: null }, false, 'offline'],
    // Its own refresh reached the server, which answered badly: that is what it says.
    [{ data: [], stale: false, lastError: 'server' }, false, 'server'],
  ] as const)('%j, network reachable %s → %s', (view, reachable, line) => {
    expect(dataAgeLine(view, reachable)).toBe(line);
  });
});

describe('data age', () => {
  const now = Date.UTC(2026, 0, 10, 12, 0, 0);
  it.each([
    [now, { value: -0, unit: 'second' }],
    [now - 59_000, { value: -59, unit: 'second' }],
    [now - 5 * 60_000, { value: -5, unit: 'minute' }],
    [now - 3 * 3_600_000, { value: -3, unit: 'hour' }],
    [now - 26 * 3_600_000, { value: -1, unit: 'day' }],
    [now - 15 * 86_400_000, { value: -2, unit: 'week' }],
    [now + 5_000, { value: -0, unit: 'second' }],
  ] as const)('%s → %j', (at, age) => {
    expect(ageOf(at, now)).toEqual(age);
  });

  it('reads in the reader’s language', () => {
    expect(formatAge(now - 5 * 60_000, now, 'ru')).toBe('5 минут назад');
    expect(formatAge(now - 26 * 3_600_000, now, 'ru')).toBe('вчера');
    expect(formatAge(now - 5 * 60_000, now, 'en-GB')).toBe('5 minutes ago');
  });
});
