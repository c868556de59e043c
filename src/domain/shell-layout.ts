/**
 * Shell numbers (header, drawer, menu, breakpoints, swipe) and the rules built on them.
 */

export const HEADER_HEIGHT = 56;
/** Over this width the menu is a dropdown; at it or narrower, a right-side drawer. */
export const DESKTOP_BREAKPOINT = 900;
/** The extra-small breakpoint (xs): body width and swipe threshold change at or below it. */
export const NARROW_BREAKPOINT = 500;
export const MENU_WIDTH = 300;
/** The dropdown opens this far left of its button. */
export const MENU_OFFSET = 272;
export const DRAWER_WIDTH_RATIO = 0.75;
export const DRAWER_MIN_WIDTH = 280;
export const DRAWER_MAX_WIDTH = 330;
export const DRAWER_INITIAL_WIDTH = 300;
export const BODY_MAX_WIDTH = 900;
export const BODY_MAX_WIDTH_NARROW = 500;
export const SCROLL_UP_THRESHOLD = 200;
export const SCROLL_ANIMATION_MS = 256;
export const CHANGE_ACCOUNT_EXPAND_DELAY_MS = 300;

export function isDesktop(width: number): boolean {
  return width > DESKTOP_BREAKPOINT;
}

export function isNarrow(width: number): boolean {
  return width <= NARROW_BREAKPOINT;
}

/** 75 % of the screen, clamped to 280–330; 300 until the width is known. */
export function drawerWidth(screenWidth: number | null | undefined): number {
  if (screenWidth == null || !Number.isFinite(screenWidth) || screenWidth <= 0) return DRAWER_INITIAL_WIDTH;
  return Math.round(Math.min(DRAWER_MAX_WIDTH, Math.max(DRAWER_MIN_WIDTH, screenWidth * DRAWER_WIDTH_RATIO)));
}

export function bodyMaxWidth(screenWidth: number): number {
  return isNarrow(screenWidth) ? BODY_MAX_WIDTH_NARROW : BODY_MAX_WIDTH;
}

/** The side scroll panel's narrowest width: below it the panel would cover the page body. */
export const SIDE_PANEL_MIN_WIDTH = 48;

/**
 * Whether the side up/down panel fits in the gutter left of the 900 px body. Where the gutter is
 * narrower than the panel (up to about 996 px) the panel would lie over the page and catch its clicks;
 * the floating button serves there instead.
 */
export function sidePanelFits(screenWidth: number): boolean {
  return isDesktop(screenWidth) && (screenWidth - BODY_MAX_WIDTH) / 2 >= SIDE_PANEL_MIN_WIDTH;
}

export function showScrollUp(scrollY: number): boolean {
  return scrollY > SCROLL_UP_THRESHOLD;
}

/** Ease-in-out progress of the 256 ms scroll animation at `elapsed` ms (0…1). */
export function scrollProgress(elapsed: number, duration = SCROLL_ANIMATION_MS): number {
  if (elapsed <= 0) return 0;
  if (elapsed >= duration) return 1;
  const t = elapsed / duration;
  return t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
}
