/** A doctor's avatar (size key thumb100); initials on Fluent's Avatar when the doctor has no picture. */
import { Avatar } from '@fluentui/react-components';
import { useTranslation } from '../../i18n';
import type { Doctor } from '../../../api/browsing';
import { AVATAR_SIZE, avatarPath } from './avatar-path';
import { useConfiguration } from '../../live/use-configuration';

export function DoctorAvatar({ doctor, size }: { doctor: Doctor; size: 48 | 96 | 120 }) {
  const { t } = useTranslation();
  const apiBase = useConfiguration()?.apiBase ?? '/api';
  const avatar = doctor.avatars[AVATAR_SIZE];
  return (
    <Avatar
      size={size}
      name={doctor.fullName}
      aria-label={t('browsing.doctors.avatar', { name: doctor.fullName })}
      image={avatar ? { src: `${apiBase}${avatarPath(avatar)}`, loading: 'lazy', alt: '' } : undefined}
    />
  );
}
