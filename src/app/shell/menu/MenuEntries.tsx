/**
 * The entries of the menu, shared by the dropdown and the drawer: a Fluent MenuList, so arrow keys move
 * between entries in both forms.
 */
import {
  makeStyles,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  Spinner,
  tokens as theme,
} from '@fluentui/react-components';
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { setLanguage } from '../../i18n';
import { installPrompt, promptInstall } from '../../pwa/install-prompt';
import { useGoToRoot } from '../../routes/step-back';
import { accountActions } from '../../state/account-actions';
import { changeAccountExpanded, closeMenu } from '../../state/menu';
import { currentClient, loggedIn, otherClients, switchingClient } from '../../state/session';
import { useConfiguration } from '../../state/use-configuration';
import {
  AppointmentsIcon,
  ChangeAccountIcon,
  InstallIcon,
  LanguageIcon,
  LoginIcon,
  LogoutIcon,
  ProfileIcon,
  ResultsIcon,
} from '../icons';
import { type MenuEntryId, visibleMenuEntries } from './menu-entries';

const useStyles = makeStyles({
  name: { color: theme.colorNeutralForeground1, fontWeight: theme.fontWeightSemibold },
  nested: { paddingInlineStart: '36px' },
});

const ICONS: Record<MenuEntryId, ReactElement> = {
  profile: <ProfileIcon />,
  changeAccount: <ChangeAccountIcon />,
  appointments: <AppointmentsIcon />,
  results: <ResultsIcon />,
  install: <InstallIcon />,
  logout: <LogoutIcon />,
  login: <LoginIcon />,
  language: <LanguageIcon />,
};

export function MenuEntries({ variant }: { variant: 'dropdown' | 'drawer' }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const goToRoot = useGoToRoot();
  const styles = useStyles();
  const configuration = useConfiguration();
  const entries = visibleMenuEntries({
    variant,
    loggedIn: loggedIn.value,
    otherClientsCount: otherClients.value.length,
    switching: switchingClient.value,
    serviceResultsAvailable: configuration?.serviceResultsAvailable ?? false,
    installPromptAvailable: installPrompt.value !== null,
  });
  const english = i18n.language.toLowerCase().startsWith('en');

  const go = (path: string) => () => {
    closeMenu();
    void navigate(path);
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
      // Logout ends with the root event (accounts spec §4, §2.2).
      void accountActions.logout().then(goToRoot);
    },
    login: go('/authorization'),
    language: () => {
      closeMenu();
      void setLanguage(english ? 'ru' : 'en-gb');
    },
  };
  const label = (id: MenuEntryId) =>
    id === 'language' ? t(english ? 'menu.languageRussian' : 'menu.languageEnglish') : t(`menu.${id}`);

  return (
    <MenuList aria-label={t('menu.title')}>
      {currentClient.value && (
        <>
          <MenuGroupHeader className={styles.name}>{currentClient.value.fullName}</MenuGroupHeader>
          <MenuDivider />
        </>
      )}
      {entries.map((id) =>
        id === 'changeAccount' ? (
          <MenuGroup key={id}>
            <MenuItem
              icon={switchingClient.value ? <Spinner size="extra-tiny" /> : ICONS[id]}
              disabled={switchingClient.value}
              aria-expanded={changeAccountExpanded.value}
              persistOnClick
              onClick={actions[id]}
            >
              {switchingClient.value ? t('menu.switching') : label(id)}
            </MenuItem>
            {changeAccountExpanded.value &&
              !switchingClient.value &&
              otherClients.value.map((client) => (
                <MenuItem
                  key={client.id}
                  className={styles.nested}
                  onClick={() => void accountActions.switchClient(client.id)}
                >
                  {client.fullName}
                </MenuItem>
              ))}
          </MenuGroup>
        ) : (
          <MenuItem key={id} icon={ICONS[id]} onClick={actions[id]} data-testid={`menu-${id}`}>
            {label(id)}
          </MenuItem>
        ),
      )}
    </MenuList>
  );
}
