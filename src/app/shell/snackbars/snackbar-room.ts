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
    // Written only when it changes, and absent while it is 0 (the readers' fallback): a variable set
    // on the root element restyles the whole page, and the observer's first call, with no snackbar,
    // did that in every page's first frames.
    let room = 0;
    const observer = new ResizeObserver(() => {
      const height = element.getBoundingClientRect().height;
      const next = height > 0 ? Math.ceil(height) + GAP_PX : 0;
      if (next === room) return;
      room = next;
      if (next === 0) root.style.removeProperty(SNACKBAR_ROOM);
      else root.style.setProperty(SNACKBAR_ROOM, `${next}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(SNACKBAR_ROOM);
    };
  }, [region]);
}
