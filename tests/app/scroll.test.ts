// @vitest-environment jsdom
/** The panel's scroll: a 256 ms animation, or one jump under prefers-reduced-motion. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { animateScrollTo } from '../../src/app/shell/scroll';

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reduce && query.includes('prefers-reduced-motion: reduce'),
    media: query,
  })) as unknown as typeof window.matchMedia;
}

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('animateScrollTo', () => {
  it('under prefers-reduced-motion jumps straight to the target, then reports done', async () => {
    preferReducedMotion(true);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const done = vi.fn();
    animateScrollTo(500, done);
    expect(scrollTo.mock.calls).toEqual([[0, 500]]);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(done).toHaveBeenCalledOnce();
  });

  it('otherwise animates over several frames', async () => {
    preferReducedMotion(false);
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    await new Promise<void>((resolve) => animateScrollTo(500, resolve));
    expect(scrollTo.mock.calls.length).toBeGreaterThan(2);
    expect(scrollTo.mock.calls.at(-1)).toEqual([0, 500]);
  });
});
