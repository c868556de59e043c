/**
 * The react-router (history mode) built from the domain route table: one child route per table row,
 * each behind a RouteGate, and every other path redirected to the start page.
 */
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom';
import { ROUTES, type RouteDefinition } from '../../domain/routes';
import { AppShell } from '../shell/AppShell';
import { RouteError } from './RouteError';
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
      errorElement: <RouteError />,
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

export function createAppRouter() {
  return createBrowserRouter(appRoutes());
}

export type AppRouter = ReturnType<typeof createAppRouter>;
