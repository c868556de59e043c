/**
 * A client's list (appointments, results) opened anew draws first the rows its first screen can hold,
 * and the rest of its first page once that frame has painted, as a transition. The first page is
 * sized for the scroll (a few screens of cards), and its cards drawn in one commit held back the first
 * row, the offline reopen included. Every row is in the document a frame later, so Tab, a screen
 * reader's list and find-in-page reach them as before.
 *
 * Back or forward to the list within the app's run draws every row at once: the browser restores the
 * entry's scroll against the document as it stands then, and a short one would cut it.
 */
import { startTransition, useEffect, useState } from 'react';
import { useNavigationType } from 'react-router-dom';
import { firstScreenRows } from '../../domain/browsing-lists';
import { comesBackInApp } from '../routes/history-sync';

export interface FirstScreenRows {
  /** How many rows to draw now: all of them once the first screen has painted. */
  shown: number;
  /** Every row is drawn: what is below them is the list's real end (the infinite scroll's check). */
  complete: boolean;
}

/**
 * `rows`: the list's rows so far, null while none; `rowHeight`: the height of the list's shortest row
 * with its gap, so the first screen is never left part empty.
 */
export function useFirstScreenRows(rows: number | null, rowHeight: number): FirstScreenRows {
  const action = useNavigationType();
  const [whole, setWhole] = useState(() => typeof window === 'undefined' || comesBackInApp(action));
  const drawn = rows !== null;
  useEffect(() => {
    if (whole || !drawn) return;
    // After the frame that shows the first rows: a task queued from the frame runs once it is painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setWhole(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [whole, drawn]);
  if (rows === null) return { shown: 0, complete: whole };
  if (whole) return { shown: rows, complete: true };
  const first = firstScreenRows(window.innerHeight, rowHeight);
  return { shown: Math.min(rows, first), complete: rows <= first };
}
