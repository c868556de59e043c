/**
 * Starts the data worker's API in-process over fake-indexeddb and talks to it the way a tab does:
 * through Comlink over a real MessageChannel, so every argument, answer and view state is structured-
 * cloned on the way (an RxDocument or a function in a view fails here as it would in the browser), and
 * watch callbacks cross as Comlink proxies. Each session gets its own channel, like a SharedWorker port.
 */
import { MessageChannel, type MessagePort } from 'node:worker_threads';
import * as Comlink from 'comlink';
import nodeEndpoint from 'comlink/dist/esm/node-adapter';
import { IDBKeyRange, indexedDB } from 'fake-indexeddb';
import { expect } from 'vitest';
import { type WorkerApi, type WorkerDeps, createWorkerApi } from '../../../src/data/worker-api';
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

/** The worker API as a tab holds it: a Comlink remote. */
export type RemoteApi = Comlink.Remote<WorkerApi>;

export interface StartedWorker {
  /** The main session, through Comlink. */
  api: RemoteApi;
  /** A further session (another tab's connection) over its own channel. */
  openConnection(): { api: RemoteApi; close(): void };
  ready: Promise<void>;
  /** Closes the worker, then every channel. */
  close(): Promise<void>;
}

export function startWorker(
  network: TestNetwork,
  options: Partial<WorkerDeps> & { dbName: string },
): StartedWorker {
  const worker = createWorkerApi({
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
  const ports: MessagePort[] = [];
  function connect(api: WorkerApi): RemoteApi {
    const { port1, port2 } = new MessageChannel();
    ports.push(port1, port2);
    Comlink.expose(api, nodeEndpoint(port1));
    return Comlink.wrap<WorkerApi>(nodeEndpoint(port2));
  }
  return {
    api: connect(worker.api),
    openConnection() {
      const connection = worker.openConnection();
      return { api: connect(connection.api), close: connection.close };
    },
    ready: worker.ready,
    async close() {
      await worker.close();
      for (const port of ports.splice(0)) port.close();
    },
  };
}

export interface Watcher<T> {
  id: number;
  states: ViewState<T>[];
  latest(): ViewState<T>;
  /** Resolves with the first state from index `from` on (seen already or coming) that passes `predicate`. */
  until(predicate: (state: ViewState<T>) => boolean, what?: string, from?: number): Promise<ViewState<T>>;
}

/** Watches a view through the remote; the callback crosses as a Comlink proxy, its states as clones. */
export async function watch<V extends ViewName>(
  api: RemoteApi,
  request: ViewRequest<V>,
): Promise<Watcher<Views[V]['data']>> {
  type T = Views[V]['data'];
  const states: ViewState<T>[] = [];
  const waiters = new Set<() => void>();
  const onChange = (state: ViewState<T>) => {
    states.push(state);
    for (const waiter of waiters) waiter();
  };
  // Comlink.Remote drops the generic: the worker calls back with this view's states only.
  const id = await api.watch(request, Comlink.proxy(onChange as (state: ViewState<unknown>) => void));
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
        // Under the test's own 20 s limit, yet long enough for a machine busy with other suites.
        const timeout = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`timed out waiting for ${what}; saw ${JSON.stringify(states.map(summary))}`));
        }, 15_000);
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
