/**
 * `useView(view, params)`: the UI's subscription to a live view of the data worker. It renders the
 * loading state until the worker's first answer (what the local database holds), then every change.
 * Safe under StrictMode's mount–unmount–mount: a watch that resolves after its effect was cleaned up
 * is unwatched at once, and state from an old view/params is never shown for new ones.
 */
import * as Comlink from 'comlink';
import { useEffect, useState } from 'react';
import type { ViewName, ViewState, Views } from '../../data/view-types';
import { getWorkerApi } from './worker-client';

export const LOADING_VIEW: ViewState<never> = Object.freeze({
  data: null,
  updatedAt: null,
  stale: false,
  refreshing: true,
  lastError: null,
});

/** Key order does not matter: `{ a, b }` and `{ b, a }` are the same view. */
function paramsKey(params: object): string {
  return JSON.stringify(Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))));
}

export function useView<V extends ViewName>(
  view: V,
  params: Views[V]['params'],
): ViewState<Views[V]['data']> {
  type State = ViewState<Views[V]['data']>;
  const key = `${view}|${paramsKey(params)}`;
  const [current, setCurrent] = useState<{ key: string; state: State }>({ key, state: LOADING_VIEW });

  useEffect(() => {
    const [viewName, json] = [key.slice(0, key.indexOf('|')) as V, key.slice(key.indexOf('|') + 1)];
    const api = getWorkerApi();
    let active = true;
    let watchId: number | null = null;
    const onChange = Comlink.proxy((state: ViewState<unknown>) => {
      if (active) setCurrent({ key, state: state as State });
    });
    api.watch({ view: viewName, params: JSON.parse(json) }, onChange).then(
      (id) => {
        if (active) watchId = id;
        else void api.unwatch({ id });
      },
      (error: unknown) => {
        // A failed watch is a bug (or no IndexedDB at all): let the nearest error boundary show it.
        if (active)
          setCurrent(() => {
            throw error;
          });
      },
    );
    return () => {
      active = false;
      if (watchId !== null) void api.unwatch({ id: watchId });
    };
  }, [key]);

  return current.key === key ? current.state : LOADING_VIEW;
}
