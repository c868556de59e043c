/** Under a clinic's own pages: the clinics list's data line, shown only while the network or server fails. */
import { useClinics, useRefresh } from '../../live/clinics';
import { DataAge } from './DataAge';

export function ClinicsFailing() {
  const view = useClinics();
  const refresh = useRefresh();
  return (
    <DataAge
      view={view}
      refresh={() => refresh('clinics')}
      subject="clinics"
      testId="refresh-clinics"
      onlyWhenFailing
    />
  );
}
