/**
 * navigate(to) the way a router <Link> does it: to the page already shown it replaces the entry instead
 * of pushing a copy, so a second tap on the header's login button or clinic title does not leave an
 * entry behind that makes the next Back seem to do nothing.
 *
 * "Already shown" is the address bar's, not the rendered location's: while a lazy screen loads, the
 * router keeps rendering the previous page (a transition), and a second tap in that time would
 * otherwise push a copy.
 */
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';

export function useGo(): (to: string) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: string) => {
      const { pathname, search, hash } = window.location;
      void navigate(to, { replace: to === `${pathname}${search}${hash}` });
    },
    [navigate],
  );
}
