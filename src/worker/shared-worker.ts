/**
 * SharedWorker entry: one data worker for every tab of the origin. Each connecting tab gets its own
 * connection (its own watches) exposed over its port; the tab then attaches with its Web Lock so the
 * connection closes when the tab is gone (a SharedWorker gets no event for that).
 */
import * as Comlink from 'comlink';
import { createWorkerApi } from '../data/worker-api';
import { browserWorkerDeps } from './worker-deps';

declare const self: SharedWorkerGlobalScope;

const worker = createWorkerApi(browserWorkerDeps('shared'));

self.onconnect = (event: MessageEvent) => {
  const port = event.ports[0];
  if (!port) return;
  Comlink.expose(worker.openConnection().api, port);
};
