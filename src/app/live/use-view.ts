/**
 * `useView(view, params)`: the UI's subscription to a live view of the data worker. It renders the
 * loading state until the worker's first answer (what the local database holds), then every change.
 * Every component watching the same view and params shares one worker watch (./shared-watches.ts):
 * one that mounts while it is live starts from its last state. Safe under StrictMode's
 * mount–unmount–mount, and state from an old view/params is never shown for new ones.
 * A watch that fails (no IndexedDB, the worker cannot start) throws into render for the nearest error
 * boundary, unless the caller has a fallback of its own (`{ onFailure: 'empty' }`): then the view stays
 * empty (no data, not refreshing) and the failure is logged.
 */
import { startTransition, useEffect, useState } from 'react';
import type { ViewName, ViewState, Views } from '../../data';
import { sameValue } from '../../domain/same-value';
import { lastViewState, listenToView, viewKey } from './shared-watches';

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
  /**
   * What to show until the worker's first answer (default: the loading state). A function is asked at
   * render: the server's renderer gives each page its data before it draws, after the modules loaded.
   */
  initial?: ViewState<never> | ViewState<unknown> | (() => ViewState<unknown> | undefined);
}

export function useView<V extends ViewName>(
  view: V,
  params: Views[V]['params'],
  options: UseViewOptions = {},
): ViewState<Views[V]['data']> {
  type State = ViewState<Views[V]['data']>;
  const key = viewKey(view, params);
  const initial = () =>
    ((typeof options.initial === 'function' ? options.initial() : options.initial) ?? LOADING_VIEW) as State;
  // Another component watching this key already: its last state, not the loading one.
  const shown = () => (lastViewState(key) as State | undefined) ?? initial();
  const [current, setCurrent] = useState<{ key: string; state: State }>(() => ({ key, state: shown() }));
  const quiet = options.onFailure === 'empty';

  useEffect(() => {
    let active = true;
    const stop = listenToView(key, {
      // An answer with the content on screen already (the worker's first answer to data the page
      // brought) keeps the state as it is: a new object of the same content would render the screen
      // again for nothing (the doctor page's schedule grid, a long task on a phone). Any other answer is
      // set in a transition: an update from a worker message React would render in one piece, however
      // long; as a transition the render yields to input and paint every few milliseconds.
      state(state) {
        if (active)
          startTransition(() =>
            setCurrent((shown) =>
              shown.key === key && sameValue(shown.state, state) ? shown : { key, state: state as State },
            ),
          );
      },
      failure(error) {
        if (!active) return;
        if (quiet) {
          console.error(`[priyom] the ${key.slice(0, key.indexOf('|'))} view failed`, error);
          setCurrent({ key, state: FAILED_VIEW });
          return;
        }
        // A failed watch is a bug (or no IndexedDB at all): let the nearest error boundary show it.
        setCurrent(() => {
          throw error;
        });
      },
    });
    return () => {
      active = false;
      stop();
    };
  }, [key, quiet]);

  return current.key === key ? current.state : shown();
}
