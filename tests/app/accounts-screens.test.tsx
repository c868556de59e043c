// @vitest-environment jsdom
/**
 * The profile, the agreement pages and the panel's reset rule in jsdom, with the session's hooks
 * replaced (the worker is not here): skeleton, hidden empty fields, masked phone, gender, the password
 * row; an agreement without text goes to the root; forms survive a trip to an agreement page only; the
 * suggested password's copy says so, or alerts when the clipboard refuses.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  MemoryRouter,
  type NavigateFunction,
  Route,
  Routes,
  useLocation,
  useNavigate,
} from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PersonalData } from '../../src/api/accounts';
import type { Configuration } from '../../src/api/configuration';
import { initI18n } from '../../src/app/i18n';
import AgreementScreen from '../../src/app/screens/accounts/AgreementScreen';
import { preloadForm } from '../../src/app/screens/accounts/AuthorizationPanel';
import AuthorizationScreen from '../../src/app/screens/accounts/AuthorizationScreen';
import { browserClipboard, setClipboardForTest } from '../../src/app/screens/accounts/clipboard';
import { resetCountdownForTest } from '../../src/app/screens/accounts/code-countdown';
import { resetAccountForms } from '../../src/app/screens/accounts/forms-state';
import { loadPhoneFormatter } from '../../src/app/screens/accounts/phone-formatter';
import ProfileScreen from '../../src/app/screens/accounts/ProfileScreen';
import { clearSnackbars, snackbars } from '../../src/app/state/snackbars';
import { matchRoute } from '../../src/domain/routes';

const live = vi.hoisted(() => ({ personalData: null as unknown }));
vi.mock('../../src/app/live/session', () => {
  const ok = async () => ({ ok: true, value: {} });
  const commands = {
    login: ok,
    register: ok,
    sendCode: ok,
    checkCode: ok,
    recoverPassword: ok,
    changePassword: ok,
  };
  return {
    useAccountCommands: () => commands,
    accountCommands: commands,
    usePersonalData: () => ({
      data: live.personalData,
      updatedAt: null,
      stale: false,
      refreshing: live.personalData === null,
      lastError: null,
    }),
  };
});
const configuration = vi.hoisted(() => ({ value: null as unknown }));
vi.mock('../../src/app/live/use-configuration', () => ({
  useConfiguration: () => configuration.value,
  useLegalText: (name: 'endUserLicenseAgreement' | 'privacyPolicy') =>
    (configuration.value as Configuration | null)?.[name] ?? null,
}));
vi.mock('../../src/app/live/clinics', () => ({
  useClinics: () => ({ data: null, updatedAt: null, stale: false, refreshing: false, lastError: null }),
  useRefresh: () => async () => ({ ok: true }),
}));
vi.mock('../../src/app/live/network', () => ({
  useNetworkReachable: () => true,
  useNetworkFailure: () => null,
}));

const CONFIGURATION = {
  alpha2: 'RU',
  availableTransports: { sms: true, whatsapp: false, flash_call: false },
  priorities: { sms: 1, whatsapp: 0, flash_call: 0 },
  waitingTime: 60,
  userMustCheckBoxToAgreeToPrivacyPolicy: false,
  endUserLicenseAgreement: 'Текст соглашения',
  privacyPolicy: null,
} as unknown as Configuration;

const person = (overrides: Partial<PersonalData['personalInformation']>): PersonalData => ({
  personalInformation: {
    id: 1,
    surname: 'Петров',
    name: 'Игорь',
    secondName: 'Сергеевич',
    fullName: 'Петров Игорь Сергеевич',
    birthdate: '1979-11-30',
    sex: 1,
    email: null,
    phone: '79990000002',
    appointmentsCount: 0,
    ...overrides,
  },
  otherAvailableClients: [],
});

let location = '';
let navigate: NavigateFunction = () => undefined;
function Probe() {
  location = useLocation().pathname;
  navigate = useNavigate();
  return null;
}

/** Moves the router and the address bar together, as BrowserRouter does (the reset rule reads the latter). */
function go(path: string) {
  act(() => {
    window.history.pushState({}, '', path);
    void navigate(path);
  });
}

function renderApp(path: string) {
  window.history.replaceState({}, '', path);
  const element = (name: string) => {
    const match = matchRoute(name === 'root' ? '/' : `/${name}`);
    if (!match) throw new Error(name);
    return match;
  };
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <Routes>
          <Route path="/" element={<p>root</p>} />
          <Route path="/authorization" element={<AuthorizationScreen />} />
          <Route path="/profile" element={<ProfileScreen />} />
          <Route
            path="/end-user-license-agreement"
            element={<AgreementScreen match={element('end-user-license-agreement')} />}
          />
          <Route path="/privacy-policy" element={<AgreementScreen match={element('privacy-policy')} />} />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}

