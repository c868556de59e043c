/**
 * A short-lived memo for hot read paths (index.html, the security headers, the public lists). It is
 * only a cache: every instance re-reads the database after `ttlMs`, so nothing here needs sharing
 * between instances, and a change made through another instance shows within `ttlMs`.
 */
export interface Memo<T> {
  get(): Promise<T>;
}

export function memoize<T>(load: () => Promise<T>, ttlMs: number, now: () => number = Date.now): Memo<T> {
  let cached: { at: number; value: Promise<T> } | null = null;
  return {
    get() {
      const at = now();
      if (cached && at - cached.at < ttlMs) return cached.value;
      const value = load();
      const entry = { at, value };
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
