/**
 * The application shell around every route: a skip link, header, page body (at most 900 px; 500 px on
 * narrow screens), the drawer, the scroll panel and the snackbars. After every navigation but the first
 * load, focus moves to the new page's heading (or the page body), so keyboard and screen-reader users
 * start on the new page rather than on whatever they activated.
 */
import { tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { type RefObject, useEffect, useRef } from 'react';
import { useTranslation } from '../i18n';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import {
  BODY_MAX_WIDTH,
  BODY_MAX_WIDTH_NARROW,
  HEADER_HEIGHT,
  NARROW_BREAKPOINT,
} from '../../domain/shell-layout';
import { Header } from './Header';
import { LanguageFooter } from './LanguageFooter';
import { MenuDrawerHost } from './menu/MenuDrawerHost';
import { LazyScrollButtons } from './LazyScrollButtons';
import { SessionEnd } from './SessionEnd';
import { WaitlistNoticeHost } from '../routes/screens';
import { Snackbars } from './snackbars/Snackbars';
import { snackbarRoom } from './snackbars/snackbar-room';
import { LazyWaitingActions } from './LazyWaitingActions';
import { useEdgeSwipe } from './use-edge-swipe';

const FOOT_ROOM_PX = 96;

const useStyles = makeStyles({
  shell: { minHeight: '100vh', backgroundColor: theme.colorNeutralBackground2 },
  // Visually hidden until focused (the first Tab on any page), then shown over the header's corner.
  skip: {
    position: 'absolute',
    zIndex: 30,
    top: '8px',
    insetInlineStart: '8px',
    padding: '8px 12px',
    borderRadius: theme.borderRadiusMedium,
    backgroundColor: theme.colorNeutralBackground1,
    color: theme.colorBrandForegroundLink,
    boxShadow: theme.shadow8,
    ':not(:focus)': {
      width: '1px',
      height: '1px',
      padding: 0,
      overflow: 'hidden',
      clipPath: 'inset(50%)',
      whiteSpace: 'nowrap',
    },
  },
  body: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    minHeight: `calc(100vh - ${HEADER_HEIGHT}px)`,
    width: '100%',
    maxWidth: `${BODY_MAX_WIDTH}px`,
    marginInline: 'auto',
    // Room at the foot for the floating scroll button (16 px from the edge, 40 px tall, and a margin)
    // and for the snackbars while they show: scrolled to the end, nothing floats over the last rows.
    padding: `16px 12px calc(${FOOT_ROOM_PX}px + ${snackbarRoom})`,
    [`@media (max-width: ${NARROW_BREAKPOINT}px)`]: {
      maxWidth: `${BODY_MAX_WIDTH_NARROW}px`,
      padding: `12px 8px calc(${FOOT_ROOM_PX}px + ${snackbarRoom})`,
    },
    // Programmatic focus targets only (tabIndex -1): the page itself is not a control.
    ':focus': { outline: 'none' },
    '& h1[tabindex="-1"]:focus': { outline: 'none' },
  },
});

/** How long a lazily loaded screen's heading is waited for to take the focus from the page body. */
const HEADING_WAIT_MS = 5000;

/**
 * After a navigation (not on the first load): a new page (push or replace) opens at its top, while back
 * and forward (pop) leave the scroll to the browser, which restores where the reader was on that entry;
 * then focus moves into the new page.
 */
function useFocusOnNavigation(main: RefObject<HTMLElement | null>) {
  const location = useLocation();
  const type = useNavigationType();
  const first = useRef(true);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each navigation (location.key).
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (type !== 'POP') window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    // After the new screen has painted. A screen still loading (lazy) gets the page body first; its
    // heading takes the focus when it appears, unless the user has moved on meanwhile.
    const focusHeading = (body: HTMLElement): boolean => {
      const heading = body.querySelector('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      return true;
    };
    let observer: MutationObserver | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      const body = main.current;
      if (!body || focusHeading(body)) return;
      body.focus({ preventScroll: true });
      const stop = () => {
        observer?.disconnect();
        clearTimeout(timer);
      };
      observer = new MutationObserver(() => {
        if (document.activeElement !== body) stop();
        else if (focusHeading(body)) stop();
      });
      observer.observe(body, { childList: true, subtree: true });
      timer = setTimeout(stop, HEADING_WAIT_MS);
    });
    return () => {
      cancelAnimationFrame(frame);
      observer?.disconnect();
      clearTimeout(timer);
    };
  }, [location.key]);
}

export function AppShell() {
  const styles = useStyles();
  const { t } = useTranslation();
  const main = useRef<HTMLElement>(null);
  useEdgeSwipe();
  useFocusOnNavigation(main);
  return (
    <div className={styles.shell}>
      {/* biome-ignore lint/a11y/useValidAnchor: a real in-page link (#main); the click only keeps the fragment from the router. */}
      <a
        className={styles.skip}
        href="#main"
        data-testid="skip-link"
        onClick={(event) => {
          // Not a navigation: the router would see the hash. Just move focus to the page body.
          event.preventDefault();
          main.current?.focus();
        }}
      >
        {t('shell.skipToContent')}
      </a>
      <Header />
      <main className={styles.body} id="main" ref={main} tabIndex={-1}>
        <Outlet />
        <LanguageFooter />
      </main>
      <LazyScrollButtons />
      <MenuDrawerHost />
      <Snackbars>
        <LazyWaitingActions />
      </Snackbars>
      <SessionEnd />
      <WaitlistNoticeHost />
    </div>
  );
}
