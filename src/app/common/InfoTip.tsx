/**
 * A row's info button: a popover opened by click, Enter or Space and
 * closed by Escape (focus returns to the button), so it works by touch and keyboard alike; 290 px wide.
 * The caller names the button in its own words: a shared piece cannot read one area's strings, which
 * are loaded only with that area's chunk.
 * Built from Popover and the shell's InfoIcon rather than Fluent's InfoButton, whose own icons
 * would be kept in the start page's bundle (they share a module with the shell's icons).
 */
import { Button, Popover, PopoverSurface, PopoverTrigger } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { InfoIcon } from '../shell/icons';
import { useListStyles } from './list-styles';

export function InfoTip({
  label,
  children,
  testId,
}: {
  /** The button's and the popover's accessible name, already translated. */
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  const styles = useListStyles();
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
