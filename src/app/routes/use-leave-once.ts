/**
 * Leaves the current entry once: one step back in history when there is an earlier entry of ours,
 * else a replace with the fallback path. The fallback is asked only then, so a fallback that takes
 * something (the path a tab showed before landing) takes it only when it is used. The ref stops
 * StrictMode's second effect run from leaving twice for one entry.
 */
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentHistoryPosition } from './history-sync';

export function useLeaveOnce(fallback: () => string): void {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    // In an effect: the history sync (an earlier sibling) has counted this entry by then.
    if (done.current) return;
    done.current = true;
    const position = currentHistoryPosition();
    if (position !== null && position > 0) void navigate(-1);
    else void navigate(fallback(), { replace: true });
  }, [fallback, navigate]);
}
