/**
 * A row's info button: a popover opened by click, Enter or Space and
 * closed by Escape (focus returns to the button), so it works by touch and keyboard alike; 290 px wide.
 * Built from Popover and the shell's InfoIcon rather than Fluent's InfoButton, whose own icons
 * would be kept in the start page's bundle (they share a module with the shell's icons).
 */
import { Button, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n';
import { InfoIcon } from '../shell/icons';
import { useListStyles } from './list-styles';

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
  const styles = useListStyles();
  const label = t('browsing.info', { title });
  return (
    <Popover withArrow positioning={{ position: 'below', align: 'end' }} inline>
      <PopoverTrigger disableButtonEnhancement>
        <Button appearance="subtle" icon={<InfoIcon />} aria-label={label} data-testid={testId} />
      </PopoverTrigger>
      <PopoverSurface className={styles.tip} aria-label={label}>
        {children}
      </PopoverSurface>
    </Popover>
  );
}
