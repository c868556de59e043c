/**
 * The room the snackbars take at the foot of the window, published as a CSS variable on the root
 * element: the floating scroll button stands that much higher (a snackbar would hide it), and the page
 * body's bottom padding grows by as much, so that scrolled to the end no control of the last rows lies
 * under a snackbar or under the button. 0px while no snackbar shows.
 */
import { type RefObject, useEffect } from 'react';

export const SNACKBAR_ROOM = '--snackbar-room';
/** What reads the variable: the room, 0px where no snackbar area has set it. */
export const snackbarRoom = `var(${SNACKBAR_ROOM}, 0px)`;
/** The gap kept between the snackbars and the button above them. */
const GAP_PX = 8;

export function useSnackbarRoom(region: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = region.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const height = element.getBoundingClientRect().height;
      root.style.setProperty(SNACKBAR_ROOM, `${height > 0 ? Math.ceil(height) + GAP_PX : 0}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SNACKBAR_ROOM);
    };
  }, [region]);
}
