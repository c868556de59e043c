/**
 * A stage of these forms that opens, or a field that appears, after the button that led to it went
 * away or became unavailable leaves the focus on nothing: the browser moves it to the page's start, and
 * a patient on the keyboard or a screen reader has to find the new field. It takes the focus then; a
 * focus the patient has put elsewhere meanwhile stays where it is.
 */
export function focusIfLost(element: HTMLElement | null): void {
  const now = document.activeElement;
  // A button disabled while it had the focus loses it when the browser next updates the page, which
  // may come after this runs; one left unavailable but focusable (a code button counting down) keeps
  // it, on a button that can do nothing now.
  const lost =
    now === null ||
    now === document.body ||
    !now.isConnected ||
    (now as HTMLButtonElement).disabled === true ||
    now.getAttribute('aria-disabled') === 'true';
  if (lost) element?.focus();
}
