/**
 * The header's menu button (logged in). Over 900 px it opens a dropdown anchored to it; at 900 px or
 * narrower, the drawer the shell renders. Both read one open state, so an open menu follows a resize
 * across 900 px. The dropdown (a Fluent Popover holding the menu entries) is loaded when it first opens,
 * which keeps Popover, Menu and tabster out of the start page.
 */
import { Button } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { headerButton } from '../header-button';
import { useSignals } from '@preact/signals-react/runtime';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyPart } from '../../routes/lazy-part';
import { useTranslation } from '../../i18n';
import { closeMenu, menuOpen, setMenuOpen } from '../../state/menu';
import { desktop } from '../../state/viewport';
import { MenuIcon } from '../icons';
import { RESTORE_FOCUS_TARGET } from '../restore-focus';
import { useAnchor } from '../use-anchor';
import { useLatch } from '../use-latch';

const MenuDropdown = lazyPart(() => import('./MenuDropdown'));

const useStyles = makeStyles({
  button: { ...headerButton, minWidth: '40px' },
});

export function MenuButton() {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const open = menuOpen.value;
  const dropdown = desktop.value;
  const dropdownWanted = useLatch(open && dropdown);
  const [button, anchor] = useAnchor<HTMLButtonElement>(dropdownWanted);
  return (
    <>
      <Button
        ref={button}
        appearance="transparent"
        className={styles.button}
        icon={<MenuIcon />}
        aria-label={t('menu.open')}
        aria-expanded={open}
        // Both open a dialog: the dropdown is a focus-trapping popover (role dialog) holding the menu
        // list, the drawer a modal drawer. aria-haspopup names what opens, not what is inside it.
        aria-haspopup="dialog"
        data-testid="menu-button"
        // The drawer and the dropdown give focus back to this button when they close.
        {...RESTORE_FOCUS_TARGET}
        onClick={() => setMenuOpen(!menuOpen.peek())}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && menuOpen.peek()) {
            event.preventDefault();
            closeMenu();
          }
        }}
      />
      {dropdownWanted && anchor && (
        <LazyBoundary fallback={null}>
          <MenuDropdown anchor={anchor} />
        </LazyBoundary>
      )}
    </>
  );
}
