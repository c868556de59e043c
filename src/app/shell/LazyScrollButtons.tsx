/**
 * The scroll buttons (./ScrollButtons.tsx) from the page's first scroll on: before it there is nothing
 * for them to show (the up button needs 200 px of scroll, the down one a remembered place), so their
 * code stays out of the start page's bundle and loads, from the service worker's cache, when
 * the reader first scrolls; a scroll the browser restores on reload counts too, and so does one made
 * on a drawn page before the app ran.
 */
import { useEffect, useState } from 'react';
import { LazyBoundary } from '../routes/LazyBoundary';
import { lazyNamed } from '../routes/lazy-part';

const ScrollButtons = lazyNamed(() => import('./ScrollButtons'), 'ScrollButtons');

export function LazyScrollButtons() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (wanted) return;
    const onScroll = () => setWanted(true);
    window.addEventListener('scroll', onScroll, { passive: true, once: true });
    // A page the server drew can be scrolled before the app runs, and that scroll came before this
    // listener. Read after the next frame, once the layout is done, not inside the commit's task.
    const frame = requestAnimationFrame(() => {
      if (window.scrollY > 0) setWanted(true);
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [wanted]);
  return wanted ? (
    <LazyBoundary fallback={null}>
      <ScrollButtons />
    </LazyBoundary>
  ) : null;
}
