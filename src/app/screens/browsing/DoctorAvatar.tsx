/**
 * A doctor's avatar (size key thumb100): the picture over the initials, drawn as Fluent's neutral Avatar
 * of the same size (its boxes, fonts and colours) from plain elements and this screen's own compiled
 * classes. Fluent's Avatar brought a 34 KB chunk (its presence badge and icons) and inserted its rules at
 * runtime in the list's first commit, for what is only a circle with two letters or a picture.
 */
import { tokens as theme } from '@fluentui/react-components';
import { makeStyles, shorthands } from '@griffel/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import type { Doctor } from '../../../api/browsing';
import { initials } from '../../../domain/initials';
import { AVATAR_SIZE, avatarPath } from './avatar-path';
import { useConfiguration } from '../../live/use-configuration';

const useStyles = makeStyles({
  root: {
    display: 'inline-block',
    flexShrink: 0,
    position: 'relative',
    verticalAlign: 'middle',
    borderRadius: theme.borderRadiusCircular,
    fontFamily: theme.fontFamilyBase,
    fontWeight: theme.fontWeightSemibold,
  },
  48: { width: '48px', height: '48px', fontSize: theme.fontSizeBase400 },
  96: { width: '96px', height: '96px', fontSize: theme.fontSizeBase500 },
  120: { width: '120px', height: '120px', fontSize: theme.fontSizeBase600 },
  // Both fill the circle; the picture lies over the initials, which show when it is missing or fails.
  fill: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height: '100%',
    boxSizing: 'border-box',
    borderRadius: 'inherit',
    color: theme.colorNeutralForeground3,
    backgroundColor: theme.colorNeutralBackground6,
  },
  initials: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    lineHeight: '1',
    // Transparent, but drawn in forced colours so the circle keeps an edge there.
    ...shorthands.border(theme.strokeWidthThin, 'solid', theme.colorTransparentStroke),
    userSelect: 'none',
  },
  image: { objectFit: 'cover', verticalAlign: 'top' },
});

export function DoctorAvatar({ doctor, size }: { doctor: Doctor; size: 48 | 96 | 120 }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const apiBase = useConfiguration()?.apiBase ?? '/api';
  const avatar = doctor.avatars[AVATAR_SIZE];
  const src = avatar ? `${apiBase}${avatarPath(avatar)}` : null;
  // The address that failed to load: the initials show instead, and a new address is tried again.
  const [failed, setFailed] = useState<string | null>(null);
  const letters = initials(doctor.fullName);
  return (
    <span
      role="img"
      aria-label={t('browsing.doctors.avatar', { name: doctor.fullName })}
      className={`${styles.root} ${styles[size]}`}
      data-testid="doctor-avatar"
    >
      {letters && <span className={`${styles.fill} ${styles.initials}`}>{letters}</span>}
      {src !== null && failed !== src && (
        <img
          className={`${styles.fill} ${styles.image}`}
          src={src}
          alt=""
          loading="lazy"
          onError={() => setFailed(src)}
        />
      )}
    </span>
  );
}
