/** What the link screens share: one lookup per key on mounting, and a navigate that keeps its identity. */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';

/** Replaces the location; unlike the router's navigate it never changes, so effects do not rerun. */
export function useReplace(): (to: string) => void {
  const navigate = useNavigate();
  const kept = useRef(navigate);
  kept.current = navigate;
  return useRef((to: string) => void kept.current(to, { replace: true })).current;
}

/** Calls `lookup` once per `key` and hands its answer (null if it threw) to `done` while still mounted. */
export function useLookup<T>(key: string, lookup: () => Promise<T>, done: (answer: T | null) => void): void {
  const latest = useRef({ lookup, done });
  latest.current = { lookup, done };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is a new lookup; the callbacks are read fresh
  useEffect(() => {
    let live = true;
    void latest.current
      .lookup()
      .catch(() => null)
      .then((answer) => {
        if (live) latest.current.done(answer);
      });
    return () => {
      live = false;
    };
  }, [key]);
}
