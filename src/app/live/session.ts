/**
 * The session for the screens and the shell (not the worker directly): one hook for the account commands, one
 * for personal data, and the tab's one `session` watch that feeds src/app/state/session.ts's signals
 * (the menu, the guards and the change-account list read those). The tokens stay in the data worker;
 * this tab only learns whether someone is logged in, who, and why a session ended by itself.
 */
import { batch } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import * as Comlink from 'comlink';
import { useMemo } from 'react';
import type {
  PayloadOf,
  PersonalData,
  changePassword,
  checkConfirmationCode,
  login,
  recoverPassword,
  register,
  sendConfirmationCode,
} from '../../api';
import type { CodeSent, Recovered, Registered, Result, SessionView, SignedIn, ViewState } from '../../data';
import { track } from '../analytics/analytics';
import { closeLoginSnackbars, showMessage } from '../state/snackbars';
import {
  currentClient,
  menuClientName,
  nextMenuClientName,
  leavingSession,
  loggedIn,
  otherClients,
  sessionEnded,
  sessionKnown,
  switchingClient,
} from '../state/session';
import { runtimeKey } from '../i18n/keys';
import { useView } from './use-view';
import { getWorkerApi } from './worker-client';

export type { CodeSent, Recovered, Registered, Result, SignedIn };

export interface AccountCommands {
  /** Stores the tokens and loads personal data; resolves with it (null when it could not load). */
  login(payload: PayloadOf<typeof login>): Promise<Result<SignedIn>>;
  /** Registers, stores the tokens, loads personal data; `registration` says a new client was made. */
  register(payload: PayloadOf<typeof register>): Promise<Result<Registered>>;
  /** Sends a code; its answer's id goes back with the check, the registration or the recovery. */
  sendCode(payload: PayloadOf<typeof sendConfirmationCode>): Promise<Result<CodeSent>>;
  checkCode(payload: PayloadOf<typeof checkConfirmationCode>): Promise<Result>;
  /** Sets the new password, then logs in with it; `loggedIn: false` when that login failed. */
  recoverPassword(payload: PayloadOf<typeof recoverPassword>): Promise<Result<Recovered>>;
  changePassword(payload: PayloadOf<typeof changePassword>): Promise<Result>;
  /** Switches to a linked client; every tab follows. */
  changeUser(input: { clientId: number }): Promise<Result<SignedIn>>;
  /** Ends the session in every tab (tokens and private data gone), then revokes it on the server. */
  logout(): Promise<Result>;
}

/** Records the login event (every login success does) once a command has logged someone in. */
function recordLogin<D>(how: string, loggedInNow: (result: Result<D>) => boolean) {
  return (result: Result<D>): Result<D> => {
    if (loggedInNow(result)) track({ name: 'login', params: { how } });
    return result;
  };
}

/** The commands, bound to the tab's worker. Stable: the same object for the tab's whole life. */
export const accountCommands: AccountCommands = {
  login: (payload) =>
    getWorkerApi()
      .login(payload)
      .then(recordLogin<SignedIn>('login', (result) => result.ok)),
  register: (payload) =>
    getWorkerApi()
      .register(payload)
      .then(recordLogin<Registered>('registration', (result) => result.ok)),
  sendCode: (payload) => getWorkerApi().sendCode(payload),
  checkCode: (payload) => getWorkerApi().checkCode(payload),
  recoverPassword: (payload) =>
    getWorkerApi()
      .recoverPassword(payload)
      .then(recordLogin<Recovered>('recovery', (result) => result.ok && result.value.loggedIn)),
  changePassword: (payload) => getWorkerApi().changePassword(payload),
  changeUser: (input) => getWorkerApi().changeUser(input),
  logout: () => getWorkerApi().logout({}),
};

export function useAccountCommands(): AccountCommands {
  return useMemo(() => accountCommands, []);
}

const NO_PARAMS: Record<string, never> = Object.freeze({});

/** The logged-in client's personal data: cached for 28 h, refreshed from the server on every start. */
export function usePersonalData(): ViewState<PersonalData> {
  return useView('personalData', NO_PARAMS);
}

/** The signed-in client's id: null while none is named (logged out, or mid-switch between two clients). */
export function useCurrentClientId(): number | null {
  useSignals();
  return currentClient.value?.id ?? null;
}

// The offline queue's tab part loads beside the start page, not in it: nothing of it shows before the
// session view has answered, and each update waits on the same module, so updates keep their order.
let queueModule: Promise<typeof import('./offline-queue')> | null = null;
const offlineQueue = () => {
  queueModule ??= import('./offline-queue');
  return queueModule;
};

let watching = false;
/** The notice the tab found when it started: an old one, not to be shown again. */
let seenNotice: string | null | undefined;

function applySession(view: SessionView): void {
  const notice = view.notice;
  const ended = seenNotice !== undefined && notice !== null && notice.id !== seenNotice;
  batch(() => {
    // Set with the logout itself, so the page's guard does not step back before the shell moves.
    if (ended) {
      leavingSession.value = true;
      sessionEnded.value = notice.id;
    }
    loggedIn.value = view.loggedIn;
    currentClient.value = view.currentClient;
    menuClientName.value = nextMenuClientName(view, menuClientName.peek());
    otherClients.value = view.otherClients;
    switchingClient.value = view.switching;
    sessionKnown.value = true;
  });
  if (!view.loggedIn) closeLoginSnackbars();
  const queue = view.offlineQueue;
  void offlineQueue().then((module) => module.followOfflineQueue(queue));
  if (seenNotice === undefined) {
    seenNotice = notice?.id ?? null;
  } else if (ended) {
    seenNotice = notice.id;
    // A session that ended by itself (a refused refresh, personalDataErrors) says why, once per tab.
    for (const key of notice.errors) showMessage(runtimeKey(key));
  }
}

/** Starts the tab's one session watch (at app start); the signals follow every tab's logins. */
export function watchSession(): void {
  if (watching) return;
  watching = true;
  void offlineQueue().then((module) => module.startOfflineQueue());
  const onChange = Comlink.proxy((state: ViewState<SessionView>) => {
    if (state.data) applySession(state.data);
  });
  try {
    getWorkerApi()
      .watch({ view: 'session', params: {} }, onChange as (state: ViewState<unknown>) => void)
      .catch((error: unknown) => console.error('[priyom] the session view failed', error));
  } catch (error) {
    console.error('[priyom] the session view failed', error);
  }
}
