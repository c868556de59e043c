/**
 * Gives the page back to screen readers when a modal dialog leaves it. While a modal dialog is open,
 * Fluent's focus manager (tabster) marks the rest of the page aria-hidden, and it takes the mark off a
 * moment after the dialog has gone; but Fluent ends the focus manager as soon as the last part using it
 * leaves, and ending it drops that pending step. The start page loads no such part, so a closing dialog
 * was often the last one, and the whole app then stayed hidden from screen readers, with no button or
 * link to find, until a reload. Once the focus manager has ended no modal is open, so nothing may hide
 * the app's root: the mark it left there comes off.
 */
import { useEffect } from 'react';
import { getTabster } from 'tabster';

export function usePageBackFromDialog(): void {
  // A removed component's effect cleanups run after the layout cleanups in which the dialog's parts end
  // the focus manager.
  useEffect(
    () => () => {
      if (getTabster(window) === null) document.getElementById('root')?.removeAttribute('aria-hidden');
    },
    [],
  );
}
