/**
 * Whether the API answered lately. Every request the worker makes goes through `fetch` here: any HTTP
 * answer means the network reached the server; a rejection (no network, the server gone, a timeout)
 * means it did not. Screens whose own data is still within its lifetime learn from this that they are
 * offline too, and say how old what they show is.
 *
 * The browser's own word counts as well, where it knows: a worker started with no network at all (the
 * installed app opened in a corridor) or told `offline` says so before any request, so data still
 * within its lifetime is not shown as current and bookable. `online` only makes it unknown again: the
 * network being back says nothing of the server, and the next request tells.
 */
import { BehaviorSubject, merge, type Observable } from 'rxjs';
import { distinctUntilChanged, map } from 'rxjs/operators';
import type { FetchLike } from '../api-client';

export interface NetworkState {
  /** null until the first request ended. */
  reachable: boolean | null;
}

/** What the browser says of its network: whether it is online now, and its offline and online events. */
export interface BrowserNetwork {
  onLine?: () => boolean;
  offline$?: Observable<unknown>;
  online$?: Observable<unknown>;
}

export function watchNetwork(
  fetch: FetchLike,
  browser: BrowserNetwork = {},
): { fetch: FetchLike; state$: Observable<NetworkState> } {
  const state = new BehaviorSubject<NetworkState>({ reachable: browser.onLine?.() === false ? false : null });
  const events: Observable<NetworkState>[] = [];
  if (browser.offline$) events.push(browser.offline$.pipe(map(() => ({ reachable: false }))));
  if (browser.online$)
    events.push(
      browser.online$.pipe(
        map(() => ({ reachable: state.value.reachable === false ? null : state.value.reachable })),
      ),
    );
  // The worker lives as long as its page or pages: these subscriptions end with it.
  if (events.length > 0) merge(...events).subscribe((next) => state.next(next));
  return {
    async fetch(input, init) {
      try {
        const response = await fetch(input, init);
        state.next({ reachable: true });
        return response;
      } catch (error) {
        state.next({ reachable: false });
        throw error;
      }
    },
    state$: state.pipe(distinctUntilChanged((a, b) => a.reachable === b.reachable)),
  };
}
