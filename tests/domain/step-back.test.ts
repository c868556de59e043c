import { describe, expect, it } from 'vitest';
import { matchRoute } from '../../src/domain/routes';
import { rootPath, stepBackParent, stepBackTarget } from '../../src/domain/step-back';

describe('step-back parents (every fixed parent the specification names)', () => {
  it.each([
    ['/profile', '/'],
    ['/authorization', '/'],
    ['/end-user-license-agreement', '/'],
    ['/privacy-policy', '/'],
    ['/appointments', '/'],
    ['/service-results', '/'],
    ['/call/abcdefghij', '/'],
    ['/appointment/abcdefghij', '/'],
    ['/feedback/abcdefghij', '/'],
    ['/link/abcdefghij', '/'],
    ['/clinic/4/menu', '/'],
    ['/change-password', '/profile'],
    ['/clinic/4', '/clinic/4/menu'],
    ['/clinic/4/services', '/clinic/4/menu'],
    ['/clinic/4/doctors', '/clinic/4/menu'],
    ['/clinic/4/specialties', '/clinic/4/menu'],
    ['/clinic/4/services/12', '/clinic/4/services'],
    ['/clinic/4/services/all', '/clinic/4/services'],
    ['/clinic/4/service/33', '/clinic/4/services/all'],
    ['/clinic/4/doctor/8', '/clinic/4/doctors'],
    ['/', '/'],
  ])('%s → %s', (path, parent) => {
    const match = matchRoute(path);
    expect(match).not.toBeNull();
    expect(stepBackParent(match)).toBe(parent);
  });

  it('an unmatched path has the start page as its parent', () => {
    expect(stepBackParent(null)).toBe('/');
  });
});

describe('step-back target', () => {
  const doctor = matchRoute('/clinic/2/doctor/5');
  it.each([
    [null, { kind: 'parent', path: '/clinic/2/doctors' }],
    [0, { kind: 'parent', path: '/clinic/2/doctors' }],
    [1, { kind: 'history' }],
    [7, { kind: 'history' }],
  ])('history position %s → %j', (position, target) => {
    expect(stepBackTarget(doctor, position)).toEqual(target);
  });
});

describe('the root event', () => {
  it.each([
    [null, '/'],
    [[], '/'],
    [[7], '/clinic/7/menu'],
    [[7, 8], '/'],
  ])('clinics %j → %s', (ids, path) => {
    expect(rootPath(ids)).toBe(path);
  });
});
