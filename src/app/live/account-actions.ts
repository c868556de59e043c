/**
 * What the menu's account entries do, over the data worker's session (./session.ts):
 * logout ends the session in every tab and revokes it on the server (and says how many of the client's
 * cancels still wait to be sent: they go at its next login on this device; and, for each other profile of
 * the login, how many wait for a switch to it); a switch goes to a linked client and says so. The
 * signals in ../state/session.ts follow from the worker's `session` view.
 */
import { mergeErrorLists } from '../../api/errors';
import { otherProfileCancels, pendingCancels } from '../state/offline-queue';
import { leavingSession, otherClients } from '../state/session';
import { showSnackbar } from '../state/snackbars';
import { runtimeKey } from '../i18n/keys';
import { accountCommands } from './session';

export interface AccountActions {
  /**
   * Goes to the root (pass useGoToRoot()'s function) and ends the session in every tab. The
   * guard of the page being left stays quiet meanwhile, so it cannot step back over the root.
   */
  logout(goToRoot: () => void): Promise<void>;
  /**
   * Switches to a linked client; a failure says why. `announce` (the default) says 'you entered as' on
   * success: the booking dialog, which shows the name itself, passes false.
   */
  switchClient(clientId: number, options?: { announce?: boolean }): Promise<void>;
}

export const accountActions: AccountActions = {
  async logout(goToRoot) {
    // Released by the shell once no logged-in-only page is rendered (src/app/shell/SessionEnd.tsx).
    leavingSession.value = true;
    // This client's cancels still queued stay on the device for its next login here: say how many.
    const waiting = pendingCancels.value.length;
    // The other profiles' cancels stay too, and go only once someone logs in and switches to them.
    const profiles = otherProfileCancels.value;
    goToRoot();
    await accountCommands.logout();
    if (waiting === 0 && profiles.length === 0) return;
    // The queue's strings come with the shell's queue bar, a lazy chunk that may not have landed yet
    // (a snackbar shown before its strings reads as its bare key): asked for here too, at no cost once
    // loaded.
    await import('../i18n/offline-queue-strings');
    if (waiting > 0) {
      showSnackbar({
        type: 'message',
        message: 'offlineQueue.waitingForLogin',
        params: { count: waiting },
        timeoutMs: 10_000,
      });
    }
    for (const profile of profiles) {
      showSnackbar({
        type: 'message',
        message: 'offlineQueue.waitingForProfile',
        params: { count: profile.cancels, name: profile.fullName },
        timeoutMs: 10_000,
      });
    }
  },
  async switchClient(clientId, { announce = true } = {}) {
    // The name the login's list of profiles gives, read before the switch changes that list: the switch
    // answers the new client's personal data when its fetch succeeds, and when it did not (refused, or
    // joined to the previous client's fetch still running, whose rows are dropped), the patient is
    // still told whom they now act for rather than nothing.
    const listed = otherClients.value.find((client) => client.id === clientId)?.fullName;
    const result = await accountCommands.changeUser({ clientId });
    if (!result.ok) {
      // The start bundle knows only the general keys: no network says so, a server failure says try later.
      showSnackbar({
        type: 'message',
        message: runtimeKey(mergeErrorLists(result.error.errors, ['unexpectedErrors'])[0]!),
      });
      return;
    }
    const name = result.value.personalData?.personalInformation.fullName ?? listed;
    if (name && announce)
      showSnackbar({ type: 'advancedLogin', message: 'snackbar.enteredAs', params: { name } });
  },
};
