/**
 * Whether a button cannot be pressed now: natively disabled, or unavailable but focusable (Fluent's
 * disabledFocusable, which the forms and dialogs use so a pressed button keeps the keyboard's focus
 * while its request runs).
 */
export const unavailable = (element: Element): boolean =>
  (element as HTMLButtonElement).disabled === true || element.getAttribute('aria-disabled') === 'true';
