/**
 * Exclusive named locks, behind a small interface so the sync code and the tab
 * lifecycle run the same under vitest. In browsers and workers this is the Web Locks API, which is
 * shared by every tab and worker of the origin: that is what makes a fetch single-flight across
 * dedicated workers and what tells a SharedWorker that a tab is gone.
 */
export interface LocksLike {
  /** Waits for the exclusive lock `name`, runs `task` while holding it, resolves with its result. */
  request<T>(name: string, task: () => T | Promise<T>): Promise<T>;
}

export function fromLockManager(manager: LockManager): LocksLike {
  return {
    request: <T>(name: string, task: () => T | Promise<T>) =>
      manager.request(name, async () => task()) as Promise<T>,
  };
}

/** In-memory locks for one realm: the fallback where Web Locks are missing, and the tests' fake. */
export function createMemoryLocks(): LocksLike {
  const tails = new Map<string, Promise<unknown>>();
  return {
    request<T>(name: string, task: () => T | Promise<T>): Promise<T> {
      const previous = tails.get(name) ?? Promise.resolve();
      const run = previous.then(() => task());
      const tail = run.then(
        () => undefined,
        () => undefined,
      );
      tails.set(name, tail);
      void tail.then(() => {
        if (tails.get(name) === tail) tails.delete(name);
      });
      return run;
    },
  };
}

/** Web Locks where the platform has them, else in-memory locks (one realm only). */
export function defaultLocks(): LocksLike {
  const manager = (globalThis as { navigator?: { locks?: LockManager } }).navigator?.locks;
  return manager ? fromLockManager(manager) : createMemoryLocks();
}
