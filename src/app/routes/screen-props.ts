import type { RouteMatch } from '../../domain/routes';

/** What every routed screen receives: its matched route with validated, decoded parameters. */
export interface ScreenProps {
  match: RouteMatch;
}
