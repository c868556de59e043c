/**
 * What the account's commands and views send to the UI (plain JSON through Comlink). Shared by the
 * data worker and the hooks in src/app/live/session.ts, which import them as types only.
 */
import type { PersonalData } from '../../api';
import type { OfflineQueueView } from '../offline/pending';

/** After login (and registration, recovery, a switch): the personal data, null when it could not load. */
export interface SignedIn {
  personalData: PersonalData | null;
}
export interface Registered extends SignedIn {
  /** A new client was created (false: the phone's existing clinic records were linked). */
  registration: boolean;
}
/** A code is on its way: the id only this sender got, which the check, registration or recovery sends back. */
export interface CodeSent {
  codeRequestId: string;
}
/** The password was changed; `loggedIn` false when the login with it failed (show the login stage). */
export interface Recovered extends SignedIn {
  loggedIn: boolean;
}

export interface ClientName {
  id: number;
  fullName: string;
}

/** Why the session ended by itself (a failed refresh, personalDataErrors): the first error key. */
export interface SessionNotice {
  id: string;
  errors: string[];
}

/** The `session` view: what every tab's shell shows about who is logged in. */
export interface SessionView {
  /** Both tokens are present. */
  loggedIn: boolean;
  /** The current client, once personal data is stored. */
  currentClient: ClientName | null;
  /** Other clients to switch to: only once the personal data came from the server (a cached list may be stale). */
  otherClients: ClientName[];
  /** A switch to another client is in flight. */
  switching: boolean;
  notice: SessionNotice | null;
  /** What the offline queue holds for this device's user, and what it delivered or refused. */
  offlineQueue: OfflineQueueView;
}
