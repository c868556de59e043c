/**
 * The data worker's entry, one file for both ways a browser runs it, so the service worker stores one
 * copy at install and a phone downloads it once:
 * - as a SharedWorker, one for every tab of the origin: each connecting tab gets its own connection (its
 *   own watches) over its port; the tab then attaches with its Web Lock so the connection closes when
 *   the tab is gone (a SharedWorker gets no event for that);
 * - as a dedicated worker, one per tab, in browsers without SharedWorker: RxDB's multi-instance mode
 *   (BroadcastChannel) and the Web Locks around fetches keep the tabs coherent.
 */
import * as Comlink from 'comlink';
import { createWorkerApi } from '../data/worker-api';
import { browserWorkerDeps } from './worker-deps';

const shared = typeof SharedWorkerGlobalScope === 'function' && self instanceof SharedWorkerGlobalScope;

if (shared) {
  const worker = createWorkerApi(browserWorkerDeps('shared'));
  (self as unknown as SharedWorkerGlobalScope).onconnect = (event: MessageEvent) => {
    const port = event.ports[0];
    if (!port) return;
    Comlink.expose(worker.openConnection().api, port);
  };
} else {
  Comlink.expose(createWorkerApi(browserWorkerDeps('dedicated')).api);
}
