/**
 * The 56 px header: return button when the header state says so, the title (a link
 * to the clinic page on clinic routes once clinics have loaded), and on the right either the install and
 * login buttons (logged out) or the menu button (logged in).
 */
import { Button, tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { headerButton } from './header-button';
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useTranslation } from '../i18n';
import { useLocation } from 'react-router-dom';
import { clinicTitleTarget } from '../../domain/browsing-sections';
import { parseId } from '../../domain/route-params';
import { matchRoute } from '../../domain/routes';
import { HEADER_HEIGHT } from '../../domain/shell-layout';
import { useClinic } from '../live/clinic';
import { useStepBack } from '../routes/step-back';
import { useGo } from '../routes/use-go';
import { headerFor, routeHeader } from '../state/header';
import { useLoggedIn } from '../live/logged-in';
import { BackIcon, LoginIcon } from './icons';
import { InstallButton } from './InstallButton';
import { MenuButton } from './menu/MenuButton';
import { ROUTE_HEADER_TITLES } from './route-titles';

const useStyles = makeStyles({
  header: {
    position: 'sticky',
    top: 0,
    zIndex: 10,
    height: `${HEADER_HEIGHT}px`,
    display: 'flex',
    alignItems: 'center',
    gap: '4px',
    paddingInline: '8px',
    backgroundColor: 'var(--priyom-primary)',
    color: 'var(--priyom-primary-font)',
    boxShadow: theme.shadow4,
  },
  iconButton: { ...headerButton, minWidth: '40px' },
  title: {
    flexGrow: 1,
    minWidth: 0,
    margin: 0,
    paddingInline: '8px',
    fontSize: theme.fontSizeBase500,
    fontWeight: theme.fontWeightSemibold,
    lineHeight: theme.lineHeightBase500,
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
  },
  titleButton: {
    display: 'block',
    maxWidth: '100%',
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    ':focus-visible': { outline: '2px solid currentColor', outlineOffset: '2px' },
  },
  actions: { display: 'flex', alignItems: 'center', gap: '4px', flexShrink: 0 },
  login: headerButton,
});

export function Header() {
  useSignals();
  const signedIn = useLoggedIn();
  const { t } = useTranslation();
  const styles = useStyles();
  const go = useGo();
  const stepBack = useStepBack();
  const { pathname, key } = useLocation();
  const route = matchRoute(pathname);
  const { clinic, count } = useClinic(parseId(route?.params.clinicId));
  const state = headerFor(key, routeHeader(route?.route.name, count));
  const appName = t('app.name');
  const routeTitleKey = route ? ROUTE_HEADER_TITLES[route.route.name] : undefined;
  const routeTitle = routeTitleKey ? t(routeTitleKey) : null;
  const title = state.title ?? routeTitle ?? clinic?.title ?? appName;
  // The tab title follows the header, in the chosen language (screen readers announce it too).
  useEffect(() => {
    document.title = title === appName ? appName : `${title} · ${appName}`;
  }, [title, appName]);

  return (
    <header className={styles.header} data-testid="app-header">
      {state.back && (
        <Button
          appearance="transparent"
          className={styles.iconButton}
          icon={<BackIcon />}
          aria-label={t('header.back')}
          data-testid="header-back"
          onClick={stepBack}
        />
      )}
      <div className={styles.title} data-testid="header-title">
        {clinic ? (
          <button
            type="button"
            className={styles.titleButton}
            // The name starts with what the button shows (WCAG label-in-name) and says where it goes.
            aria-label={t('header.openClinic', { title: clinic.title })}
            title={t('header.openClinic', { title: clinic.title })}
            data-testid="header-title-link"
            // A clinic that hides its information page: its menu instead (that page would step back).
            onClick={() => go(clinicTitleTarget(clinic))}
          >
            {title}
          </button>
        ) : (
          title
        )}
      </div>
      <div className={styles.actions}>
        {signedIn ? (
          <MenuButton />
        ) : (
          <>
            <InstallButton />
            <Button
              appearance="transparent"
              className={styles.login}
              icon={<LoginIcon />}
              data-testid="header-login"
              onClick={() => go('/authorization')}
            >
              {t('header.login')}
            </Button>
          </>
        )}
      </div>
    </header>
  );
}
