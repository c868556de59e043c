import { describe, expect, it } from 'vitest';
import { guard } from '../../src/domain/guards';
import {
  canonicalPath,
  matchRoute,
  pathFor,
  ROUTE_NAMES,
  ROUTES,
  routeByName,
} from '../../src/domain/routes';

const KEY = 'Ab3+/xYz9=';

describe('route table', () => {
  it('has every route name of the spec once', () => {
    expect(ROUTES.map((route) => route.name)).toEqual([...ROUTE_NAMES]);
    expect(new Set(ROUTES.map((route) => route.path)).size).toBe(ROUTES.length);
  });

  it.each([
    ['/', 'root', {}],
    ['/authorization', 'authorization', {}],
    ['/end-user-license-agreement', 'end-user-license-agreement', {}],
    ['/privacy-policy', 'privacy-policy', {}],
    ['/profile', 'client-profile', {}],
    ['/change-password', 'change-password', {}],
    ['/appointments', 'appointments', {}],
    ['/service-results', 'service-results', {}],
    ['/call/abcdefghij', 'call', { key: 'abcdefghij' }],
    ['/appointment/abcdefghi=', 'confirm-appointment', { clientAccessKey: 'abcdefghi=' }],
    ['/feedback/0123456789', 'client-feedback', { key: '0123456789' }],
    ['/link/0123456789', 'external-client-feedback', { key: '0123456789' }],
    ['/waitlist/0123456789', 'waitlist-offer', { key: '0123456789' }],
    ['/clinic/1/menu', 'clinic-menu', { clinicId: '1' }],
    ['/clinic/1', 'clinic', { clinicId: '1' }],
    ['/clinic/1/services', 'service-categories', { clinicId: '1' }],
    ['/clinic/1/services/all', 'services', { clinicId: '1', categoryId: 'all' }],
    ['/clinic/1/services/25', 'services', { clinicId: '1', categoryId: '25' }],
    ['/clinic/1/service/7', 'service', { clinicId: '1', serviceId: '7' }],
    ['/clinic/1/doctors', 'doctors', { clinicId: '1' }],
    ['/clinic/1/doctor/9', 'doctor', { clinicId: '1', doctorId: '9' }],
    ['/clinic/1/specialties', 'specialties', { clinicId: '1' }],
    ['/clinic/1/menu/', 'clinic-menu', { clinicId: '1' }],
  ])('%s → %s', (path, name, params) => {
    const match = matchRoute(path);
    expect(match?.route.name).toBe(name);
    expect(match?.params).toEqual(params);
  });

  it('a key may hold "/", percent-encoded or not', () => {
    expect(matchRoute(`/call/${encodeURIComponent(KEY)}`)?.params).toEqual({ key: KEY });
    expect(matchRoute(`/call/${KEY}`)?.params).toEqual({ key: KEY });
    expect(matchRoute('/feedback/ab/cd/efg=')?.params).toEqual({ key: 'ab/cd/efg=' });
  });

  it.each([
    '/unknown',
    '/call/abc',
    '/call/abcdefghijk',
    '/call/',
    '/call/abc%ZZdefgh',
    '/appointment/abcdefgh==',
    '/feedback/abcde-ghij',
    '/link/short',
    '/clinic/abc/menu',
    '/clinic/-1',
    '/clinic/1/services/ALL',
    '/clinic/1/services/x1',
    '/clinic/1/service/all',
    '/clinic/1/doctor/one',
    '/clinic/1/unknown',
    '/clinic',
    '/profile/extra',
    '/Profile',
  ])('%s matches nothing (redirects to the start page)', (path) => {
    expect(matchRoute(path)).toBeNull();
  });

  it('builds paths, encoding keys', () => {
    expect(pathFor('services', { clinicId: '3', categoryId: 'all' })).toBe('/clinic/3/services/all');
    expect(pathFor('call', { key: KEY })).toBe('/call/Ab3%2B%2FxYz9%3D');
    expect(matchRoute(pathFor('call', { key: KEY }))?.params.key).toBe(KEY);
    expect(() => pathFor('doctor', { clinicId: '1' })).toThrow();
  });
});

describe('guards', () => {
  it.each([
    ['all', false, 'allow'],
    ['all', true, 'allow'],
    ['loggedIn', true, 'allow'],
    ['loggedIn', false, 'back'],
    ['loggedOut', false, 'allow'],
    ['loggedOut', true, 'back'],
  ] as const)('%s route, logged in %s → %s', (access, loggedIn, decision) => {
    expect(guard(access, loggedIn)).toBe(decision);
  });

  it.each([
    ['client-profile', 'loggedIn'],
    ['change-password', 'loggedIn'],
    ['appointments', 'loggedIn'],
    ['service-results', 'loggedIn'],
    ['authorization', 'loggedOut'],
    ['root', 'all'],
    ['call', 'all'],
    ['clinic-menu', 'all'],
  ] as const)('%s is %s', (name, access) => {
    expect(routeByName(name).access).toBe(access);
  });

  it('every route not named above is open to all', () => {
    const restricted = [
      'client-profile',
      'change-password',
      'appointments',
      'service-results',
      'authorization',
    ];
    for (const route of ROUTES) if (!restricted.includes(route.name)) expect(route.access).toBe('all');
  });
});

describe('canonical addresses', () => {
  it.each([
    ['/clinic/01/menu', '/clinic/1/menu'],
    ['/clinic/007/doctor/0042', '/clinic/7/doctor/42'],
    ['/clinic/1/services/05', '/clinic/1/services/5'],
    ['/clinic/0/menu', null],
    ['/clinic/1/services/all', null],
    ['/clinic/12/menu', null],
    ['/feedback/0000000001', null],
    // Too large to be a number: left alone (the screen treats it as unknown).
    ['/clinic/000123456789012345678901/menu', null],
  ])('%s → %s', (path, canonical) => {
    const match = matchRoute(path);
    expect(match).not.toBeNull();
    expect(canonicalPath(match!)).toBe(canonical);
  });
});
