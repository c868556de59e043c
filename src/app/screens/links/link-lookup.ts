/** What the link screens share: one lookup per key on mounting, and a navigate that keeps its identity. */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { nextTask } from '../../tasks';

/**
 * Replaces the location; unlike the router's navigate it never changes, so effects do not rerun. Once
 * the screen is gone it does nothing: an answer that comes after the patient left (Back, the menu) must
 * not take them from where they went, which the router's navigate still would.
 */
export function useReplace(): (to: string) => void {
  const navigate = useNavigate();
  const kept = useRef(navigate);
  kept.current = navigate;
  // Not the shared useMounted: importing it here split off a chunk of its own for these screens.
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  return useRef((to: string) => {
    if (mounted.current) void kept.current(to, { replace: true });
  }).current;
}

/**
 * Calls `lookup` once per `key` and hands its answer (null if it threw) to `done` while still mounted.
 * The lookup starts in a task of its own: the screen's first commit (its frame, in place of the painted
 * one) and the lookup's own start (the worker's connection, the clinic's clock) each cost tens of
 * milliseconds on a slow phone, and together they made one task long enough to block input.
 */
export function useLookup<T>(key: string, lookup: () => Promise<T>, done: (answer: T | null) => void): void {
  const latest = useRef({ lookup, done });
  latest.current = { lookup, done };
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key is a new lookup; the callbacks are read fresh
  useEffect(() => {
    let live = true;
    void nextTask()
      .then(() => (live ? latest.current.lookup() : null))
      .catch(() => null)
      .then((answer) => {
        if (live) latest.current.done(answer);
      });
    return () => {
      live = false;
    };
  }, [key]);
}