// The forms after a tap and the phone formatter load apart; here they are loaded before any render.
beforeAll(async () => {
  initI18n('ru');
  await Promise.all([preloadForm('registration'), preloadForm('recovery'), loadPhoneFormatter()]);
});
beforeEach(() => {
  configuration.value = CONFIGURATION;
  live.personalData = null;
  localStorage.clear();
  resetCountdownForTest();
  resetAccountForms();
});
afterEach(() => {
  cleanup();
  clearSnackbars();
  setClipboardForTest(browserClipboard);
});

const value = (testId: string) => (screen.getByTestId(testId) as HTMLInputElement).value;
const type = (testId: string, text: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value: text } });

describe('profile', () => {
  it('shows a skeleton while loading', () => {
    renderApp('/profile');
    expect(screen.getByTestId('profile-skeleton')).toBeTruthy();
  });

  it('shows the filled fields, the masked phone, gender and the password as dots', () => {
    live.personalData = person({});
    renderApp('/profile');
    expect(screen.getByTestId('profile-name').textContent).toContain('Петров Игорь Сергеевич');
    expect(screen.getByRole('button', { name: /Как изменить личные данные/ })).toBeTruthy();
    expect(screen.getByTestId('profile-birthdate').textContent).toContain('30 ноября 1979');
    expect(screen.getByTestId('profile-sex').textContent).toContain('Мужской');
    expect(screen.getByTestId('profile-phone').textContent).toContain('+7 999 000 00 02');
    expect(screen.queryByTestId('profile-email')).toBeNull();
    const password = screen.getByTestId('profile-change-password');
    expect(password.textContent).toContain('••••••••');
    expect(password.getAttribute('href')).toBe('/change-password');
  });

  it('reads any sex but 1 as female and hides what is empty', () => {
    live.personalData = person({ sex: 0, birthdate: null, phone: null, email: 'a@example.ru' });
    renderApp('/profile');
    expect(screen.getByTestId('profile-sex').textContent).toContain('Женский');
    expect(screen.queryByTestId('profile-birthdate')).toBeNull();
    expect(screen.queryByTestId('profile-phone')).toBeNull();
    expect(screen.getByTestId('profile-email').textContent).toContain('a@example.ru');
  });
});

describe('agreement pages and the reset rule', () => {
  it('shows the text, and goes to the root when there is none', async () => {
    renderApp('/end-user-license-agreement');
    expect(screen.getByTestId('agreement').textContent).toContain('Текст соглашения');
    go('/privacy-policy');
    await waitFor(() => expect(location).toBe('/'));
  });

  it('keeps the forms for a trip to an agreement page and back, and resets them on leaving elsewhere', () => {
    renderApp('/authorization');
    fireEvent.click(screen.getByTestId('tab-registration'));
    type('registration-surname', 'Кузнецова');
    fireEvent.click(screen.getByTestId('licence-link'));
    expect(screen.getByTestId('agreement')).toBeTruthy();
    go('/authorization');
    expect(value('registration-surname')).toBe('Кузнецова');
    go('/');
    go('/authorization');
    // Reset: the login form again, empty.
    expect(value('login-phone')).toBe('');
    fireEvent.click(screen.getByTestId('tab-registration'));
    expect(value('registration-surname')).toBe('');
  });

  it('resets the forms when an agreement page is left for another page', () => {
    renderApp('/authorization');
    fireEvent.click(screen.getByTestId('tab-registration'));
    type('registration-surname', 'Кузнецова');
    fireEvent.click(screen.getByTestId('licence-link'));
    go('/profile');
    go('/authorization');
    expect(value('login-phone')).toBe('');
  });
});

describe('the suggested password', () => {
  async function openStageTwo() {
    renderApp('/authorization');
    fireEvent.click(screen.getByTestId('tab-registration'));
    type('registration-surname', 'Кузнецова');
    type('registration-phone', '79991234567');
    fireEvent.click(screen.getByTestId('code-sms'));
    await screen.findByText('Повторить');
    type('code', '1234');
    fireEvent.click(screen.getByTestId('registration-next'));
    await screen.findByTestId('suggested-password');
  }

  it('copies and says so', async () => {
    const copied: string[] = [];
    setClipboardForTest({
      copy: async (text) => {
        copied.push(text);
        return true;
      },
    });
    await openStageTwo();
    fireEvent.click(screen.getByTestId('copy-password'));
    await waitFor(() => expect(snackbars.value[0]).toMatchObject({ message: 'accounts.recovery.copied' }));
    expect(copied).toEqual([value('suggested-password')]);
  });

  it('alerts when the clipboard refuses', async () => {
    setClipboardForTest({ copy: async () => false });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    await openStageTwo();
    fireEvent.click(screen.getByTestId('copy-password'));
    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith(expect.stringContaining('Не удалось скопировать')),
    );
    expect(snackbars.value).toEqual([]);
    alert.mockRestore();
  });
});
