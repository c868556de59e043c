/** The 256 ms scroll animation of the up/down panel (requestAnimationFrame, cancellable). */
import { SCROLL_ANIMATION_MS, scrollProgress } from '../../domain/shell-layout';

export function animateScrollTo(target: number, onDone?: () => void): () => void {
  const from = window.scrollY;
  const started = performance.now();
  let frame = 0;
  const step = (now: number) => {
    const progress = scrollProgress(now - started, SCROLL_ANIMATION_MS);
    window.scrollTo(0, from + (target - from) * progress);
    if (progress < 1) frame = requestAnimationFrame(step);
    else onDone?.();
  };
  frame = requestAnimationFrame(step);
  return () => cancelAnimationFrame(frame);
}
