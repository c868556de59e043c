/**
 * Header titles that belong to a route rather than to whatever screen renders it, as translation keys:
 * the authorization panel shows the login label, service results the results label and the video
 * consultation 'Консультация специалиста'. The header shows them whenever no screen has set a title,
 * so a screen that forgets useHeader still gets its title.
 */
import type { RouteName } from '../../domain/routes';
import type { TranslationKey } from '../i18n/keys';

export const ROUTE_HEADER_TITLES: Partial<Record<RouteName, TranslationKey>> = {
  authorization: 'header.login',
  'service-results': 'menu.results',
  call: 'routes.call',
};
