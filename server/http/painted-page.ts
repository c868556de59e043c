/**
 * Which screen's plain HTML goes into #root before any script runs: the route is matched once and
 * names its one painter (a new painted screen adds one line to the table). A painter leaves the page
 * unchanged whenever the app's first render would show something else; a route with no painter keeps
 * the template's own first paint.
 */
import type { Clinic } from '../../src/api/clinics';
import type { Configuration } from '../../src/api/configuration';
import type { FirstPage } from '../../src/api/first-page-embed';
import { matchRoute, type RouteName } from '../../src/domain/routes';
import { menuClinicId, withClinicMenu, withStartPage } from './first-paint';
import { withBookingPage } from './first-paint-booking';
import { withClinicInfoPage } from './first-paint-info';

export interface PaintSources {
  path: string;
  /** The address's query ('' when none). */
  search: string;
  /** The clinics list; null when it could not be read (the clinic screens are then left to the app). */
  clinics: readonly Clinic[] | null;
  /** The page's own data (a doctor's, a service's, a list's), when it brings any. */
  pageData: FirstPage | null;
  configuration: Configuration | null;
}

type Painter = (page: string, sources: PaintSources) => string;

/** A painter that needs the clinics list: without it the app's first render is a loading state. */
const withClinics =
  (paint: (page: string, sources: PaintSources, clinics: readonly Clinic[]) => string): Painter =>
  (page, sources) =>
    sources.clinics ? paint(page, sources, sources.clinics) : page;

const booking = withClinics((page, { path, pageData, configuration, search }, clinics) =>
  withBookingPage(page, path, clinics, pageData, configuration, search),
);

const PAINTERS: Partial<Record<RouteName, Painter>> = {
  root: withClinics((page, { configuration }, clinics) => withStartPage(page, clinics, configuration)),
  'clinic-menu': withClinics((page, { path, configuration }, clinics) => {
    // An id written with leading zeros: the app first moves to the one address.
    const clinicId = menuClinicId(path);
    return clinicId === null ? page : withClinicMenu(page, clinics, clinicId, configuration);
  }),
  clinic: withClinics((page, { path, pageData, configuration }, clinics) =>
    withClinicInfoPage(page, path, clinics, pageData, configuration),
  ),
  'service-categories': booking,
  services: booking,
  service: booking,
  doctors: booking,
  doctor: booking,
  specialties: booking,
};

/** The screens the app's own components draw on the server (./react-page.ts), not a painter here. */
const REACT_PAINTED: ReadonlySet<RouteName> = new Set([
  'authorization',
  'end-user-license-agreement',
  'privacy-policy',
  // A personal link's frame: the same for every key, nothing of the key's appointment (which is private).
  'confirm-appointment',
  'client-feedback',
]);

export function reactPainted(path: string): boolean {
  const name = matchRoute(path)?.route.name;
  return name !== undefined && REACT_PAINTED.has(name);
}

/** index.html with the screen of `sources.path` painted into #root, or unchanged. */
export function paintedPage(page: string, sources: PaintSources): string {
  // index.html itself is the start page's file, not a route of the app.
  const name = sources.path === '/index.html' ? 'root' : matchRoute(sources.path)?.route.name;
  const painter = name ? PAINTERS[name] : undefined;
  return painter ? painter(page, sources) : page;
}
