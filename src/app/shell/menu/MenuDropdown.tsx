/**
 * The menu over 900 px: a Fluent Popover that traps focus, 300 px wide, 272 px left of the menu button
 * (the spec's numbers), below it. Loaded when the menu first opens; the button stays in the header and
 * is the popover's positioning target, so it keeps its focus and identity across the load.
 */
import { Popover, PopoverSurface } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n';
import { MENU_OFFSET, MENU_WIDTH } from '../../../domain/shell-layout';
import { menuOpen, setMenuOpen } from '../../state/menu';
import { desktop } from '../../state/viewport';
import { MenuEntries } from './MenuEntries';

const useStyles = makeStyles({
  surface: {
    width: `${MENU_WIDTH}px`,
    maxWidth: 'calc(100vw - 16px)',
    padding: '4px',
    boxSizing: 'border-box',
  },
});

export default function MenuDropdown({ anchor }: { anchor: HTMLElement }) {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Popover
      open={menuOpen.value && desktop.value}
      onOpenChange={(event, data) => {
        // A click on the menu button is the button's own to handle: it toggles the menu.
        if (!data.open && event.target instanceof Node && anchor.contains(event.target)) return;
        setMenuOpen(data.open);
      }}
      trapFocus
      positioning={{
        target: anchor,
        position: 'below',
        align: 'start',
        offset: { mainAxis: 4, crossAxis: -MENU_OFFSET },
      }}
    >
      <PopoverSurface className={styles.surface} aria-label={t('menu.title')} data-testid="menu-dropdown">
        <MenuEntries variant="dropdown" />
      </PopoverSurface>
    </Popover>
  );
}
