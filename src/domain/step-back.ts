/**
 * Step-back parents: where the return button leads when there is
 * only one step or no history state. Otherwise step-back is one step back in history.
 */
import { ALL_CATEGORIES } from './route-params';
import { pathFor, type RouteMatch } from './routes';

/** The root event: the clinic menu when exactly one clinic exists, otherwise the start page. */
export function rootPath(clinicIds: readonly number[] | null): string {
  if (clinicIds?.length === 1) return pathFor('clinic-menu', { clinicId: String(clinicIds[0]) });
  return '/';
}

/** The fixed parent of a matched route. An unmatched path has the start page as its parent. */
export function stepBackParent(match: RouteMatch | null): string {
  if (!match) return '/';
  const clinicId = match.params.clinicId ?? '';
  switch (match.route.name) {
    case 'change-password':
      return pathFor('client-profile');
    case 'clinic':
    case 'service-categories':
    case 'doctors':
    case 'specialties':
      return pathFor('clinic-menu', { clinicId });
    case 'services':
      return pathFor('service-categories', { clinicId });
    case 'service':
      return pathFor('services', { clinicId, categoryId: ALL_CATEGORIES });
    case 'doctor':
      return pathFor('doctors', { clinicId });
    default:
      // root, client-profile, authorization, the agreement pages, appointments, service-results, call,
      // confirm-appointment, both feedback routes, the waitlist offer and clinic-menu.
      return '/';
  }
}

/**
 * Step-back: one step back in history when there is an earlier entry of ours ('history'), otherwise the
 * fixed parent. `position` is the history index of the current entry (null without history state).
 */
export function stepBackTarget(
  match: RouteMatch | null,
  position: number | null,
): { kind: 'history' } | { kind: 'parent'; path: string } {
  if (position !== null && position > 0) return { kind: 'history' };
  return { kind: 'parent', path: stepBackParent(match) };
}
