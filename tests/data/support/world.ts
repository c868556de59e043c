/**
 * One test's world for the data-worker suites: the real in-process server (fresh SQLite, demo seed)
 * behind a counting, fault-injecting network, a fake clock and a fresh database name, all made before
 * each test; the workers a test starts are closed after it (the free RxDB build allows 13 collections
 * per realm), then the server.
 */
import type { Observable } from 'rxjs';
import { afterEach, beforeEach, expect } from 'vitest';
import { indexedDB } from 'fake-indexeddb';
import type { CacheStorageLike } from '../../../src/data/account/private-caches';
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
    // A global IndexedDB would move RxDB's change events between instances into a database of the
    // broadcast-channel library's (support/global-indexeddb.ts says why), and a test that reads every
    // database would find the rows there after a wipe: a file that needs the global sets it per test.
    expect(globalThis.indexedDB, 'an earlier file left indexedDB as a global').toBeUndefined();
    await emptyDevice();
    world.server = await startServer();
    world.network = createNetwork(world.server.app);
    world.clock = createClock();
    world.dbName = uniqueDbName();
  });
  afterEach(async () => {
    for (const close of closers.splice(0).reverse()) await close();
    await world.server.close();
  });
  return world;
}

/**
 * Deletes every database in fake-indexeddb's one IndexedDB, so that each test starts on a device of its
 * own: the databases outside a test's name (the offline queue's store, the token mirror) are the
 * device's, and the files that run before it in the same module graph leave theirs there too; the
 * tests that read every database on the device would read those as the worker's. A database still
 * open blocks its deletion: that is an earlier test's leak, and it fails here by name.
 */
async function emptyDevice(): Promise<void> {
  for (const { name } of await indexedDB.databases()) {
    if (!name) continue;
    await new Promise<void>((resolve, reject) => {
      const deleting = indexedDB.deleteDatabase(name);
      deleting.onsuccess = () => resolve();
      deleting.onerror = () => reject(deleting.error);
      deleting.onblocked = () => reject(new Error(`${name} is still open: an earlier test did not close it`));
    });
  }
}
