import type { ViewState } from '../../../data';

/** «Данные от …» shows when stored data is stale or its last refresh failed. */
export function showsDataAge(view: Pick<ViewState<unknown>, 'data' | 'stale' | 'lastError'>): boolean {
  return view.data !== null && (view.stale || view.lastError !== null);
}
