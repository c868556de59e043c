import { describe, expect, it } from 'vitest';
import { completesEdgeSwipe, edgeZone, startsEdgeSwipe } from '../../src/domain/swipe';

describe('edge swipe start', () => {
  it.each([
    // width, x, starts
    [400, 400, true],
    [400, 380, true],
    [400, 379, false],
    [500, 480, true],
    [500, 479, false],
    [501, 476, true],
    [501, 475, false],
    [800, 775, true],
    [800, 774, false],
    [900, 880, true],
    [901, 900, false],
    [1200, 1199, false],
    [400, 10, false],
  ])('width %s, x %s → %s', (width, x, starts) => {
    expect(startsEdgeSwipe(x, width)).toBe(starts);
  });

  it('the zone is 25 px, 20 px at 500 px or less', () => {
    expect(edgeZone(320)).toBe(20);
    expect(edgeZone(500)).toBe(20);
    expect(edgeZone(501)).toBe(25);
  });
});

describe('edge swipe completion', () => {
  const start = { x: 390, time: 1000 };
  it.each([
    [365, 1100, true],
    [366, 1100, false],
    [300, 2000, true],
    [300, 2001, false],
    [420, 1100, false],
    [300, 999, false],
  ])('to x %s at %s ms → %s', (x, time, opens) => {
    expect(completesEdgeSwipe(start, { x, time })).toBe(opens);
  });
});
