/**
 * Whether the API answered the data worker's last request: true, false, or null before any ended —
 * false from the start when this page is the service worker's kept copy because no network answered
 * it, until the worker's own requests tell.
 */
import type { ViewState } from '../../data';
import { keptBecause } from '../state/kept-page';
import { FAILED_VIEW, type UseViewOptions, useView } from './use-view';

const NO_PARAMS: Record<string, never> = Object.freeze({});
// A screen's own view reports its failures; this one only adds what it cannot know, so it never throws.
const OPTIONS: UseViewOptions = Object.freeze({
  onFailure: 'empty',
  initial: FAILED_VIEW as ViewState<never>,
});

export function useNetworkReachable(): boolean | null {
  return (
    useView('network', NO_PARAMS, OPTIONS).data?.reachable ?? (keptBecause() === 'offline' ? false : null)
  );
}

/**
 * Why the API did not answer: 'offline' (the device has no network) or 'server' (the device is online
 * but the server is silent), so the screens do not send the patient to check a network that works.
 */
export function useNetworkFailure(): 'offline' | 'server' | null {
  const data = useView('network', NO_PARAMS, OPTIONS).data;
  if (data) return data.failure;
  // A page kept because no answer came, opened while the device says it is online: the server is
  // silent (the service worker's paint of the page said so too).
  if (keptBecause() !== 'offline') return null;
  return globalThis.navigator?.onLine === true ? 'server' : 'offline';
}
