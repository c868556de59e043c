/**
 * What the authorization panel's jsdom tests share: the panel rendered at an address, and the set-up each
 * test starts from, over the fakes of ./account-fakes.ts, which a test file mocks the modules with:
 *   vi.mock('../../src/app/live/session', async () => (await import('./support/account-fakes')).sessionModule());
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { initI18n } from '../../../src/app/i18n';
import { preloadForm } from '../../../src/app/screens/accounts/AuthorizationPanel';
import { resetCountdownForTest } from '../../../src/app/screens/accounts/code-countdown';
import { resetAccountForms } from '../../../src/app/screens/accounts/forms-state';
import { loadPhoneFormatter } from '../../../src/app/screens/accounts/phone-formatter';
import { clearSnackbars } from '../../../src/app/state/snackbars';
import { CONFIGURATION, configuration, session } from './account-fakes';

export { type Answer, CONFIGURATION, configuration, session } from './account-fakes';

/** Where the router is. */
export const where = { path: '' };
function Where() {
  where.path = useLocation().pathname;
  return null;
}

export function renderAt(path: string, children: ReactNode) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
        <Where />
        {children}
      </MemoryRouter>
    </FluentProvider>,
  );
}

export const personalData = (others: number) => ({
  personalData: {
    personalInformation: { id: 1, fullName: 'Петров Игорь Сергеевич' },
    otherAvailableClients: Array.from({ length: others }, (_, id) => ({
      id: id + 2,
      fullName: `Other ${id}`,
    })),
  },
});

/** Each test starts with no calls, default answers, the configuration, no wait and fresh forms. */
export function startEachTestAfresh(): void {
  // The forms after a tap and the phone formatter load apart; here they are loaded before any render.
  beforeAll(async () => {
    initI18n('ru');
    await Promise.all([preloadForm('registration'), preloadForm('recovery'), loadPhoneFormatter()]);
  });
  beforeEach(() => {
    session.calls = [];
    session.answers = {};
    configuration.value = CONFIGURATION;
    localStorage.clear();
    resetCountdownForTest();
    resetAccountForms();
  });
  afterEach(() => {
    cleanup();
    clearSnackbars();
    vi.useRealTimers();
  });
}

export const TOO_COMMON = 'Этот пароль слишком распространён, его легко подобрать. Придумайте другой';

export const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
export const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });
