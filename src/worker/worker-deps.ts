/** What both worker entries give the data layer: this realm's IndexedDB, fetch, and what it says of its network. */
import { fromEvent } from 'rxjs';
import type { WorkerDeps, WorkerKind } from '../data';

export function browserWorkerDeps(kind: WorkerKind): WorkerDeps {
  return {
    indexedDB,
    IDBKeyRange,
    fetch: fetch.bind(self),
    baseUrl: '/api',
    online$: fromEvent(self, 'online'),
    offline$: fromEvent(self, 'offline'),
    onLine: () => self.navigator.onLine,
    kind,
    // Cache Storage exists only in secure contexts (https, localhost).
    ...(typeof caches === 'undefined' ? {} : { caches }),
  };
}
