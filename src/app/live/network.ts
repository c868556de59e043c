/** Whether the API answered the data worker's last request: true, false, or null before any ended. */
import type { ViewState } from '../../data';
import { FAILED_VIEW, type UseViewOptions, useView } from './use-view';

const NO_PARAMS: Record<string, never> = Object.freeze({});
// A screen's own view reports its failures; this one only adds what it cannot know, so it never throws.
const OPTIONS: UseViewOptions = Object.freeze({
  onFailure: 'empty',
  initial: FAILED_VIEW as ViewState<never>,
});

export function useNetworkReachable(): boolean | null {
  return useView('network', NO_PARAMS, OPTIONS).data?.reachable ?? null;
}
