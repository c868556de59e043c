/**
 * The UI's view of the session. Logged in means both tokens are present (accounts spec §4). The tokens
 * themselves live with the data worker; the accounts work feeds this signal from it. Until then nobody
 * is logged in.
 */
import { computed, signal } from '@preact/signals-react';

export interface SessionTokens {
  accessToken: string;
  refreshToken: string;
}

export interface ClientName {
  id: number;
  fullName: string;
}

export const tokens = signal<SessionTokens | null>(null);
export const loggedIn = computed(() => Boolean(tokens.value?.accessToken && tokens.value?.refreshToken));

/** The current client's name once personal data is loaded (from cache or server). */
export const currentClient = signal<ClientName | null>(null);
/** Other clients this login may switch to, when the personal data came from the server. */
export const otherClients = signal<readonly ClientName[]>([]);
/** True while a switch to another client is in flight. */
export const switchingClient = signal(false);
