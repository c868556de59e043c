/**
 * Whether a client is logged in, for what a page the server drew shows (the header's buttons, a
 * route's guard): logged out while the app hydrates that page, since the server draws every page for
 * anyone and so logged out, then the session's own value. A logged-in reader's header then changes
 * once the page is the app's, instead of breaking the hydration and drawing the whole page again.
 */
import { useDrawnSignal } from '../state/use-drawn-signal';
import { loggedIn } from '../state/session';

export function useLoggedIn(): boolean {
  return useDrawnSignal(loggedIn, false);
}
