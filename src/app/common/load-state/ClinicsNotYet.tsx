/** A clinic's screen before its clinic is known: the clinics list's failure with a retry, or a skeleton. */
import type { RefreshFailure } from '../../../data';
import { useRefresh } from '../../live/clinics';
import { NoDataYet } from './NoDataYet';

export function ClinicsNotYet({ error, rows }: { error: RefreshFailure | null; rows: number }) {
  const refresh = useRefresh();
  return (
    <NoDataYet
      error={error}
      refresh={() => refresh('clinics')}
      subject="clinics"
      testId="refresh-clinics"
      rows={rows}
    />
  );
}
