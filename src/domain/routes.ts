/**
 * The route table: internal names, paths with their parameter
 * formats and who may open each route. The React router (src/app/routes) is generated from this table,
 * so matching, guards and step-back parents are tested here without a browser.
 */
import { isValidParam, type ParamKind, parseId } from './route-params';

export type Access = 'all' | 'loggedIn' | 'loggedOut';

export const ROUTE_NAMES = [
  'root',
  'authorization',
  'end-user-license-agreement',
  'privacy-policy',
  'client-profile',
  'change-password',
  'appointments',
  'service-results',
  'call',
  'confirm-appointment',
  'client-feedback',
  'external-client-feedback',
  'waitlist-offer',
  'clinic-menu',
  'clinic',
  'service-categories',
  'services',
  'service',
  'doctors',
  'doctor',
  'specialties',
] as const;
export type RouteName = (typeof ROUTE_NAMES)[number];

export interface RouteDefinition {
  name: RouteName;
  /** react-router style pattern: `:name` segments are parameters. */
  path: string;
  access: Access;
  params: Readonly<Record<string, ParamKind>>;
}

const route = (
  name: RouteName,
  path: string,
  access: Access = 'all',
  params: Record<string, ParamKind> = {},
): RouteDefinition => ({ name, path, access, params });

const clinic = { clinicId: 'id' } as const;

export const ROUTES: readonly RouteDefinition[] = [
  route('root', '/'),
  route('authorization', '/authorization', 'loggedOut'),
  route('end-user-license-agreement', '/end-user-license-agreement'),
  route('privacy-policy', '/privacy-policy'),
  route('client-profile', '/profile', 'loggedIn'),
  route('change-password', '/change-password', 'loggedIn'),
  route('appointments', '/appointments', 'loggedIn'),
  route('service-results', '/service-results', 'loggedIn'),
  route('call', '/call/:key', 'all', { key: 'key' }),
  route('confirm-appointment', '/appointment/:clientAccessKey', 'all', { clientAccessKey: 'key' }),
  route('client-feedback', '/feedback/:key', 'all', { key: 'key' }),
  route('external-client-feedback', '/link/:key', 'all', { key: 'key' }),
  // A freed time held for a patient on the waitlist: the key in the link is the authority, as above.
  route('waitlist-offer', '/waitlist/:key', 'all', { key: 'key' }),
  route('clinic-menu', '/clinic/:clinicId/menu', 'all', clinic),
  route('clinic', '/clinic/:clinicId', 'all', clinic),
  route('service-categories', '/clinic/:clinicId/services', 'all', clinic),
  route('services', '/clinic/:clinicId/services/:categoryId', 'all', { ...clinic, categoryId: 'categoryId' }),
  route('service', '/clinic/:clinicId/service/:serviceId', 'all', { ...clinic, serviceId: 'id' }),
  route('doctors', '/clinic/:clinicId/doctors', 'all', clinic),
  route('doctor', '/clinic/:clinicId/doctor/:doctorId', 'all', { ...clinic, doctorId: 'id' }),
  route('specialties', '/clinic/:clinicId/specialties', 'all', clinic),
];

const byName = new Map(ROUTES.map((definition) => [definition.name, definition]));

/** The fixed start of each route whose key is its only authority (`/appointment/`, `/feedback/`, …). */
const PERSONAL_LINK_PREFIXES: readonly string[] = ROUTES.filter((definition) =>
  Object.values(definition.params).includes('key'),
).map((definition) => definition.path.slice(0, definition.path.indexOf(':')));

/**
 * Whether a path is a personal link's (a confirmation, feedback, short or call link, a waitlist
 * offer): the key in it is all it takes to act. Judged by the route's fixed start, so a malformed key
 * counts too.
 */
export const isPersonalLinkPath = (pathname: string): boolean =>
  PERSONAL_LINK_PREFIXES.some((prefix) => pathname.startsWith(prefix));

export function routeByName(name: RouteName): RouteDefinition {
  const definition = byName.get(name);
  if (!definition) throw new Error(`unknown route ${name}`);
  return definition;
}

export type RouteParams = Record<string, string>;

export interface RouteMatch {
  route: RouteDefinition;
  params: RouteParams;
}

function splitPath(pathname: string): string[] {
  return pathname.split('/').filter((segment) => segment !== '');
}

/** True when every declared parameter is present and has its format. */
export function paramsAreValid(definition: RouteDefinition, params: Partial<RouteParams>): boolean {
  return Object.entries(definition.params).every(([name, kind]) => isValidParam(kind, params[name]));
}

/** A key may hold '/', so a key parameter at the end of a path takes every remaining segment. */
function takesRest(definition: RouteDefinition, part: string | undefined): boolean {
  return part?.startsWith(':') === true && definition.params[part.slice(1)] === 'key';
}

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchDefinition(definition: RouteDefinition, segments: string[]): RouteParams | null {
  const pattern = splitPath(definition.path);
  const rest = takesRest(definition, pattern.at(-1));
  if (rest ? segments.length < pattern.length : segments.length !== pattern.length) return null;
  const params: RouteParams = {};
  for (const [index, part] of pattern.entries()) {
    const last = index === pattern.length - 1;
    const raw = last && rest ? segments.slice(index).join('/') : segments[index]!;
    if (!part.startsWith(':')) {
      if (part !== raw) return null;
      continue;
    }
    const value = decodeSegment(raw);
    if (value === null) return null;
    params[part.slice(1)] = value;
  }
  return params;
}

/**
 * The route a pathname opens, with its decoded parameters; null when no route matches or a parameter
 * has the wrong format (both redirect to the start page). A trailing slash is tolerated.
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = splitPath(pathname);
  for (const definition of ROUTES) {
    const params = matchDefinition(definition, segments);
    if (params === null) continue;
    return paramsAreValid(definition, params) ? { route: definition, params } : null;
  }
  return null;
}

/** Builds a path for a route; parameters are URI-encoded (a key may hold '/', '+' or '='). */
export function pathFor(name: RouteName, params: RouteParams = {}): string {
  const definition = routeByName(name);
  return definition.path.replace(/:(\w+)/g, (_, param: string) => {
    const value = params[param];
    if (value === undefined) throw new Error(`missing parameter ${param} for ${name}`);
    return encodeURIComponent(value);
  });
}

/**
 * The one address of a matched route when its ids are written with leading zeros (`/clinic/01/menu`):
 * the same ids as numbers (`/clinic/1/menu`); null when the address is already that one. Digits-only
 * ids allow the zeros; one screen keeps one address (and one history entry).
 */
export function canonicalPath(match: RouteMatch): string | null {
  let changed = false;
  const params: RouteParams = { ...match.params };
  for (const [name, kind] of Object.entries(match.route.params)) {
    const value = params[name];
    if (value === undefined || (kind !== 'id' && kind !== 'categoryId')) continue;
    const id = parseId(value);
    if (id === null || String(id) === value) continue;
    params[name] = String(id);
    changed = true;
  }
  return changed ? pathFor(match.route.name, params) : null;
}
