/**
 * Dedicated worker entry, for browsers without SharedWorker: one data worker per tab. RxDB's
 * multi-instance mode (BroadcastChannel) and the Web Locks around fetches keep the tabs coherent.
 */
import * as Comlink from 'comlink';
import { fromEvent } from 'rxjs';
import { createWorkerApi } from '../data';

const worker = createWorkerApi({
  indexedDB,
  IDBKeyRange,
  fetch: fetch.bind(self),
  baseUrl: '/api',
  online$: fromEvent(self, 'online'),
  kind: 'dedicated',
});

Comlink.expose(worker.api);
