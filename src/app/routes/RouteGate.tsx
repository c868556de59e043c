/**
 * Wraps every route: an invalid parameter redirects to the start page, a guard that fails sends the
 * user back, and the screen itself loads lazily. Guarded routes wait for the tab's first word from the
 * data worker's session (a reload of /profile must not send a logged-in user away).
 */
import { signal } from '@preact/signals-react';
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useDeferredValue } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { guard } from '../../domain/guards';
import { useDrawnSignal } from '../state/use-drawn-signal';
import { canonicalPath, matchRoute, type RouteName } from '../../domain/routes';
import { leavingSession, loggedIn, sessionKnown, signingIn } from '../state/session';
import { takePathBeforeLanding } from './history-sync';
import { LazyBoundary } from './LazyBoundary';
import { lazyPart } from './lazy-part';
import { SCREENS } from './screens';
import { useLeaveOnce } from './use-leave-once';

/**
 * Back to the previous path: one step in history, or, on the first entry of a fresh start, the path the
 * tab showed before it (an address typed over an app page); else the start page. Keyed by the location
 * (below): each entry the guard refuses gets its own step back, so two refused entries in a row step
 * back twice.
 */
function GoBack() {
  useLeaveOnce(fallbackPath);
  return null;
}

const fallbackPath = () => takePathBeforeLanding() ?? '/';

/** What an unguarded route reads in place of the session: nothing that changes. */
const unguarded = signal(false);

const ScreenSpinner = lazyPart(() => import('./ScreenSpinner'));

function ScreenFallback() {
  return (
    <LazyBoundary>
      <ScreenSpinner />
    </LazyBoundary>
  );
}

export function RouteGate({ name }: { name: RouteName }) {
  useSignals();
  const { pathname, search, hash, key } = useLocation();
  const match = matchRoute(pathname);
  // Only a guarded route reads the session: a signal read here renders the gate again when it changes.
  const guarded = match !== null && match.route.access !== 'all';
  // The session's first answer comes through a signal, which React renders at once and in one piece;
  // deferred, the screen it lets in mounts in a render that yields every few milliseconds rather than in
  // one long task. Only the first answer waits: it never turns back.
  const known = useDeferredValue(guarded ? sessionKnown.value : true);
  // Logged out while the app hydrates a page the server drew (for anyone, so logged out): a logged-in
  // reader is sent back once the page is the app's. Sent back at once, the gate drew nothing where the
  // server had drawn the screen, and React dropped the whole page to draw it again.
  const signedIn = useDrawnSignal(guarded ? loggedIn : unguarded, false);
  if (!match || match.route.name !== name) return <Navigate to="/" replace />;
  const canonical = canonicalPath(match);
  if (canonical !== null) return <Navigate to={`${canonical}${search}${hash}`} replace />;
  // A logged-out route (the sign-in form) shows at once, as the server drew it: until the session is
  // known the reader is taken to be logged out, and the guard below sends a logged-in one back then.
  if (guarded && !known && match.route.access === 'loggedIn') return <ScreenFallback />;
  if (guarded && guard(match.route.access, signedIn) === 'back') {
    // Logout and sign-in go to the root themselves; stepping back as well would race them.
    return leavingSession.value || signingIn.value ? null : <GoBack key={key} />;
  }
  const Screen = SCREENS[name];
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Screen match={match} />
    </Suspense>
  );
}
