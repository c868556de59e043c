/**
 * `useView(view, params)`: the UI's subscription to a live view of the data worker. It renders the
 * loading state until the worker's first answer (what the local database holds), then every change.
 * Safe under StrictMode's mount–unmount–mount: a watch that resolves after its effect was cleaned up
 * is unwatched at once, and state from an old view/params is never shown for new ones.
 * A watch that fails (no IndexedDB, the worker cannot start) throws into render for the nearest error
 * boundary, unless the caller has a fallback of its own (`{ onFailure: 'empty' }`): then the view stays
 * empty (no data, not refreshing) and the failure is logged.
 */
import * as Comlink from 'comlink';
import { useEffect, useState } from 'react';
import type { ViewName, ViewState, Views } from '../../data';
import { sameValue } from '../../domain/same-value';
import { getWorkerApi } from './worker-client';

export const LOADING_VIEW: ViewState<never> = Object.freeze({
  data: null,
  updatedAt: null,
  stale: false,
  refreshing: true,
  lastError: null,
});

/** What a view shows after its watch failed, for callers that asked for `onFailure: 'empty'`. */
export const FAILED_VIEW: ViewState<never> = Object.freeze({
  data: null,
  updatedAt: null,
  stale: false,
  refreshing: false,
  lastError: null,
});

export interface UseViewOptions {
  /** 'throw' (default): a failed watch throws into render. 'empty': it leaves the view empty. */
  onFailure?: 'throw' | 'empty';
  /** What to show until the worker's first answer (default: the loading state). */
  initial?: ViewState<never> | ViewState<unknown>;
}

/** Key order does not matter: `{ a, b }` and `{ b, a }` are the same view. */
function paramsKey(params: object): string {
  return JSON.stringify(Object.fromEntries(Object.entries(params).sort(([a], [b]) => a.localeCompare(b))));
}

export function useView<V extends ViewName>(
  view: V,
  params: Views[V]['params'],
  options: UseViewOptions = {},
): ViewState<Views[V]['data']> {
  type State = ViewState<Views[V]['data']>;
  const key = `${view}|${paramsKey(params)}`;
  const initial = (options.initial ?? LOADING_VIEW) as State;
  const [current, setCurrent] = useState<{ key: string; state: State }>({ key, state: initial });
  const quiet = options.onFailure === 'empty';

  useEffect(() => {
    const [viewName, json] = [key.slice(0, key.indexOf('|')) as V, key.slice(key.indexOf('|') + 1)];
    let active = true;
    let watchId: number | null = null;
    let api: ReturnType<typeof getWorkerApi> | null = null;
    const fail = (error: unknown) => {
      if (!active) return;
      if (quiet) {
        console.error(`[priyom] the ${viewName} view failed`, error);
        setCurrent({ key, state: FAILED_VIEW });
        return;
      }
      // A failed watch is a bug (or no IndexedDB at all): let the nearest error boundary show it.
      setCurrent(() => {
        throw error;
      });
    };
    // An answer with the content on screen already (the worker's first answer to data the page brought)
    // keeps the state as it is: a new object of the same content would render the screen again for
    // nothing (the doctor page's schedule grid, a long task on a phone).
    const onChange = Comlink.proxy((state: ViewState<unknown>) => {
      if (active)
        setCurrent((shown) =>
          shown.key === key && sameValue(shown.state, state) ? shown : { key, state: state as State },
        );
    });
    try {
      // Starting the worker can itself throw (e.g. a SecurityError where workers are not allowed).
      const started = getWorkerApi();
      api = started;
      started.watch({ view: viewName, params: JSON.parse(json) }, onChange).then((id) => {
        if (active) watchId = id;
        else void started.unwatch({ id });
      }, fail);
    } catch (error) {
      fail(error);
    }
    return () => {
      active = false;
      if (api && watchId !== null) void api.unwatch({ id: watchId });
    };
  }, [key, quiet]);

  return current.key === key ? current.state : initial;
}
