/**
 * Dedicated worker entry, for browsers without SharedWorker: one data worker per tab. RxDB's
 * multi-instance mode (BroadcastChannel) and the Web Locks around fetches keep the tabs coherent.
 */
import * as Comlink from 'comlink';
import { createWorkerApi } from '../data/worker-api';
import { browserWorkerDeps } from './worker-deps';

const worker = createWorkerApi(browserWorkerDeps('dedicated'));

Comlink.expose(worker.api);
