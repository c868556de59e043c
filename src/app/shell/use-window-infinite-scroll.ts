/**
 * Infinite scroll over the window: asks for the next page when the bottom is within
 * 1.5 viewport heights, on scroll and after each change of the rows (a short page fills no screen).
 */
import { useEffect } from 'react';
import { shouldLoadNextPage } from '../../domain/browsing-lists';

export function useWindowInfiniteScroll(
  enabled: boolean,
  rows: unknown,
  loadMore: () => void,
  withinViewports?: number,
): void {
  // `rows` re-runs the check after each page lands (a short page fills no screen, so no scroll comes).
  // biome-ignore lint/correctness/useExhaustiveDependencies: rows is the trigger, not a value read.
  useEffect(() => {
    if (!enabled) return;
    const check = () => {
      if (
        shouldLoadNextPage(
          {
            scrollTop: window.scrollY,
            viewportHeight: window.innerHeight,
            scrollHeight: document.documentElement.scrollHeight,
          },
          withinViewports,
        )
      )
        loadMore();
    };
    check();
    window.addEventListener('scroll', check, { passive: true });
    return () => window.removeEventListener('scroll', check);
  }, [enabled, rows, loadMore, withinViewports]);
}
