/**
 * The routes (history mode) built from the domain route table: one child route per table row, each
 * behind a RouteGate, and every other path redirected to the start page. Declarative routing
 * (<BrowserRouter> in App, useRoutes here): the app has no loaders or actions, and the data router
 * would add about 16 KiB (gzip) to the start page.
 */
import { Navigate, type RouteObject, useRoutes } from 'react-router-dom';
import { ROUTES, type RouteDefinition } from '../../domain/routes';
import { AppShell } from '../shell/AppShell';
import { HistorySync } from './history-sync';
import { RouteErrorBoundary } from './RouteError';
import { RouteGate } from './RouteGate';

/** A key may hold '/', so a trailing key parameter takes the rest of the path (validated by the gate). */
export function routerPath(definition: RouteDefinition): string {
  return definition.path.replace(/:(\w+)$/, (whole, name: string) =>
    definition.params[name] === 'key' ? '*' : whole,
  );
}

export function appRoutes(): RouteObject[] {
  return [
    {
      element: <AppShell />,
      children: [
        ...ROUTES.map((definition) => ({
          path: routerPath(definition),
          element: <RouteGate name={definition.name} />,
        })),
        { path: '*', element: <Navigate to="/" replace /> },
      ],
    },
  ];
}

const ROUTE_OBJECTS = appRoutes();

function AppRoutes() {
  return useRoutes(ROUTE_OBJECTS);
}

/** Everything under the router: the history sync, then the routes behind the error boundary. */
export function AppRouter() {
  return (
    <>
      <HistorySync />
      <RouteErrorBoundary>
        <AppRoutes />
      </RouteErrorBoundary>
    </>
  );
}
