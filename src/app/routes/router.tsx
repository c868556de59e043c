/**
 * The routes (history mode) built from the domain route table: one child route per table row, each
 * behind a RouteGate, and every other path redirected to the start page. Declarative routing
 * (<BrowserRouter> in App, useRoutes here): the app has no loaders or actions, and the data router
 * would weigh on the start page for them.
 */
import { Navigate, type RouteObject, useLocation, useRoutes } from 'react-router-dom';
import { matchRoute, ROUTES, type RouteDefinition, type RouteName } from '../../domain/routes';
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

const shell = <AppShell />;
const CHILDREN = new Map(
  ROUTES.map((definition): [RouteName, RouteObject] => [
    definition.name,
    { path: routerPath(definition), element: <RouteGate name={definition.name} /> },
  ]),
);
const ELSEWHERE: RouteObject = { path: '*', element: <Navigate to="/" replace /> };

export function appRoutes(): RouteObject[] {
  return [{ element: shell, children: [...CHILDREN.values(), ELSEWHERE] }];
}

const ROUTE_OBJECTS = appRoutes();
const routesByName = new Map<RouteName, RouteObject[]>();

/**
 * The routes the router is given for a path: when the route table names the path's route, that route
 * alone (and the fallback), the same objects as in the whole table; else the whole table. The router
 * ranks and compiles every route it is given on each render, which in the first render of a phone was
 * a long task's worth; it still matches the path itself, so what it renders is the same.
 */
function routesFor(pathname: string): RouteObject[] {
  const name = matchRoute(pathname)?.route.name;
  const child = name && CHILDREN.get(name);
  if (!name || !child) return ROUTE_OBJECTS;
  let routes = routesByName.get(name);
  if (!routes) {
    routes = [{ element: shell, children: [child, ELSEWHERE] }];
    routesByName.set(name, routes);
  }
  return routes;
}

function AppRoutes() {
  return useRoutes(routesFor(useLocation().pathname));
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
