/**
 * The header titles the specs give screens that are still placeholders, as translation keys: the
 * authorization panel shows the login label, service results the results label and
 * the video consultation 'Консультация специалиста'. The real screens take these over.
 */
import type { RouteName } from '../../../domain/routes';
import type { TranslationKey } from '../../i18n/keys';

export const PLACEHOLDER_HEADER_TITLES: Partial<Record<RouteName, TranslationKey>> = {
  authorization: 'header.login',
  'service-results': 'menu.results',
  call: 'routes.call',
};
