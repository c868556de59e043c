/**
 * Wraps every route: an invalid parameter redirects to the start page, a guard that fails sends the
 * user back, and the screen itself loads lazily.
 */
import { useSignals } from '@preact/signals-react/runtime';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { guard } from '../../domain/guards';
import { canonicalPath, matchRoute, type RouteName } from '../../domain/routes';
import { loggedIn } from '../state/session';
import { currentHistoryPosition, takePathBeforeLanding } from './history-sync';
import { SCREENS } from './screens';

/**
 * Back to the previous path: one step in history, or, on the first entry of a fresh start, the path the
 * tab showed before it (an address typed over an app page); else the start page.
 */
function GoBack() {
  const navigate = useNavigate();
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    const position = currentHistoryPosition();
    if (position !== null && position > 0) void navigate(-1);
    else void navigate(takePathBeforeLanding() ?? '/', { replace: true });
  }, [navigate]);
  return null;
}

const ScreenSpinner = lazy(() => import('./ScreenSpinner'));

function ScreenFallback() {
  return (
    <Suspense fallback={null}>
      <ScreenSpinner />
    </Suspense>
  );
}

export function RouteGate({ name }: { name: RouteName }) {
  useSignals();
  const { pathname, search, hash } = useLocation();
  const match = matchRoute(pathname);
  if (!match || match.route.name !== name) return <Navigate to="/" replace />;
  const canonical = canonicalPath(match);
  if (canonical !== null) return <Navigate to={`${canonical}${search}${hash}`} replace />;
  if (guard(match.route.access, loggedIn.value) === 'back') return <GoBack />;
  const Screen = SCREENS[name];
  return (
    <Suspense fallback={<ScreenFallback />}>
      <Screen match={match} />
    </Suspense>
  );
}
