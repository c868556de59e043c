/**
 * The portal inside the booking widget's drawer: an iframe on a clinic's site. Two things only the
 * portal can see are passed up to the page around it (the widget takes messages only from its own
 * iframe and the portal's origin; they carry nothing private, so any page may receive them):
 * - Escape: a key pressed here reaches this document only, so the widget could not hear it. An Escape
 *   that something here used — a dialog, a menu, a popover: they prevent its default or stop it —
 *   stays here.
 * - Storage denied: a browser that blocks third-party storage refuses the framed portal Web Locks,
 *   IndexedDB and the service worker, and the portal cannot work; the widget then offers a tab.
 */
import type { WidgetMessage, WidgetMessageType } from '../../domain/widget-messages';

export function talkToHost(win: Window = window): void {
  if (win.parent === win) return;
  const tell = (type: WidgetMessageType) => {
    const message: WidgetMessage = { type };
    win.parent.postMessage(message, '*');
  };
  win.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && !event.defaultPrevented) tell('priyom:escape');
  });
  // The data worker's first step asks for a Web Lock: where storage is denied, so is the lock.
  win.navigator.locks?.query().catch(() => tell('priyom:storage-denied'));
}
