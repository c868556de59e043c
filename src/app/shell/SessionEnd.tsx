/**
 * Leaving a session without racing the guards (logout lands on the root).
 *
 * - While `leavingSession` is set (a logout going to the root, or a session that ended by itself) the
 *   guard of a logged-in-only page stays quiet (RouteGate); it is released only once such a page is no
 *   longer rendered. Released earlier — say when the worker answered before a lazy root screen loaded —
 *   the guard of the page still shown would step back over the navigation to the root.
 * - A session that ended by itself (a refused token refresh, personalDataErrors) is a logout the user did
 *   not ask for: on a logged-in-only page the tab goes to the root too, instead of stepping back to what
 *   may be another private page. Elsewhere the tab stays where it is.
 *
 * Each part is mounted only while needed, so the shell opens no watch for this otherwise.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { matchRoute } from '../../domain/routes';
import { useGoToRoot } from '../routes/step-back';
import { leavingSession, sessionEnded } from '../state/session';

const isPrivate = (pathname: string) => matchRoute(pathname)?.route.access === 'loggedIn';

function GoToRootOnSessionEnd() {
  const goToRoot = useGoToRoot();
  useEffect(() => {
    if (isPrivate(window.location.pathname)) goToRoot();
    sessionEnded.value = null;
  }, [goToRoot]);
  return null;
}

function ReleaseGuards() {
  const onPrivatePage = isPrivate(useLocation().pathname);
  useEffect(() => {
    if (!onPrivatePage) leavingSession.value = false;
  }, [onPrivatePage]);
  return null;
}

export function SessionEnd() {
  useSignals();
  return (
    <>
      {sessionEnded.value !== null && <GoToRootOnSessionEnd />}
      {leavingSession.value && <ReleaseGuards />}
    </>
  );
}
