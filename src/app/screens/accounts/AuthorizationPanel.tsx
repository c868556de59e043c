/**
 * The authorization panel: login and registration tabs over the forms (login,
 * registration, password recovery). `mode` is normal on /authorization; create-appointment inside the
 * booking dialog, where success hands the result to `onCreateAppointment` instead of navigating, and
 * closing the dialog (unmounting the panel) resets the forms. Only the login form comes with the panel:
 * registration and recovery (with their code, password and agreement parts) show after a tap, so
 * they load apart, when the page is idle or when asked for.
 */
import { tokens as theme } from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { type KeyboardEvent, useEffect, useId, useMemo, useRef } from 'react';
import { useDrawnSignal } from '../../state/use-drawn-signal';
import { useTranslation } from '../../i18n';
import { LazyBoundary } from '../../routes/LazyBoundary';
import { lazyNamed } from '../../routes/lazy-part';
import { whenIdle } from '../../tasks';
import { type ActiveForm, activeForm, resetAccountForms } from './forms-state';
import { LoginForm } from './LoginForm';
import { PanelContext, type PanelMode, type SignInResult } from './panel-context';
import { IDLE_LOAD_TIMEOUT_MS } from './phone-formatter';
import './accounts-strings';
import { useAccountsConfig } from './use-accounts-config';

const useStyles = makeStyles({
  panel: { display: 'grid', gap: '16px', maxWidth: '480px', margin: '0 auto', width: '100%' },
  tabs: { display: 'flex', gap: '4px' },
  tab: {
    minHeight: '44px',
    padding: '0 12px',
    border: 'none',
    borderBottom: `3px solid transparent`,
    background: 'none',
    font: 'inherit',
    fontSize: theme.fontSizeBase300,
    color: theme.colorNeutralForeground2,
    cursor: 'pointer',
    ':hover': { color: theme.colorNeutralForeground1 },
    ':focus-visible': { outline: `2px solid ${theme.colorStrokeFocus2}`, outlineOffset: '-2px' },
  },
  selected: {
    color: theme.colorNeutralForeground1,
    fontWeight: theme.fontWeightSemibold,
    borderBottomColor: theme.colorCompoundBrandStroke,
  },
});

const RecoveryForm = lazyNamed(() => import('./RecoveryForm'), 'RecoveryForm');
const RegistrationForm = lazyNamed(() => import('./RegistrationForm'), 'RegistrationForm');

/**
 * Loads the form the panel shows first when it is not the login form (a reload in the middle of
 * registration or recovery finds it there), so the first commit holds it.
 */
export function preloadForm(form: ActiveForm): Promise<unknown> {
  if (form === 'recovery') return RecoveryForm.preload();
  if (form === 'registration') return RegistrationForm.preload();
  return Promise.resolve();
}

const TABS = ['login', 'registration'] as const;
type TabName = (typeof TABS)[number];

/**
 * The two tabs as the tabs pattern: one tab stop (the selected tab), arrows and Home/End move and
 * select. Plain buttons rather than Fluent's TabList, whose focus library adds hidden focusable
 * sentinels around the list that screen-reader checks rightly flag.
 */
function AccountTabs({ id, tab, label }: { id: string; tab: TabName; label: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const refs = useRef<Partial<Record<TabName, HTMLButtonElement | null>>>({});
  const select = (name: TabName, focus: boolean) => {
    activeForm.value = name;
    if (focus) refs.current[name]?.focus();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const at = TABS.indexOf(tab);
    const next: Record<string, number> = {
      ArrowRight: (at + 1) % TABS.length,
      ArrowLeft: (at + TABS.length - 1) % TABS.length,
      Home: 0,
      End: TABS.length - 1,
    };
    const to = next[event.key];
    if (to === undefined) return;
    event.preventDefault();
    select(TABS[to]!, true);
  };
  return (
    <div role="tablist" aria-label={label} className={styles.tabs} onKeyDown={onKeyDown}>
      {TABS.map((name) => (
        <button
          key={name}
          ref={(element) => {
            refs.current[name] = element;
          }}
          type="button"
          role="tab"
          id={`${id}-${name}`}
          aria-selected={tab === name}
          aria-controls={`${id}-panel`}
          tabIndex={tab === name ? 0 : -1}
          className={tab === name ? `${styles.tab} ${styles.selected}` : styles.tab}
          data-testid={`tab-${name}`}
          onClick={() => select(name, false)}
        >
          {t(name === 'login' ? 'accounts.tabs.login' : 'accounts.tabs.registration')}
        </button>
      ))}
    </div>
  );
}

export interface AuthorizationPanelProps {
  mode?: PanelMode;
  onCreateAppointment?: (result: SignInResult) => void;
}

export function AuthorizationPanel({ mode = 'normal', onCreateAppointment }: AuthorizationPanelProps) {
  useSignals();
  const { t } = useTranslation();
  const styles = useStyles();
  const config = useAccountsConfig();
  const id = useId();
  const context = useMemo(() => ({ mode, onCreateAppointment }), [mode, onCreateAppointment]);
  // The server draws the login form for anyone; the form this tab kept across a reload (registration,
  // recovery) shows once the app has hydrated that drawing, rather than breaking its hydration.
  const form = useDrawnSignal(activeForm, 'login');
  const tab = form === 'registration' ? 'registration' : 'login';

  useEffect(() => (mode === 'create-appointment' ? resetAccountForms : undefined), [mode]);
  // A tap on a tab or on 'forgot password' then finds its form loaded.
  useEffect(
    () =>
      whenIdle(() => {
        void RegistrationForm.preload();
        void RecoveryForm.preload();
      }, IDLE_LOAD_TIMEOUT_MS),
    [],
  );

  return (
    <PanelContext.Provider value={context}>
      <div className={styles.panel} data-testid="authorization-panel" data-mode={mode}>
        <AccountTabs id={id} tab={tab} label={t('accounts.tabs.label')} />
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-${tab}`}>
          {form === 'login' && <LoginForm config={config} />}
          <LazyBoundary>
            {form === 'recovery' && <RecoveryForm config={config} />}
            {form === 'registration' && <RegistrationForm config={config} />}
          </LazyBoundary>
        </div>
      </div>
    </PanelContext.Provider>
  );
}
