/**
 * A control that goes away while it has the focus (a row's Cancel once its appointment is cancelled)
 * leaves the focus on nothing: the browser moves it to the page's start, and a patient on the keyboard
 * or a screen reader starts over from the top. The ref this hook returns, given to such a control, hands
 * the focus to `box` (focusable: `tabIndex={-1}`) when the control leaves the page while focused, unless
 * something else took the focus meanwhile.
 */
import { type RefObject, useCallback, useRef } from 'react';

export function useFocusHandedOn(box: RefObject<HTMLElement | null>): (node: HTMLElement | null) => void {
  const attached = useRef<HTMLElement | null>(null);
  // Fluent's components merge the refs they are given and pass on no cleanup a callback returns, so the
  // detach is the call with null; React makes it while the control is still in the page.
  return useCallback(
    (node: HTMLElement | null) => {
      const gone = attached.current;
      attached.current = node;
      if (node || !gone || document.activeElement !== gone) return;
      // After the commit that removed it: the control may only have moved (a reordered list).
      queueMicrotask(() => {
        const now = document.activeElement;
        if (gone.isConnected || (now && now !== document.body)) return;
        box.current?.focus();
      });
    },
    [box],
  );
}
