/**
 * Whether the API answered lately. Every request the worker makes goes through `fetch` here: any HTTP
 * answer means the network reached the server; a rejection (no network, the server gone, a timeout)
 * means it did not. Screens whose own data is still within its lifetime learn from this that they are
 * offline too, and say how old what they show is.
 */
import { BehaviorSubject, type Observable } from 'rxjs';
import { distinctUntilChanged } from 'rxjs/operators';
import type { FetchLike } from '../api-client';

export interface NetworkState {
  /** null until the first request ended. */
  reachable: boolean | null;
}

export function watchNetwork(fetch: FetchLike): { fetch: FetchLike; state$: Observable<NetworkState> } {
  const state = new BehaviorSubject<NetworkState>({ reachable: null });
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
