/**
 * The entries of the menu, shared by the dropdown and the drawer: a Fluent MenuList, so arrow keys move
 * between entries in both forms.
 */
import {
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  Spinner,
  tokens as theme,
} from '@fluentui/react-components';
import { makeStyles } from '@griffel/react';
import { useSignals } from '@preact/signals-react/runtime';
import { Fragment, type ReactElement, useId } from 'react';
import { useTranslation } from '../../i18n';
import { installPrompt, promptInstall } from '../../pwa/install-prompt';
import { useGoToRoot } from '../../routes/step-back';
import { useGo } from '../../routes/use-go';
import { accountActions } from '../../live/account-actions';
import { CHANGE_ACCOUNT_EXPAND_DELAY_MS } from '../../../domain/shell-layout';
import { changeAccountCalling, changeAccountExpanded, closeMenu } from '../../state/menu';
import { loggedIn, menuClientName, otherClients, switchingClient } from '../../state/session';
import { useConfiguration } from '../../live/use-configuration';
import {
  AppointmentsIcon,
  ChangeAccountIcon,
  InstallIcon,
  LoginIcon,
  LogoutIcon,
  ProfileIcon,
  ResultsIcon,
} from '../icons';
import { type MenuEntryId, visibleMenuEntries } from './menu-entries';

const useStyles = makeStyles({
  name: { color: theme.colorNeutralForeground1, fontWeight: theme.fontWeightSemibold },
  nested: { paddingInlineStart: '36px' },
  // Draws the eye to the entry the snackbar's Change account is about to open: one pulse
  // of the brand colour over the expand delay; a still highlight where motion is reduced.
  calling: {
    backgroundColor: theme.colorBrandBackground2,
    animationName: {
      '0%': { backgroundColor: 'transparent' },
      '50%': { backgroundColor: theme.colorBrandBackground2Hover },
      '100%': { backgroundColor: theme.colorBrandBackground2 },
    },
    animationDuration: `${CHANGE_ACCOUNT_EXPAND_DELAY_MS}ms`,
    animationTimingFunction: theme.curveEasyEase,
    '@media (prefers-reduced-motion: reduce)': { animationName: 'none' },
  },
});

const ICONS: Record<MenuEntryId, ReactElement> = {
  profile: <ProfileIcon />,
  changeAccount: <ChangeAccountIcon />,
  appointments: <AppointmentsIcon />,
  results: <ResultsIcon />,
  install: <InstallIcon />,
  logout: <LogoutIcon />,
  login: <LoginIcon />,
};

export function MenuEntries({ variant }: { variant: 'dropdown' | 'drawer' }) {
  useSignals();
  const { t } = useTranslation();
  const goTo = useGo();
  const goToRoot = useGoToRoot();
  const styles = useStyles();
  const clientsListId = useId();
  const configuration = useConfiguration();
  const entries = visibleMenuEntries({
    variant,
    loggedIn: loggedIn.value,
    otherClientsCount: otherClients.value.length,
    switching: switchingClient.value,
    serviceResultsAvailable: configuration?.serviceResultsAvailable ?? false,
    installPromptAvailable: installPrompt.value !== null,
  });

  const go = (path: string) => () => {
    closeMenu();
    goTo(path);
  };
  const actions: Record<MenuEntryId, () => void> = {
    profile: go('/profile'),
    changeAccount: () => {
      changeAccountExpanded.value = !changeAccountExpanded.value;
    },
    appointments: go('/appointments'),
    results: go('/service-results'),
    install: () => {
      closeMenu();
      void promptInstall();
    },
    logout: () => {
      closeMenu();
      // Logout ends with the root event (the start page, or the only clinic's menu).
      void accountActions.logout(goToRoot);
    },
    login: go('/authorization'),
  };
  const label = (id: MenuEntryId) => t(`menu.${id}`);

  return (
    <MenuList aria-label={t('menu.title')}>
      {menuClientName.value && (
        <>
          <MenuGroupHeader className={styles.name}>{menuClientName.value}</MenuGroupHeader>
          <MenuDivider />
        </>
      )}
      {entries.map((id) =>
        id === 'changeAccount' ? (
          <Fragment key={id}>
            <MenuItem
              icon={switchingClient.value ? <Spinner size="extra-tiny" /> : ICONS[id]}
              disabled={switchingClient.value}
              aria-expanded={changeAccountExpanded.value}
              aria-controls={clientsListId}
              persistOnClick
              onClick={actions[id]}
              className={changeAccountCalling.value ? styles.calling : undefined}
              data-calling={changeAccountCalling.value || undefined}
              data-testid="menu-changeAccount"
            >
              {switchingClient.value ? t('menu.switching') : label(id)}
            </MenuItem>
            {changeAccountExpanded.value && !switchingClient.value && (
              <MenuGroup id={clientsListId} aria-label={label(id)}>
                {otherClients.value.map((client) => (
                  <MenuItem
                    key={client.id}
                    className={styles.nested}
                    onClick={() => {
                      // As the dropdown closes on a pick, so does the drawer: left open, the modal drawer
                      // kept the page hidden from assistive technology while the patient went on.
                      closeMenu();
                      void accountActions.switchClient(client.id);
                    }}
                  >
                    {client.fullName}
                  </MenuItem>
                ))}
              </MenuGroup>
            )}
          </Fragment>
        ) : (
          <MenuItem key={id} icon={ICONS[id]} onClick={actions[id]} data-testid={`menu-${id}`}>
            {label(id)}
          </MenuItem>
        ),
      )}
    </MenuList>
  );
}
