/**
 * Step-back (accounts spec §2.2): one step back in history, or the route's fixed parent when there is
 * only one step or no history state. The root event goes to the only clinic's menu or the start page.
 */
import { useCallback } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { matchRoute } from '../../domain/routes';
import { rootPath, stepBackTarget } from '../../domain/step-back';
import { currentHistoryPosition } from './history-sync';

export function stepBack(navigate: NavigateFunction, pathname: string): void {
  const target = stepBackTarget(matchRoute(pathname), currentHistoryPosition());
  if (target.kind === 'history') void navigate(-1);
  else void navigate(target.path, { replace: true });
}

export function useStepBack(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return useCallback(() => stepBack(navigate, pathname), [navigate, pathname]);
}

/** The root event, given the clinics as far as they are known. */
export function useGoToRoot(clinicIds: readonly number[] | null): () => void {
  const navigate = useNavigate();
  return useCallback(() => void navigate(rootPath(clinicIds)), [navigate, clinicIds]);
}
