/**
 * One worker watch per view and params for the whole tab, shared by every `useView` of that key.
 * Each watch costs a round trip, a subscription in the worker and a postMessage per change; a screen
 * watches some views from several components at once (the doctors, the network), so they share one:
 * ref-counted, fanned out to every listener, and unwatched once the last listener has left.
 * The release waits a microtask, so StrictMode's mount–unmount–mount (and a screen that hands a view
 * to the next one in the same commit) keeps the watch instead of unwatching and watching again.
 * A new listener of a live key gets its last state at once: no loading flash for a second component.
 */
import * as Comlink from 'comlink';
import type { ViewName, ViewState } from '../../data';
import { getWorkerApi } from './worker-client';

export interface ViewListener {
  state(state: ViewState<unknown>): void;
  failure(error: unknown): void;
}

interface SharedWatch {
  listeners: Set<ViewListener>;
  /** The worker's last answer; undefined until its first. */
  last: ViewState<unknown> | undefined;
  /** Set once nobody listens any more: a watch that resolves later is unwatched at once. */
  closed: boolean;
  stop: (() => void) | null;
}

const watches = new Map<string, SharedWatch>();

/** `view|params-json`, params with their keys sorted: `{ a, b }` and `{ b, a }` are the same view. */
export function viewKey(view: ViewName, params: object): string {
  const sorted = Object.entries(params).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `${view}|${JSON.stringify(Object.fromEntries(sorted))}`;
}

/** The last state the worker sent for a key someone watches now, if any. */
export function lastViewState(key: string): ViewState<unknown> | undefined {
  const shared = watches.get(key);
  return shared && !shared.closed ? shared.last : undefined;
}

/** Listens to a key's view (starting its watch if nobody did); returns the function that stops. */
export function listenToView(key: string, listener: ViewListener): () => void {
  let shared = watches.get(key);
  if (!shared || shared.closed) {
    shared = start(key);
    watches.set(key, shared);
  }
  const joined = shared;
  joined.listeners.add(listener);
  if (joined.last) listener.state(joined.last);
  return () => {
    if (!joined.listeners.delete(listener) || joined.listeners.size > 0) return;
    queueMicrotask(() => {
      if (joined.listeners.size > 0 || joined.closed) return;
      joined.closed = true;
      if (watches.get(key) === joined) watches.delete(key);
      joined.stop?.();
    });
  };
}

function start(key: string): SharedWatch {
  const shared: SharedWatch = { listeners: new Set(), last: undefined, closed: false, stop: null };
  const bar = key.indexOf('|');
  const request = { view: key.slice(0, bar) as ViewName, params: JSON.parse(key.slice(bar + 1)) };
  const fail = (error: unknown) => {
    if (shared.closed) return;
    // A failed watch is not kept: the next listener of this key tries again.
    shared.closed = true;
    if (watches.get(key) === shared) watches.delete(key);
    for (const listener of [...shared.listeners]) listener.failure(error);
  };
  const onChange = Comlink.proxy((state: ViewState<unknown>) => {
    if (shared.closed) return;
    shared.last = state;
    for (const listener of [...shared.listeners]) listener.state(state);
  });
  // Failures reach listeners only after this returns, when the first one is in the set.
  queueMicrotask(() => {
    if (shared.closed) return;
    try {
      // Starting the worker can itself throw (e.g. a SecurityError where workers are not allowed).
      const api = getWorkerApi();
      api.watch(request, onChange).then((id) => {
        if (shared.closed) void api.unwatch({ id });
        else shared.stop = () => void api.unwatch({ id });
      }, fail);
    } catch (error) {
      fail(error);
    }
  });
  return shared;
}
