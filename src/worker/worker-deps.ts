/** What both worker entries give the data layer: this realm's IndexedDB, fetch and online events. */
import { fromEvent } from 'rxjs';
import type { WorkerDeps, WorkerKind } from '../data/worker-api';

export function browserWorkerDeps(kind: WorkerKind): WorkerDeps {
  return {
    indexedDB,
    IDBKeyRange,
    fetch: fetch.bind(self),
    baseUrl: '/api',
    online$: fromEvent(self, 'online'),
    kind,
  };
}
