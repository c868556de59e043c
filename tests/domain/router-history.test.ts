import { describe, expect, it } from 'vitest';
import {
  applyNavigation,
  initialRouterHistory,
  isRouterHistoryState,
  previousPaths,
  pathBeforeLanding,
  restoreRouterHistory,
} from '../../src/domain/router-history';

describe('router history state', () => {
  it('push, replace and pop keep entries by history position', () => {
    let state = initialRouterHistory('/');
    state = applyNavigation(state, 'PUSH', '/clinic/1/menu', 1);
    state = applyNavigation(state, 'PUSH', '/clinic/1/doctors', 2);
    expect(previousPaths(state)).toEqual(['/', '/clinic/1/menu']);
    state = applyNavigation(state, 'POP', '/clinic/1/menu', 1);
    expect(state).toEqual({
      path: '/clinic/1/menu',
      position: 1,
      entries: ['/', '/clinic/1/menu', '/clinic/1/doctors'],
    });
    state = applyNavigation(state, 'REPLACE', '/clinic/1/services', 1);
    expect(state.entries).toEqual(['/', '/clinic/1/services', '/clinic/1/doctors']);
    state = applyNavigation(state, 'PUSH', '/clinic/1/specialties', 2);
    expect(state.entries).toEqual(['/', '/clinic/1/services', '/clinic/1/specialties']);
  });

  it('without a position, push and replace infer it', () => {
    let state = initialRouterHistory('/');
    state = applyNavigation(state, 'PUSH', '/a', null);
    expect(state.position).toBe(1);
    state = applyNavigation(state, 'REPLACE', '/b', null);
    expect(state).toMatchObject({ path: '/b', position: 1 });
  });

  it('a state that starts mid-history fills unknown entries', () => {
    const state = initialRouterHistory('/x', 2);
    expect(state.entries).toEqual(['', '', '/x']);
    expect(previousPaths(state)).toEqual([]);
    expect(isRouterHistoryState(state)).toBe(true);
  });

  it('restores only a stored state that describes the current entry', () => {
    const stored = { path: '/profile', position: 1, entries: ['/', '/profile'] };
    expect(restoreRouterHistory(stored, '/profile', 1)).toBe(stored);
    expect(restoreRouterHistory(stored, '/profile', 0)).toEqual(initialRouterHistory('/profile'));
    expect(restoreRouterHistory(stored, '/', 1)).toEqual(initialRouterHistory('/', 1));
    expect(restoreRouterHistory({ path: 1 }, '/', null)).toEqual(initialRouterHistory('/'));
    expect(restoreRouterHistory(null, '/', null)).toEqual(initialRouterHistory('/'));
  });

  it('a fresh start on another address remembers the path the session showed before it', () => {
    const stored = { path: '/clinic/2/menu', position: 1, entries: ['/', '/clinic/2/menu'] };
    const landing = (path: string, position: number | null, from: unknown = stored) =>
      pathBeforeLanding(from, restoreRouterHistory(from, path, position));
    // /profile typed over the clinic menu: a new document at position 0.
    expect(landing('/profile', 0)).toBe('/clinic/2/menu');
    // A reload of the clinic menu is a restore, not a landing.
    expect(landing('/clinic/2/menu', 1)).toBeNull();
    // The same address typed again: nothing before it worth going back to.
    expect(landing('/clinic/2/menu', 0)).toBeNull();
    // Nothing (valid) stored: a first visit.
    expect(landing('/profile', 0, null)).toBeNull();
    expect(landing('/profile', 0, { path: '/x' })).toBeNull();
  });

  it.each([
    [{ path: '/', position: 0, entries: ['/'] }, true],
    [{ path: '/', position: 1, entries: ['/'] }, false],
    [{ path: '/', position: -1, entries: ['/'] }, false],
    [{ path: '/', position: 0, entries: [1] }, false],
    ['x', false],
    [null, false],
  ])('validates %j → %s', (value, valid) => {
    expect(isRouterHistoryState(value)).toBe(valid);
  });
});
