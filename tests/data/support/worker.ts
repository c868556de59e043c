/** Starts the data worker's API in-process over fake-indexeddb, and watches views like a tab would. */
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { expect } from 'vitest';
import { createWorkerApi, type WorkerDeps } from '../../../src/data/worker-api';
import type { ViewName, ViewRequest, ViewState, Views } from '../../../src/data/view-types';
import type { TestNetwork } from './server';

export const DAY = 24 * 60 * 60 * 1000;
export const T0 = Date.UTC(2025, 0, 15, 9, 0, 0);

export const uniqueDbName = () => `priyom-test-${crypto.randomUUID()}`;

export interface Clock {
  now: () => number;
  t: number;
}
export function createClock(start = T0): Clock {
  const clock: Clock = { t: start, now: () => clock.t };
  return clock;
}

export function startWorker(network: TestNetwork, options: Partial<WorkerDeps> & { dbName: string }) {
  return createWorkerApi({
    indexedDB,
    IDBKeyRange,
    fetch: network.fetch,
    baseUrl: '/api',
    kind: 'test',
    onError: (error) => {
      throw error;
    },
    ...options,
  });
}

type Api = ReturnType<typeof createWorkerApi>['api'];

export interface Watcher<T> {
  id: number;
  states: ViewState<T>[];
  latest(): ViewState<T>;
  /** Resolves with the first state from index `from` on (seen already or coming) that passes `predicate`. */
  until(predicate: (state: ViewState<T>) => boolean, what?: string, from?: number): Promise<ViewState<T>>;
}

export async function watch<V extends ViewName>(
  api: Api,
  request: ViewRequest<V>,
): Promise<Watcher<Views[V]['data']>> {
  type T = Views[V]['data'];
  const states: ViewState<T>[] = [];
  const waiters = new Set<() => void>();
  const id = await api.watch(request, (state) => {
    states.push(state);
    for (const waiter of waiters) waiter();
  });
  return {
    id,
    states,
    latest: () => {
      const state = states.at(-1);
      expect(state, 'no state emitted yet').toBeDefined();
      return state!;
    },
    until(predicate, what = 'a matching state', from = 0) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = states.slice(from).find(predicate);
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timeout);
          resolve(found);
          return true;
        };
        const timeout = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for ${what}; saw ${JSON.stringify(states.map(summary))}`));
        }, 5000);
        if (!check()) waiters.add(check);
      });
    },
  };
}

function summary(state: ViewState<unknown>) {
  const { data, ...rest } = state;
  return { ...rest, data: Array.isArray(data) ? `${data.length} rows` : data === null ? null : 'object' };
}

/** A settled view: not refreshing and the given number of emissions has stopped changing. */
export const settled = <T>(state: ViewState<T>) => !state.refreshing && state.updatedAt !== null;
