/**
 * A short-lived memo for hot read paths (index.html, the security headers, the public lists). It is
 * only a cache: every instance re-reads the database within `ttlMs` (ahead of need, from the second
 * half of the lifetime), so nothing here needs sharing between instances, and a change made through
 * another instance shows within `ttlMs`.
 */
export interface Memo<T> {
  get(): Promise<T>;
}

export function memoize<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now): Memo<T> {
  type Entry = { at: number; value: Promise<T>; refreshing: boolean };
  let cached: Entry | null = null;
  return {
    get() {
      const at = now();
      if (cached && at - cached.at < ttlMs) {
        // In the second half of its lifetime the value is read again while it is still served, and the
        // new one takes over once read: under steady use no request waits for a read (every request
        // arriving at the expiry did), and no value served is older than `ttlMs` from its read's start.
        if (!cached.refreshing && at - cached.at >= ttlMs / 2) {
          const old = cached;
          old.refreshing = true;
          const next: Entry = { at, value: load(), refreshing: false };
          next.value.then(
            () => {
              if (cached === old) cached = next;
            },
            () => {
              // A failed read is not remembered: the old value serves out its time.
              old.refreshing = false;
            },
          );
        }
        return cached.value;
      }
      const value = load();
      const entry: Entry = { at, value, refreshing: false };
      cached = entry;
      // A failed read is not remembered: the next call tries again.
      value.catch(() => {
        if (cached === entry) cached = null;
      });
      return value;
    },
  };
}

/**
 * A value computed from a memo's value, recomputed only when the memo has read anew (so the work is
 * done once per read of the database, not once per request).
 */
export function derive<T, U>(source: Memo<T>, map: (value: T) => U): Memo<U> {
  let from: Promise<T> | null = null;
  let to: Promise<U> = Promise.resolve() as Promise<U>;
  return {
    get() {
      const value = source.get();
      if (value !== from) {
        from = value;
        to = value.then(map);
      }
      return to;
    },
  };
}
