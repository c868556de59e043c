/**
 * The menu at 900 px or narrower: a right-side overlay drawer, 75 % of the screen clamped to 280–330 px.
 * Fluent's OverlayDrawer is a modal dialog: it traps focus, closes on Escape and gives focus back.
 * Loaded when it first opens (MenuDrawerHost), by the menu button or the edge swipe.
 */
import {
  Button,
  DrawerBody,
  DrawerHeader,
  DrawerHeaderTitle,
  OverlayDrawer,
} from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../i18n';
import { closeMenu, menuOpen, setMenuOpen } from '../../state/menu';
import { currentDrawerWidth, desktop } from '../../state/viewport';
import { DismissIcon } from '../icons';
import { MenuEntries } from './MenuEntries';

const useStyles = makeStyles({
  body: { paddingInline: '4px' },
});

export default function MenuDrawer() {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const open = menuOpen.value && !desktop.value;
  return (
    <OverlayDrawer
      position="end"
      open={open}
      onOpenChange={(_, data) => setMenuOpen(data.open)}
      style={{ width: `${currentDrawerWidth.value}px` }}
      aria-label={t('menu.title')}
      data-testid="menu-drawer"
    >
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <Button
              appearance="subtle"
              aria-label={t('menu.close')}
              icon={<DismissIcon />}
              onClick={closeMenu}
            />
          }
        >
          {t('menu.title')}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        <MenuEntries variant="drawer" />
      </DrawerBody>
    </OverlayDrawer>
  );
}
