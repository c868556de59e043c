/**
 * The 256 ms scroll animation of the up/down panel (requestAnimationFrame, cancellable). Under
 * prefers-reduced-motion it jumps instead; onDone still comes a frame later, after the jump's scroll
 * event, as it does after an animation.
 */
import { SCROLL_ANIMATION_MS, scrollProgress } from '../../domain/shell-layout';

export function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches
  );
}

export function animateScrollTo(target: number, onDone?: () => void): () => void {
  if (prefersReducedMotion()) {
    window.scrollTo(0, target);
    const frame = requestAnimationFrame(() => onDone?.());
    return () => cancelAnimationFrame(frame);
  }
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
