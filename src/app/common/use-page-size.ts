/**
 * A paged list's page size: enough rows to fill the screen, ceil(viewport height / 30), doubled above 657 px width
 * when asked; follows resizes once they pause (RESIZE_DEBOUNCE_MS). The server, which knows no window, draws a list
 * at its own page size, and the browser's hydration renders that same size (React asks for the server's
 * value while it hydrates), then the window's. A list whose markup does not show its size (a fixed
 * skeleton) passes `drawnAtSize` false and has the window's size from its first render: no second
 * render once the app has hydrated it.
 */
import { useEffect, useState, useSyncExternalStore } from 'react';
import { SERVER_PAGE_SIZE } from '../../api/first-page-services';
import { RESIZE_DEBOUNCE_MS, pageSize } from '../../domain/browsing-lists';

/** The page size for this window (the server's own where there is none). */
export const windowPageSize = (double: boolean) =>
  typeof window === 'undefined' ? SERVER_PAGE_SIZE : pageSize(window.innerHeight, window.innerWidth, double);

const noChanges = () => () => {};
const inBrowser = () => false;
const onServer = () => true;

export function usePageSize(doubleWhenWide: boolean, drawnAtSize = true): number {
  // True on the server and while hydrating what it drew; false in every other render.
  const drawnByServer = useSyncExternalStore(noChanges, inBrowser, drawnAtSize ? onServer : inBrowser);
  const [size, setSize] = useState(() => windowPageSize(doubleWhenWide));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSize(windowPageSize(doubleWhenWide)), RESIZE_DEBOUNCE_MS);
    };
    // A resize between the render and here: read again, in the next frame rather than now. Right after
    // the commit the window's size asks the browser for the new page's style and layout at once, inside
    // the effects' task (a long task on a phone); the frame computes them anyway.
    const frame = requestAnimationFrame(() => setSize(windowPageSize(doubleWhenWide)));
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [doubleWhenWide]);
  return drawnByServer ? SERVER_PAGE_SIZE : size;
}
