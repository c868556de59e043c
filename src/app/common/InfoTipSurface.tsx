/**
 * InfoTip's popover, loaded when its button is first used: Fluent's Popover brings the positioning
 * engine (floating-ui), which no list needs before a tip is opened. Anchored to the button it is given,
 * closed by a click outside (Fluent) or Escape (InfoTip's button, or here inside the surface).
 */
import { Popover, PopoverSurface } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useListStyles } from './list-styles';

export default function InfoTipSurface({
  open,
  target,
  label,
  onOpenChange,
  children,
}: {
  open: boolean;
  target: HTMLElement | null;
  label: string;
  onOpenChange(open: boolean): void;
  children: ReactNode;
}) {
  const styles = useListStyles();
  return (
    <Popover
      open={open}
      onOpenChange={(event, data) => {
        // A click on the button is outside the popover (it is no PopoverTrigger): the button's own
        // click toggles, so the popover must not close first and be opened again by that toggle.
        if (!data.open && target && event.target instanceof Node && target.contains(event.target)) return;
        onOpenChange(data.open);
      }}
      withArrow
      positioning={{ position: 'below', align: 'end', target }}
      inline
    >
      <PopoverSurface className={styles.tip} aria-label={label}>
        {children}
      </PopoverSurface>
    </Popover>
  );
}
