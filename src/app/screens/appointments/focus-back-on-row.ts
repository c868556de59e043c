/**
 * Where the focus goes when a row's cancel or move dialog closes: back on that row's own button, or on
 * the row itself when the button went with what the dialog did. Fluent gives the focus back to the
 * latest button a dialog was opened from that is still in the page: once a cancel has removed this
 * row's Cancel, that is another appointment's button, and a patient on the keyboard or a screen reader
 * would act on the wrong appointment next.
 */
import { useEffect, useState } from 'react';

export interface FocusBack {
  appointmentId: number;
  /** The test id of the row's button that opened the dialog. */
  control: string;
}

/** Returns the setter a dialog's close calls; the focus moves once the dialog has left the page. */
export function useFocusBackOnRow(): (back: FocusBack) => void {
  const [back, setBack] = useState<FocusBack | null>(null);
  useEffect(() => {
    if (!back) return;
    // A task after the commit that removed the dialog, so after the task Fluent queued then for its
    // own return of the focus.
    const timer = setTimeout(() => {
      const row = document.querySelector<HTMLElement>(
        `[data-testid="appointment-row"][data-appointment-id="${back.appointmentId}"]`,
      );
      (row?.querySelector<HTMLElement>(`[data-testid="${back.control}"]`) ?? row)?.focus();
      setBack(null);
    });
    return () => clearTimeout(timer);
  }, [back]);
  return setBack;
}
