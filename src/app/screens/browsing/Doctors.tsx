/**
 * The doctors list: the clinic's shown doctors (availability and services rule),
 * optionally filtered by the `specialty` query (an id) and the `doctors` query (a JSON array of ids),
 * sorted by full name, in two columns; 18 skeleton rows, or 4 when filtered by specialty.
 */
import { useTranslation } from '../../i18n';
import { useLocation } from 'react-router-dom';
import type { Clinic } from '../../../api/clinics';
import { clinicDoctors, parseDoctorsQuery } from '../../../domain/browsing-doctors';
import { DOCTORS_BY_SPECIALTY_SKELETON_ROWS, DOCTORS_SKELETON_ROWS } from '../../../domain/browsing-lists';
import { parseId } from '../../../domain/route-params';
import { useDoctors } from '../../live/browsing';
import { useRefresh } from '../../live/clinics';
import type { ScreenProps } from '../../routes/screen-props';
import { DataAge } from '../../common/load-state/DataAge';
import { NoDataYet } from '../../common/load-state/NoDataYet';
import { ClinicRoute } from './ClinicRoute';
import { DoctorRow } from './DoctorRow';
import { DOCTORS_QUERY, SPECIALTY_QUERY } from './paths';
import { useListStyles } from '../../common/list-styles';
import './browsing-strings';

function DoctorsList({ clinic }: { clinic: Clinic }) {
  const { t } = useTranslation();
  const styles = useListStyles();
  // useLocation rather than useSearchParams: the latter's code would stay in the start page's bundle.
  const query = new URLSearchParams(useLocation().search);
  const specialtyId = parseId(query.get(SPECIALTY_QUERY));
  const doctorIds = parseDoctorsQuery(query.get(DOCTORS_QUERY));
  const view = useDoctors(clinic.id);
  const refresh = useRefresh();
  const again = () => refresh('doctors');
  const doctors = view.data === null ? null : clinicDoctors(view.data, clinic, { specialtyId, doctorIds });
  const skeleton = specialtyId === null ? DOCTORS_SKELETON_ROWS : DOCTORS_BY_SPECIALTY_SKELETON_ROWS;
  return (
    <section aria-labelledby="doctors-heading">
      <h1 id="doctors-heading" className={styles.heading}>
        {t('browsing.doctors.heading')}
      </h1>
      {doctors === null ? (
        <NoDataYet
          error={view.lastError}
          refresh={again}
          subject="doctors"
          testId="refresh-doctors"
          rows={skeleton}
        />
      ) : (
        <>
          {doctors.length === 0 ? (
            <p className={styles.empty}>{t('browsing.doctors.empty')}</p>
          ) : (
            <ul className={`${styles.list} ${styles.twoColumns}`} data-testid="doctor-list">
              {doctors.map((doctor) => (
                <DoctorRow key={doctor.id} doctor={doctor} clinicId={clinic.id} />
              ))}
            </ul>
          )}
          <DataAge view={view} refresh={again} subject="doctors" testId="refresh-doctors" />
        </>
      )}
    </section>
  );
}

export default function Doctors({ match }: ScreenProps) {
  return (
    <ClinicRoute match={match} skeletonRows={DOCTORS_SKELETON_ROWS}>
      {(clinic) => <DoctorsList clinic={clinic} />}
    </ClinicRoute>
  );
}
