/**
 * A client's list (appointments, results) draws its rows a screenful at a time, each in the frame after
 * the last one painted, as a transition: opened anew it shows the rows its first screen holds first,
 * and every page that arrives as it scrolls comes in the same way. A page of cards drawn in one commit
 * held back the first row on opening, the offline reopen included, and as the list scrolled each page's
 * frame styled, laid out and painted all its cards at once. Every row is in the document a few frames
 * later, so Tab, a screen reader's list and find-in-page reach them as before.
 *
 * Back or forward to the list within the app's run draws every row at once: the browser restores the
 * entry's scroll against the document as it stands then, and a short one would cut it.
 */
import { startTransition, useEffect, useState } from 'react';
import { useNavigationType } from 'react-router-dom';
import { firstScreenRows } from '../../domain/browsing-lists';
import { comesBackInApp } from '../routes/history-sync';

export interface RowsByScreenful {
  /** How many rows to draw now. */
  shown: number;
  /** Every row is drawn: what is below them is the list's real end (the infinite scroll's check). */
  complete: boolean;
}

/**
 * `rows`: the list's rows so far, null while none; `rowHeight`: the height of the list's shortest row
 * with its gap, so a screenful is never short of a screen.
 */
export function useRowsByScreenful(rows: number | null, rowHeight: number): RowsByScreenful {
  const action = useNavigationType();
  const [whole] = useState(() => typeof window === 'undefined' || comesBackInApp(action));
  // Rows drawn so far: each step adds a screenful to what the last one drew.
  const [drawn, setDrawn] = useState(0);
  // A list emptied (another client's rows on their way) starts again from its first screen.
  if (rows === null && drawn !== 0) setDrawn(0);
  const screenful = typeof window === 'undefined' ? 1 : firstScreenRows(window.innerHeight, rowHeight);
  const shown = rows === null ? 0 : whole ? rows : Math.min(rows, Math.max(drawn, screenful));
  // The next step's count, null once every row is drawn.
  const next = rows !== null && shown < rows ? Math.min(rows, shown + screenful) : null;
  useEffect(() => {
    if (next === null) return;
    // After the frame that shows the rows drawn so far: a task queued from the frame runs once it is painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setDrawn(next)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [next]);
  return { shown, complete: rows !== null && next === null };
}
