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
import { useClinics, useRefresh } from '../../live/clinics';
import { NoDataYet } from '../../common/load-state/NoDataYet';
import { StepBackOnce } from '../../common/StepBackOnce';

export function ClinicRoute({
  match,
  skeletonRows = 6,
  children,
}: {
  match: RouteMatch;
  skeletonRows?: number;
  children: (clinic: Clinic, clinics: Clinic[]) => ReactNode;
}) {
  const view = useClinics();
  const refresh = useRefresh();
  const clinics = view.data;
  if (clinics === null)
    return (
      <NoDataYet
        error={view.lastError}
        refresh={() => refresh('clinics')}
        subject="clinics"
        testId="refresh-clinics"
        rows={skeletonRows}
      />
    );
  const clinicId = parseId(match.params.clinicId);
  const clinic = clinics.find((item) => item.id === clinicId);
  if (!clinic) return <Navigate to="/" replace />;
  const redirect = sectionRedirect(match.route.name, clinic);
  if (redirect === 'root') return <Navigate to={rootPath(clinics.map((item) => item.id))} replace />;
  if (redirect === 'back') return <StepBackOnce />;
  return <>{children(clinic, clinics)}</>;
}
