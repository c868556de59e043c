/**
 * The header's menu button (logged in). Over 900 px it anchors a dropdown (a Fluent Popover that traps
 * focus); at 900 px or narrower it opens the drawer, which the shell renders. Both read one open state,
 * so an open menu follows a resize across 900 px.
 */
import {
  Button,
  makeStyles,
  Popover,
  PopoverSurface,
  PopoverTrigger,
  useRestoreFocusTarget,
} from '@fluentui/react-components';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from 'react-i18next';
import { MENU_WIDTH } from '../../../domain/shell-layout';
import { menuOpen, setMenuOpen } from '../../state/menu';
import { desktop } from '../../state/viewport';
import { MenuIcon } from '../icons';
import { MenuEntries } from './MenuEntries';

const useStyles = makeStyles({
  button: { color: 'inherit', minWidth: '40px' },
  surface: {
    width: `${MENU_WIDTH}px`,
    maxWidth: 'calc(100vw - 16px)',
    padding: '4px',
    boxSizing: 'border-box',
  },
});

export function MenuButton() {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const open = menuOpen.value;
  // The drawer (a modal dialog elsewhere in the tree) gives focus back to this button when it closes.
  const restoreFocusTarget = useRestoreFocusTarget();
  const button = (
    <Button
      appearance="transparent"
      className={styles.button}
      icon={<MenuIcon />}
      aria-label={t('menu.open')}
      aria-expanded={open}
      aria-haspopup={desktop.value ? 'menu' : 'dialog'}
      data-testid="menu-button"
      {...restoreFocusTarget}
      onClick={desktop.value ? undefined : () => setMenuOpen(!open)}
    />
  );
  if (!desktop.value) return button;
  return (
    <Popover
      open={open}
      onOpenChange={(_, data) => setMenuOpen(data.open)}
      trapFocus
      positioning={{ position: 'below', align: 'end', offset: 4 }}
    >
      <PopoverTrigger disableButtonEnhancement>{button}</PopoverTrigger>
      <PopoverSurface className={styles.surface} aria-label={t('menu.title')} data-testid="menu-dropdown">
        <MenuEntries variant="dropdown" />
      </PopoverSurface>
    </Popover>
  );
}
