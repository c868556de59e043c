/**
 * The specialties list: title, pluralised doctor count and an info button listing the
 * doctors' names. More than one doctor leads to the doctors list filtered by the specialty; exactly one
 * goes straight to that doctor's page.
 */
import { memo } from 'react';
import { useTranslation } from '../../i18n';
import type { SpecialtyItem } from '../../../api/browsing';
import type { Clinic } from '../../../api/clinics';
import { sameValue } from '../../../domain/same-value';
import { useSpecialties } from '../../live/browsing';
import { useRefresh } from '../../live/clinics';
import type { ScreenProps } from '../../routes/screen-props';
import { DataAge } from '../../common/load-state/DataAge';
import { NoDataYet } from '../../common/load-state/NoDataYet';
import { ClinicRoute } from './ClinicRoute';
import { DoctorNameLines, DoctorNames } from './doctor-names';
import { LinkRow } from './LinkRow';
import { specialtyPath } from './paths';
import { useListStyles } from '../../common/list-styles';
import './browsing-strings';

/**
 * One row, rendered again only when its specialty changes: the worker's answers after the first commit
 * (the same specialties read again, a refresh's flags) then leave every row as it is.
 */
const SpecialtyRow = memo(
  function SpecialtyRow({ item, clinicId }: { item: SpecialtyItem; clinicId: number }) {
    const { t } = useTranslation();
    return (
      <LinkRow
        to={specialtyPath(clinicId, item)}
        title={item.specialtyTitle}
        sub={t('browsing.specialties.doctorsCount', { count: item.doctorsCount })}
        tip={<DoctorNameLines ids={item.doctorIds} />}
        chevron
        testId="specialty-row"
      />
    );
  },
  (before, after) => before.clinicId === after.clinicId && sameValue(before.item, after.item),
);

function SpecialtiesList({ clinic }: { clinic: Clinic }) {
  const { t } = useTranslation();
  const styles = useListStyles();
  const view = useSpecialties(clinic.id);
  const refresh = useRefresh();
  const again = () => refresh('specialties', { clinicId: clinic.id });
  const items = view.data;
  return (
    <section aria-labelledby="specialties-heading">
      <h1 id="specialties-heading" className={styles.heading}>
        {t('browsing.specialties.heading')}
      </h1>
      {items === null ? (
        <NoDataYet
          error={view.lastError}
          refresh={again}
          subject="specialties"
          testId="refresh-specialties"
          rows={8}
        />
      ) : (
        <>
          {items.length === 0 ? (
            <p className={styles.empty}>{t('browsing.specialties.empty')}</p>
          ) : (
            <ul className={`${styles.list} ${styles.twoColumns}`} data-testid="specialty-list">
              {items.map((item) => (
                <SpecialtyRow key={item.specialtyId} item={item} clinicId={clinic.id} />
              ))}
            </ul>
          )}
          <DataAge view={view} refresh={again} subject="specialties" testId="refresh-specialties" />
        </>
      )}
    </section>
  );
}

export default function Specialties({ match }: ScreenProps) {
  return (
    <ClinicRoute match={match}>
      {(clinic) => (
        <DoctorNames clinicId={clinic.id}>
          <SpecialtiesList clinic={clinic} />
        </DoctorNames>
      )}
    </ClinicRoute>
  );
}
