import type { ViewState } from '../../../data';

/**
 * Which line a screen shows under stored data: `offline` when the network failed — this view's own
 * refresh, or any request of the worker while this view's data is still within its lifetime (it then
 * fetches nothing that could fail) —, `server` when the server did not answer well, `stale` when the
 * data is only old, null when there is nothing to say.
 */
export function dataAgeLine(
  view: Pick<ViewState<unknown>, 'data' | 'stale' | 'lastError'>,
  networkReachable: boolean | null,
  /** Why the worker's requests fail: a silent server while the device is online is not «offline». */
  networkFailure: 'offline' | 'server' | null = 'offline',
): 'offline' | 'server' | 'stale' | null {
  if (view.data === null) return null;
  if (networkReachable === false && view.lastError === null)
    return networkFailure === 'server' ? 'server' : 'offline';
  if (view.lastError === 'offline') return 'offline';
  if (view.lastError !== null) return 'server';
  return view.stale ? 'stale' : null;
}
