/**
 * A list row of the categories and specialties: a link with a title and a line under it (and a chevron
 * after them where asked), and an info tip named by the title, its lines under the title.
 */
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from '../../i18n';
import { InfoTip } from '../../common/InfoTip';
import { useListStyles } from '../../common/list-styles';
import { ChevronIcon } from '../../shell/icons';
import './browsing-strings';

export function LinkRow({
  to,
  title,
  sub,
  tip,
  chevron = false,
  testId,
  linkTestId,
}: {
  to: string;
  title: string;
  sub: string;
  /** The tip's lines under the title; no tip without them. */
  tip?: ReactNode;
  chevron?: boolean;
  testId?: string;
  linkTestId?: string;
}) {
  const { t } = useTranslation();
  const styles = useListStyles();
  return (
    <li className={styles.row} data-testid={testId}>
      <RouterLink className={styles.link} to={to} data-testid={linkTestId}>
        <span className={styles.texts}>
          <span className={styles.title}>{title}</span>
          <span className={styles.sub}>{sub}</span>
        </span>
        {chevron && <ChevronIcon aria-hidden />}
      </RouterLink>
      {tip !== undefined && (
        <InfoTip label={t('browsing.info', { title })}>
          <strong>{title}</strong>
          {tip}
        </InfoTip>
      )}
    </li>
  );
}
