/**
 * `useIdle()`: false in a component's first commit, true once the page has been idle after it. A part
 * below the first screen that the server's paint does not show (the doctor page's services) mounts
 * then, so the first commit stays small and the part's download, evaluation and render are tasks of
 * their own instead of lengthening the first screen's (Total Blocking Time counts each task over 50 ms).
 */
import { startTransition, useEffect, useState } from 'react';
import { whenIdle } from '../tasks';

export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let active = true;
    whenIdle(() => {
      // A transition: React renders what mounts now in slices, not in one task.
      if (active) startTransition(() => setIdle(true));
    });
    return () => {
      active = false;
    };
  }, []);
  return idle;
}
