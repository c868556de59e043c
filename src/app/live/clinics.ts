/**
 * Hooks the screens use for the network's clinics (so components never talk to the worker
 * directly). The configuration has its own shared watch: ./configuration.ts.
 */
import { useCallback } from 'react';
import type { Clinic } from '../../api';
import type { Result, ViewName, Views, ViewState } from '../../data';
import { embeddedClinicsView } from '../state/first-screen';
import { type UseViewOptions, useView } from './use-view';
import { getWorkerApi } from './worker-client';

const NO_PARAMS: Record<string, never> = Object.freeze({});
const CLINICS_OPTIONS: UseViewOptions = Object.freeze({ initial: embeddedClinicsView });

/**
 * Every clinic of the network, in the server's order; cached for 14 days, then refreshed. Until the
 * worker answers, the clinics index.html carried (so the first screen paints without waiting for it).
 */
export function useClinics(): ViewState<Clinic[]> {
  return useView('clinics', NO_PARAMS, CLINICS_OPTIONS);
}

export type RefreshView = <V extends ViewName>(view: V, params?: Views[V]['params']) => Promise<Result>;

/** Pull-to-refresh and retry buttons: fetch a view's resource now, whatever its age. */
export function useRefresh(): RefreshView {
  return useCallback<RefreshView>(
    (view, params) => getWorkerApi().refresh({ view, params: params ?? NO_PARAMS }),
    [],
  );
}
