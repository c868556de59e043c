/**
 * A paged list's page size: enough rows to fill the screen, ceil(viewport height / 30), doubled above 657 px width
 * when asked; follows resizes 128 ms after the last one.
 */
import { useEffect, useState } from 'react';
import { RESIZE_DEBOUNCE_MS, pageSize } from '../../domain/browsing-lists';

const current = (double: boolean) => pageSize(window.innerHeight, window.innerWidth, double);

export function usePageSize(doubleWhenWide: boolean): number {
  const [size, setSize] = useState(() => current(doubleWhenWide));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(() => setSize(current(doubleWhenWide)), RESIZE_DEBOUNCE_MS);
    };
    // A resize between the render and here: read again, in the next frame rather than now. Right after
    // the commit the window's size asks the browser for the new page's style and layout at once, inside
    // the effects' task (a long task on a phone); the frame computes them anyway.
    const frame = requestAnimationFrame(() => setSize(current(doubleWhenWide)));
    window.addEventListener('resize', onResize);
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [doubleWhenWide]);
  return size;
}
