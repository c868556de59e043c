/**
 * The panel's mode: normal (the /authorization screen) or create-appointment (inside
 * the booking dialog). What a successful login or registration does next depends on it: normal goes to
 * the application root; create-appointment hands the result to the caller, which creates the appointment.
 */
import { effect } from '@preact/signals-react';
import { createContext, useCallback, useContext, useMemo, useRef } from 'react';
import { matchRoute } from '../../../domain/routes';
import type { SignedIn } from '../../live/session';
import { routerHistory } from '../../routes/history-sync';
import { useGoToRoot } from '../../routes/step-back';
import { signingIn } from '../../state/session';
import { showSnackbar } from '../../state/snackbars';
import { resetAccountForms } from './forms-state';

export type PanelMode = 'normal' | 'create-appointment';

const RELEASE_SAFETY_MS = 5000;

export interface SignInResult extends SignedIn {
  /** True when a registration created a new client; null for a login. */
  registration: boolean | null;
}

export interface PanelContextValue {
  mode: PanelMode;
  onCreateAppointment?: (result: SignInResult) => void;
}

export const PanelContext = createContext<PanelContextValue>({ mode: 'normal' });

/**
 * 'You entered as {name}' when this login reaches other clients (it stays, with Change account), else
 * 'You are successfully registered' after a new registration.
 */
export function announceSignIn(result: SignInResult): void {
  const data = result.personalData;
  if (data && data.otherAvailableClients.length > 0) {
    showSnackbar({
      type: 'advancedLogin',
      message: 'snackbar.enteredAs',
      params: { name: data.personalInformation.fullName },
    });
  } else if (result.registration) {
    showSnackbar({ type: 'message', message: 'accounts.snackbar.registered' });
  }
}

export interface SignInFlow {
  /**
   * Called before a command that logs in; returns the release, called after `finish` (or a failure).
   * In normal mode the panel sits on a not-logged-in-only route, whose guard would step back the moment
   * the session says logged in, racing the root event: the guard is held quiet meanwhile (`signingIn`),
   * as logout holds a private page's guard.
   */
  hold(): () => void;
  /** After a successful login or registration. */
  finish(result: SignInResult): void;
}

/** Whether the router shows the sign-in page (or keeps no history: a router of a test's own). */
function onSignInPage(): boolean {
  const path = routerHistory.value?.path;
  return path === undefined || matchRoute(path.replace(/[?#].*$/, ''))?.route.name === 'authorization';
}

/** Ends a hold once the router has rendered a page other than the panel's (or after a safety delay). */
function releaseAfterLeaving(): void {
  const safety = setTimeout(done, RELEASE_SAFETY_MS);
  let dispose: (() => void) | null = null;
  let released = false;
  function done() {
    if (released) return;
    released = true;
    clearTimeout(safety);
    signingIn.value = false;
    queueMicrotask(() => dispose?.());
  }
  dispose = effect(() => {
    if (routerHistory.value === null || !onSignInPage()) done();
  });
  if (released) dispose();
}

export function useSignInFlow(): SignInFlow {
  const { mode, onCreateAppointment } = useContext(PanelContext);
  const goToRoot = useGoToRoot();
  const navigated = useRef(false);
  const hold = useCallback(() => {
    if (mode !== 'normal') return () => {};
    navigated.current = false;
    signingIn.value = true;
    return () => {
      // The router renders a navigation as a transition, after this tab's session signals: releasing
      // before it has rendered the root would let the panel's guard step back over it.
      if (navigated.current) releaseAfterLeaving();
      else signingIn.value = false;
    };
  }, [mode]);
  const finish = useCallback(
    (result: SignInResult) => {
      if (mode === 'create-appointment') {
        // The dialog holds the result: it announces the sign-in only if the appointment then fails
        // and its errors show; on success its own snackbar says the appointment is made.
        resetAccountForms();
        onCreateAppointment?.(result);
        return;
      }
      // Nothing of a finished sign-in is kept for a reload: the next visit to the panel starts at login.
      resetAccountForms();
      announceSignIn(result);
      // A login that answered after the patient left the sign-in page (Back, a link) leaves them where
      // they went: the root event is the sign-in page's own next step.
      if (!onSignInPage()) return;
      navigated.current = true;
      goToRoot();
    },
    [mode, onCreateAppointment, goToRoot],
  );
  return useMemo(() => ({ hold, finish }), [hold, finish]);
}
