/**
 * Leaving the authorization panel for any page but the two agreement pages resets its forms; leaving
 * an agreement page for any page but the panel does too (only a detour keeps them). The screen unmounts after
 * the router has moved, so the address bar already shows where the user went.
 */
import { useEffect } from 'react';
import { matchRoute, type RouteName } from '../../../domain/routes';
import { resetAccountForms } from './forms-state';

export function useResetOnLeave(keptFor: readonly RouteName[]): void {
  const kept = keptFor.join(',');
  useEffect(
    () => () => {
      const next = matchRoute(window.location.pathname)?.route.name;
      if (next === undefined || !kept.split(',').includes(next)) resetAccountForms();
    },
    [kept],
  );
}
