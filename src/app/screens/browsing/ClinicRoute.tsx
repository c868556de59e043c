/**
 * Every browsing screen's first step: the clinic named by the route, or a redirect —
 * an unknown clinic goes to the start page; a section the clinic does not offer goes to the root (the
 * only clinic's menu or the start page), except the clinic information, which steps back.
 */
import type { ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import type { Clinic } from '../../../api/clinics';
import { sectionRedirect } from '../../../domain/browsing-sections';
import { parseId } from '../../../domain/route-params';
import type { RouteMatch } from '../../../domain/routes';
import { rootPath } from '../../../domain/step-back';
import { useClinic } from '../../live/clinic';
import { ClinicsNotYet } from '../../common/load-state/ClinicsNotYet';
import { StepBackOnce } from '../../common/StepBackOnce';

export function ClinicRoute({
  match,
  skeletonRows = 6,
  children,
}: {
  match: RouteMatch;
  skeletonRows?: number;
  children: (clinic: Clinic) => ReactNode;
}) {
  const { clinic, view } = useClinic(parseId(match.params.clinicId));
  if (!clinic) {
    if (view.data !== null) return <Navigate to="/" replace />;
    return <ClinicsNotYet error={view.lastError} rows={skeletonRows} />;
  }
  const redirect = sectionRedirect(match.route.name, clinic);
  // Only the whole list tells a network of one clinic (whose root is its menu); a page that brought a
  // part of the list is in a network of many, whose root is the start page.
  if (redirect === 'root')
    return <Navigate to={rootPath(view.data?.map((item) => item.id) ?? null)} replace />;
  if (redirect === 'back') return <StepBackOnce />;
  return <>{children(clinic)}</>;
}
