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
 *
 * A request with no answer while the browser says it is online is a server that does not answer, not
 * a device with no network: a short server outage must not tell the patient to check their connection.
 * `failure` says which; the first answer afterwards clears it.
 */
import { BehaviorSubject, merge, type Observable } from 'rxjs';
import { distinctUntilChanged, filter, map, pairwise } from 'rxjs/operators';
import type { FetchLike } from '../api-client';
import { isQueuedAnswer } from '../../domain/runtime-messages';

export interface NetworkState {
  /** null until the first request ended. */
  reachable: boolean | null;
  /** Why it is not reachable: no network on the device, or a server that does not answer; null when reachable or unknown. */
  failure: NetworkFailure | null;
}

export type NetworkFailure = 'offline' | 'server';

/** What the browser says of its network: whether it is online now, and its offline and online events. */
export interface BrowserNetwork {
  onLine?: () => boolean;
  offline$?: Observable<unknown>;
  online$?: Observable<unknown>;
}

export function watchNetwork(
  fetch: FetchLike,
  browser: BrowserNetwork = {},
): { fetch: FetchLike; state$: Observable<NetworkState>; answeredAgain$: Observable<void> } {
  const startsOffline = browser.onLine?.() === false;
  const state = new BehaviorSubject<NetworkState>(
    startsOffline ? { reachable: false, failure: 'offline' } : { reachable: null, failure: null },
  );
  const events: Observable<NetworkState>[] = [];
  if (browser.offline$)
    events.push(browser.offline$.pipe(map(() => ({ reachable: false, failure: 'offline' as const }))));
  if (browser.online$)
    events.push(
      browser.online$.pipe(
        map(() =>
          state.value.reachable === false ? { reachable: null, failure: null } : { ...state.value },
        ),
      ),
    );
  // Without the browser's word (tests, odd hosts) a request with no answer reads as no network, as before.
  const noAnswer = (): NetworkFailure => (browser.onLine?.() === true ? 'server' : 'offline');
  // The worker lives as long as its page or pages: these subscriptions end with it.
  if (events.length > 0) merge(...events).subscribe((next) => state.next(next));
  return {
    async fetch(input, init) {
      try {
        const response = await fetch(input, init);
        // The service worker's reply that it queued the request is no answer from the server: its own
        // fetch failed, so the network is as unreachable as before.
        if (isQueuedAnswer(response.headers)) state.next({ reachable: false, failure: noAnswer() });
        else state.next({ reachable: true, failure: null });
        return response;
      } catch (error) {
        state.next({ reachable: false, failure: noAnswer() });
        throw error;
      }
    },
    state$: state.pipe(
      distinctUntilChanged((a, b) => a.reachable === b.reachable && a.failure === b.failure),
    ),
    /** Emits when a request is answered after one that was not. */
    answeredAgain$: state.pipe(
      pairwise(),
      filter(([before, after]) => before.reachable === false && after.reachable === true),
      map(() => undefined),
    ),
  };
}
