/**
 * One test's world for the data-worker suites: the real in-process server (fresh SQLite, demo seed)
 * behind a counting, fault-injecting network, a fake clock and a fresh database name, all made before
 * each test; the workers a test starts are closed after it (the free RxDB build allows 13 collections
 * per realm), then the server.
 */
import type { Observable } from 'rxjs';
import { afterEach, beforeEach } from 'vitest';
import { indexedDB } from 'fake-indexeddb';
import type { CacheStorageLike } from '../../../src/data/account/private-caches';
import { OFFLINE_ACTIONS_DB } from '../../../src/data/offline/action-store';
import type { createMemoryLocks } from '../../../src/data/sync/locks';
import { createNetwork, startServer, type TestNetwork, type TestServer } from './server';
import { type Clock, createClock, startWorker, uniqueDbName } from './worker';

export interface WorkerOptions {
  now?: () => number;
  locks?: ReturnType<typeof createMemoryLocks>;
  /** A second worker over the same database (another tab's). */
  twin?: boolean;
  /** A database of its own rather than the test's. */
  ownDatabase?: boolean;
  /** The worker's `online` events (default: none). */
  online$?: Observable<void>;
  /** The worker's `offline` events and `navigator.onLine` (default: none). */
  offline$?: Observable<void>;
  onLine?: () => boolean;
  /** Cache Storage for private files (default: none). */
  caches?: CacheStorageLike;
  /** The IndexedDB the worker opens (default: fake-indexeddb's). */
  indexedDB?: IDBFactory;
}

export interface World {
  server: TestServer;
  network: TestNetwork;
  clock: Clock;
  dbName: string;
  /** Starts a worker over this test's database; it is closed after the test. */
  worker(options?: WorkerOptions): ReturnType<typeof startWorker>;
}

/** Registers the before/after hooks in the calling suite and returns the world they fill. */
export function perTestWorld(): World {
  const closers: Array<() => Promise<void>> = [];
  const world = {
    worker(options: WorkerOptions = {}) {
      const started = startWorker(world.network, {
        dbName: options.ownDatabase ? uniqueDbName() : world.dbName,
        now: options.now ?? world.clock.now,
        ...(options.locks ? { locks: options.locks } : {}),
        ...(options.twin ? { ignoreDuplicate: true } : {}),
        ...(options.online$ ? { online$: options.online$ } : {}),
        ...(options.offline$ ? { offline$: options.offline$ } : {}),
        ...(options.onLine ? { onLine: options.onLine } : {}),
        ...(options.caches ? { caches: options.caches } : {}),
        ...(options.indexedDB ? { indexedDB: options.indexedDB } : {}),
      });
      closers.push(started.close);
      return started;
    },
  } as World;
  beforeEach(async () => {
    world.server = await startServer();
    world.network = createNetwork(world.server.app);
    world.clock = createClock();
    world.dbName = uniqueDbName();
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    await world.server.close();
    // The offline queue's store is the device's, not one database name's: the next test's device has none.
    await new Promise((resolve) => {
      const deleting = indexedDB.deleteDatabase(OFFLINE_ACTIONS_DB);
      deleting.onsuccess = deleting.onerror = deleting.onblocked = resolve;
    });
  });
  return world;
}
