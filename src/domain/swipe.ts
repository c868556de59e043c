/**
 * Edge swipe that opens the drawer on narrow screens: start within 25 px of the
 * right edge (20 px when the screen is 500 px or narrower), move left at least 25 px, within 1000 ms.
 */
import { isDesktop, NARROW_BREAKPOINT } from './shell-layout';

export const SWIPE_EDGE = 25;
export const SWIPE_EDGE_NARROW = 20;
export const SWIPE_MIN_DISTANCE = 25;
export const SWIPE_MAX_DURATION_MS = 1000;

export interface SwipePoint {
  x: number;
  time: number;
}

export function edgeZone(screenWidth: number): number {
  return screenWidth <= NARROW_BREAKPOINT ? SWIPE_EDGE_NARROW : SWIPE_EDGE;
}

/** A touch or pointer going down here may start a drawer swipe. */
export function startsEdgeSwipe(x: number, screenWidth: number): boolean {
  if (isDesktop(screenWidth)) return false;
  return x >= screenWidth - edgeZone(screenWidth) && x <= screenWidth;
}

/** True when the movement from `start` to `current` opens the drawer. */
export function completesEdgeSwipe(start: SwipePoint, current: SwipePoint): boolean {
  const duration = current.time - start.time;
  return start.x - current.x >= SWIPE_MIN_DISTANCE && duration >= 0 && duration <= SWIPE_MAX_DURATION_MS;
}
