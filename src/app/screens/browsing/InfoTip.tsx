/**
 * A row's info button (booking spec §2 "info tooltip"): Fluent's InfoButton, a popover opened by click,
 * Enter or Space and closed by Escape, so it works by touch and keyboard alike (width 290 px, §9).
 */
import { InfoButton } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useBrowsingStyles } from './styles';

export function InfoTip({
  title,
  children,
  testId,
}: {
  title: string;
  children: ReactNode;
  testId?: string;
}) {
  const { t } = useTranslation();
  const styles = useBrowsingStyles();
  return (
    <InfoButton
      aria-label={t('browsing.info', { title })}
      data-testid={testId}
      info={<div className={styles.tip}>{children}</div>}
    />
  );
}
