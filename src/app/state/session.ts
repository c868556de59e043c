/**
 * The UI's view of the session, one set of signals per tab, fed by the data worker's `session` view
 * (src/app/live/session.ts, started at app start). Logged in means both tokens are present (one
 * alone is no session); the tokens themselves never leave the data worker.
 */
import { signal } from '@preact/signals-react';

export interface ClientName {
  id: number;
  fullName: string;
}

export const loggedIn = signal(false);
/** False until the worker's first answer: guards wait for it before sending anyone back. */
export const sessionKnown = signal(false);

/** The current client's name once personal data is loaded (from cache or server). */
export const currentClient = signal<ClientName | null>(null);
/**
 * The name the menu is headed with: the current client's, and through a switch the previous client's
 * until the next one's arrives (the switch wipes the previous client's data in between).
 */
export const menuClientName = signal<string | null>(null);

/** The menu's name after the session view changed, from the name it showed. */
export function nextMenuClientName(
  view: { loggedIn: boolean; switching: boolean; currentClient: ClientName | null },
  shown: string | null,
): string | null {
  return view.currentClient?.fullName ?? (view.loggedIn && view.switching ? shown : null);
}
/** Other clients this login may switch to, when the personal data came from the server. */
export const otherClients = signal<readonly ClientName[]>([]);
/** True while a switch to another client is in flight. */
export const switchingClient = signal(false);
/** From a logout's start until no logged-in-only page is rendered: guards then do not step back. */
export const leavingSession = signal(false);
/**
 * From a sign-in's request until the router has left the sign-in page for the root: that page's guard
 * (logged-out only) stays quiet meanwhile. Not `leavingSession`, which the shell releases as soon as no
 * logged-in-only page shows, and so at once on the sign-in page.
 */
export const signingIn = signal(false);
/** The id of a session end the shell has yet to handle (src/app/shell/SessionEnd.tsx). */
export const sessionEnded = signal<string | null>(null);
