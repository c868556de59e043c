/**
 * Which call a served handler answers. defineRoute marks the handler that answers each route, so the
 * API document is read back from the routes the app actually registered (app.routes), not from a
 * second list that could drift from them.
 */
import type { Call } from '../../src/api';
import type { ParamKind } from './route-input';

export interface RouteDeclaration {
  call: Call;
  auth: 'public' | 'client';
  params: Record<string, ParamKind>;
  idempotent: boolean;
  /** Counted against an hourly limit (a 429 is possible). */
  limited: boolean;
  /** Reads a JSON body, so a too large or unreadable one is possible. */
  checksBody: boolean;
}

const declared = new WeakMap<object, RouteDeclaration>();

export function declareHandler(handler: object, declaration: RouteDeclaration): void {
  declared.set(handler, declaration);
}

export function declarationOf(handler: object): RouteDeclaration | undefined {
  return declared.get(handler);
}
