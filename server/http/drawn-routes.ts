/**
 * Which pages the server draws with the app's own components (./react-page.ts): every screen a reader
 * sees without signing in, the personal links' frames among them. A signed-in screen is not drawn: its
 * data is private, and the page may sit in the service worker's cache. Nor is `/index.html`, the service
 * worker's last resort for any route, which stays the plain shell.
 */
import type { LegalText } from '../../src/api/configuration-embed';
import { matchRoute, type RouteName } from '../../src/domain/routes';

/**
 * Public screens drawn once the app runs: a video call's room (nothing to show before it joins), a short
 * link (it only leads on to its feedback page) and a waitlist offer (its frame is the offer itself).
 */
const NOT_DRAWN: ReadonlySet<RouteName> = new Set(['call', 'external-client-feedback', 'waitlist-offer']);

export function isDrawnRoute(path: string): boolean {
  const route = matchRoute(path)?.route;
  return route !== undefined && route.access !== 'loggedIn' && !NOT_DRAWN.has(route.name);
}

/** The screens that show a legal text of the configuration, and which. */
const AGREEMENTS: ReadonlyMap<RouteName, LegalText> = new Map([
  ['end-user-license-agreement', 'endUserLicenseAgreement'],
  ['privacy-policy', 'privacyPolicy'],
]);

/**
 * What of its configuration's legal texts the page at `path` carries: a drawn screen only the one it
 * shows, if any ('none' or that text's name); the other pages all of them ('all': the service worker
 * may keep any of them as its page for every route).
 */
export function legalTextsOf(path: string): 'all' | 'none' | LegalText {
  if (!isDrawnRoute(path)) return 'all';
  const name = matchRoute(path)?.route.name;
  return (name && AGREEMENTS.get(name)) || 'none';
}
