import { describe, expect, it } from 'vitest';
import {
  sidePanelFits,
  bodyMaxWidth,
  DRAWER_INITIAL_WIDTH,
  drawerWidth,
  isDesktop,
  isNarrow,
  scrollProgress,
  showScrollUp,
} from '../../src/domain/shell-layout';

describe('drawer width: 75 % clamped to 280–330, 300 initially', () => {
  it.each([
    [null, 300],
    [undefined, 300],
    [0, 300],
    [Number.NaN, 300],
    [320, 280],
    [360, 280],
    [373, 280],
    [374, 281],
    [400, 300],
    [420, 315],
    [440, 330],
    [768, 330],
    [900, 330],
  ])('screen %s → %s px', (width, expected) => {
    expect(drawerWidth(width)).toBe(expected);
  });
  it('starts at 300', () => expect(DRAWER_INITIAL_WIDTH).toBe(300));
});

describe('breakpoints', () => {
  it.each([
    [320, false, true, 500],
    [500, false, true, 500],
    [501, false, false, 900],
    [900, false, false, 900],
    [901, true, false, 900],
    [1200, true, false, 900],
  ])('width %s: desktop %s, narrow %s, body %s', (width, desktop, narrow, body) => {
    expect(isDesktop(width)).toBe(desktop);
    expect(isNarrow(width)).toBe(narrow);
    expect(bodyMaxWidth(width)).toBe(body);
  });
});

describe('scroll', () => {
  it.each([
    [0, false],
    [200, false],
    [201, true],
    [5000, true],
  ])('scrollY %s shows the up button: %s', (y, shown) => {
    expect(showScrollUp(y)).toBe(shown);
  });

  it('animates over 256 ms, eased and monotonic', () => {
    expect(scrollProgress(-5)).toBe(0);
    expect(scrollProgress(0)).toBe(0);
    expect(scrollProgress(128)).toBeCloseTo(0.5);
    expect(scrollProgress(256)).toBe(1);
    expect(scrollProgress(1000)).toBe(1);
    let last = 0;
    for (let t = 0; t <= 256; t += 16) {
      const p = scrollProgress(t);
      expect(p).toBeGreaterThanOrEqual(last);
      last = p;
    }
  });
});

describe('side scroll panel: only where the gutter holds its 48 px', () => {
  it.each([
    [900, false],
    [901, false],
    [995, false],
    [996, true],
    [1200, true],
  ])('%i px wide → %s', (width, fits) => {
    expect(sidePanelFits(width)).toBe(fits);
  });
});
