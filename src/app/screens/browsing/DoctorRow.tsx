/**
 * A doctors-list row: avatar, full name and the grouped specialties (up to 4 shortest, in pairs).
 * Rendered again only when its doctor changes: the worker's answers after the first commit (the same
 * doctors read again, a refresh's flags) leave every row as it is.
 */
import { makeStyles } from '@griffel/react';
import { memo } from 'react';
import { useTranslation } from '../../i18n';
import { Link as RouterLink } from 'react-router-dom';
import type { Doctor } from '../../../api/browsing';
import { availabilityLabel, groupSpecialties } from '../../../domain/browsing-doctors';
import { pathFor } from '../../../domain/routes';
import { sameValue } from '../../../domain/same-value';
import { DoctorAvatar } from './DoctorAvatar';
import { useListStyles } from '../../common/list-styles';

const useStyles = makeStyles({ group: { display: 'block' } });

export const DoctorRow = memo(
  function DoctorRow({ doctor, clinicId }: { doctor: Doctor; clinicId: number }) {
    const { t } = useTranslation();
    const styles = useListStyles();
    const own = useStyles();
    const groups = groupSpecialties(doctor.specialties.map((specialty) => specialty.title));
    return (
      <li className={styles.row} data-testid="doctor-row">
        <RouterLink
          className={styles.link}
          to={pathFor('doctor', { clinicId: String(clinicId), doctorId: String(doctor.id) })}
        >
          <DoctorAvatar doctor={doctor} size={48} />
          <span className={styles.texts}>
            <span className={styles.title} data-testid="doctor-name">
              {doctor.fullName}
            </span>
            <span className={styles.sub}>
              {groups.map((pair) => (
                <span key={pair.join()} className={own.group}>
                  {pair.join(', ')}
                </span>
              ))}
              {availabilityLabel(doctor.availability) === 'onlyWithService' && (
                <span className={own.group}>{t('browsing.doctors.onlyWithService')}</span>
              )}
            </span>
          </span>
        </RouterLink>
      </li>
    );
  },
  (before, after) => before.clinicId === after.clinicId && sameValue(before.doctor, after.doctor),
);
