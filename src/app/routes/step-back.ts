/**
 * Step-back: one step back in history, or the route's fixed parent when there is
 * only one step or no history state. The root event (useGoToRoot) goes to the only clinic's menu or the
 * start page.
 */
import { useCallback, useEffect, useRef } from 'react';
import { type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { matchRoute } from '../../domain/routes';
import { rootPath, stepBackTarget } from '../../domain/step-back';
import { useClinics } from '../live/clinics';
import { currentHistoryPosition } from './history-sync';

export function stepBack(navigate: NavigateFunction, pathname: string): void {
  const target = stepBackTarget(matchRoute(pathname), currentHistoryPosition());
  if (target.kind === 'history') void navigate(-1);
  else void navigate(target.path, { replace: true });
}

export function useStepBack(): () => void {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // A step back asked for once the screen is gone (a request that answered after the patient went
  // elsewhere) would take them one step back from wherever they went: it does nothing.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useCallback(() => {
    if (mounted.current) stepBack(navigate, pathname);
  }, [navigate, pathname]);
}

/**
 * The root event (logout, "go to the start"): the only clinic's menu when the network has exactly one
 * clinic, else the start page — with the clinics as far as they are known (none yet: the start page,
 * which itself moves on to a single clinic's menu once they load).
 */
export function useGoToRoot(): () => void {
  const navigate = useNavigate();
  const clinics = useClinics().data;
  const key = clinics?.map((clinic) => clinic.id).join(',') ?? null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: key stands for the clinic ids' content.
  return useCallback(() => {
    void navigate(rootPath(clinics?.map((clinic) => clinic.id) ?? null));
  }, [navigate, key]);
}
