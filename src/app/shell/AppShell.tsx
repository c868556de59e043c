/**
 * The application shell around every route: header, page body (at most 900 px; 500 px on narrow
 * screens), the drawer, the scroll panel and the snackbars.
 */
import { makeStyles, tokens as theme } from '@fluentui/react-components';
import { Outlet } from 'react-router-dom';
import { BODY_MAX_WIDTH, BODY_MAX_WIDTH_NARROW, NARROW_BREAKPOINT } from '../../domain/shell-layout';
import { Header } from './Header';
import { MenuDrawerHost } from './menu/MenuDrawerHost';
import { ScrollButtons } from './ScrollButtons';
import { Snackbars } from './snackbars/Snackbars';
import { useEdgeSwipe } from './use-edge-swipe';

const useStyles = makeStyles({
  shell: { minHeight: '100vh', backgroundColor: theme.colorNeutralBackground2 },
  body: {
    boxSizing: 'border-box',
    width: '100%',
    maxWidth: `${BODY_MAX_WIDTH}px`,
    marginInline: 'auto',
    padding: '16px 12px 96px',
    [`@media (max-width: ${NARROW_BREAKPOINT}px)`]: {
      maxWidth: `${BODY_MAX_WIDTH_NARROW}px`,
      padding: '12px 8px 96px',
    },
  },
});

export function AppShell() {
  const styles = useStyles();
  useEdgeSwipe();
  return (
    <div className={styles.shell}>
      <Header />
      <main className={styles.body} id="main">
        <Outlet />
      </main>
      <ScrollButtons />
      <MenuDrawerHost />
      <Snackbars />
    </div>
  );
}
