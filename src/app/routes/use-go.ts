/**
 * navigate(to) the way a router <Link> does it: to the page already shown it replaces the entry instead
 * of pushing a copy, so a second tap on the header's login button or clinic title does not leave an
 * entry behind that makes the next Back seem to do nothing.
 */
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

export function useGo(): (to: string) => void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const here = `${pathname}${search}${hash}`;
  return useCallback((to: string) => void navigate(to, { replace: to === here }), [navigate, here]);
}
