/**
 * A doctor's avatar (size key thumb100): their picture, or the default avatar for their sex when they
 * have none or theirs fails to load, in a neutral circle of Fluent's Avatar size drawn from plain
 * elements and this screen's own compiled classes. Fluent's Avatar brought a 34 KB chunk (its presence
 * badge and icons) and inserted its rules at runtime in the list's first commit.
 *
 * Initials have no role any more: they stood in for the default avatars before we had drawn them. The
 * default image is part of the build (precached, so it shows offline too), and the server's first paint
 * shows the same picture (src/domain/default-avatar.ts), so nothing changes when the app takes over.
 * If even the default fails to load, the empty circle stays, still named for screen readers.
 */
import { tokens as theme } from '@fluentui/react-components';
import { makeStyles, shorthands } from '@griffel/react';
import { useState } from 'react';
import { useTranslation } from '../../i18n';
import type { Doctor } from '../../../api/browsing';
import { defaultAvatarPath } from '../../../domain/default-avatar';
import { AVATAR_SIZE, avatarPath } from './avatar-path';
import { useConfiguration } from '../../live/use-configuration';

const useStyles = makeStyles({
  root: {
    display: 'inline-block',
    flexShrink: 0,
    position: 'relative',
    verticalAlign: 'middle',
    borderRadius: theme.borderRadiusCircular,
    backgroundColor: theme.colorNeutralBackground6,
    // Transparent, but drawn in forced colours so an empty circle keeps an edge there; an outline
    // inside the box, so the picture keeps the whole circle, as in the server's first paint.
    ...shorthands.outline(theme.strokeWidthThin, 'solid', theme.colorTransparentStroke),
    outlineOffset: '-1px',
  },
  48: { width: '48px', height: '48px' },
  96: { width: '96px', height: '96px' },
  120: { width: '120px', height: '120px' },
  image: {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    height: '100%',
    borderRadius: 'inherit',
    objectFit: 'cover',
    verticalAlign: 'top',
  },
});

export function DoctorAvatar({ doctor, size }: { doctor: Doctor; size: 48 | 96 | 120 }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const apiBase = useConfiguration()?.apiBase ?? '/api';
  const avatar = doctor.avatars[AVATAR_SIZE];
  const picture = avatar ? `${apiBase}${avatarPath(avatar)}` : null;
  const fallback = defaultAvatarPath(doctor.sex);
  // The addresses that failed to load: the next one down is shown instead, and a new address is tried.
  const [failed, setFailed] = useState<readonly string[]>([]);
  const src = [picture, fallback].find((address) => address !== null && !failed.includes(address));
  const own = src === picture;
  return (
    <span
      role="img"
      aria-label={t(own ? 'browsing.doctors.avatar' : 'browsing.doctors.noPhoto', { name: doctor.fullName })}
      className={`${styles.root} ${styles[size]}`}
      data-testid="doctor-avatar"
    >
      {src && (
        <img
          key={src}
          className={styles.image}
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          onError={() => setFailed((list) => [...list, src])}
        />
      )}
    </span>
  );
}
