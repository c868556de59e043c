/**
 * What the menu's account entries do. Logout clears the UI session and goes to the root; the accounts
 * work adds the server request and the worker's wipe of private data, and implements switching.
 */
import { batch } from '@preact/signals-react';
import { currentClient, otherClients, switchingClient, tokens } from './session';

export interface AccountActions {
  logout(): Promise<void>;
  switchClient(clientId: number): Promise<void>;
}

export const accountActions: AccountActions = {
  async logout() {
    batch(() => {
      tokens.value = null;
      currentClient.value = null;
      otherClients.value = [];
      switchingClient.value = false;
    });
  },
  async switchClient() {
    // Wired by the accounts work (POST /auth/change-user through the data worker).
  },
};
