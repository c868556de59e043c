/**
 * The specialties list: title, pluralised doctor count and an info button listing the
 * doctors' names. More than one doctor leads to the doctors list filtered by the specialty; exactly one
 * goes straight to that doctor's page.
 */
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import type { Clinic } from '../../../api/clinics';
import { useDoctors, useSpecialties } from '../../live/browsing';
import { useRefresh } from '../../live/clinics';
import type { ScreenProps } from '../../routes/screen-props';
import { ChevronIcon } from '../../shell/icons';
import { DataAge } from '../../common/load-state/DataAge';
import { ListSkeleton } from '../../common/load-state/ListSkeleton';
import { LoadFailed } from '../../common/load-state/LoadFailed';
import { ClinicRoute } from './ClinicRoute';
import { specialtyPath } from './paths';
import { InfoTip } from '../../common/InfoTip';
import { useListStyles } from '../../common/list-styles';
import './strings';

function SpecialtiesList({ clinic }: { clinic: Clinic }) {
  const { t } = useTranslation();
  const styles = useListStyles();
  const view = useSpecialties(clinic.id);
  const doctors = useDoctors().data;
  const refresh = useRefresh();
  const again = () => refresh('specialties', { clinicId: clinic.id });
  const names = new Map(doctors?.map((doctor) => [doctor.id, doctor.fullName]));
  const items = view.data;
  return (
    <section aria-labelledby="specialties-heading">
      <h1 id="specialties-heading" className={styles.heading}>
        {t('browsing.specialties.heading')}
      </h1>
      {items === null ? (
        view.lastError !== null ? (
          <LoadFailed
            error={view.lastError}
            refresh={again}
            subject="specialties"
            testId="refresh-specialties"
          />
        ) : (
          <ListSkeleton rows={8} />
        )
      ) : (
        <>
          {items.length === 0 ? (
            <p className={styles.empty}>{t('browsing.specialties.empty')}</p>
          ) : (
            <ul className={`${styles.list} ${styles.twoColumns}`} data-testid="specialty-list">
              {items.map((item) => (
                <li key={item.specialtyId} className={styles.row} data-testid="specialty-row">
                  <RouterLink className={styles.link} to={specialtyPath(clinic.id, item)}>
                    <span className={styles.texts}>
                      <span className={styles.title}>{item.specialtyTitle}</span>
                      <span className={styles.sub}>
                        {t('browsing.specialties.doctorsCount', { count: item.doctorsCount })}
                      </span>
                    </span>
                    <ChevronIcon aria-hidden />
                  </RouterLink>
                  <InfoTip label={t('browsing.info', { title: item.specialtyTitle })}>
                    <strong>{item.specialtyTitle}</strong>
                    {item.doctorIds
                      .map((id) => names.get(id))
                      .filter(Boolean)
                      .map((name) => (
                        <span key={name}>{name}</span>
                      ))}
                  </InfoTip>
                </li>
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
  return <ClinicRoute match={match}>{(clinic) => <SpecialtiesList clinic={clinic} />}</ClinicRoute>;
}
