// @vitest-environment jsdom
/**
 * The change-password screen in jsdom, with the session's commands replaced by a recording fake (the
 * worker is not here): a common password said to be too common as it is typed, the allowed password
 * characters, and the submit that steps back with its snackbar.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/app/i18n';
import ChangePasswordScreen from '../../src/app/screens/accounts/ChangePasswordScreen';
import { resetAccountForms } from '../../src/app/screens/accounts/forms-state';
import { clearSnackbars, snackbars } from '../../src/app/state/snackbars';
import { unavailable } from './support/unavailable';

const session = vi.hoisted(() => ({
  calls: [] as { command: string; payload: unknown }[],
  answer: null as Promise<unknown> | null,
}));

vi.mock('../../src/app/live/session', () => {
  const changePassword = async (payload: unknown) => {
    session.calls.push({ command: 'changePassword', payload });
    await session.answer;
    return { ok: true, value: {} };
  };
  const commands = { changePassword };
  return { useAccountCommands: () => commands, accountCommands: commands };
});

let location = '';
function Where() {
  location = useLocation().pathname;
  return null;
}

function renderScreen() {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={['/', '/change-password']} initialIndex={1}>
        <Where />
        <ChangePasswordScreen />
      </MemoryRouter>
    </FluentProvider>,
  );
}

beforeAll(() => {
  initI18n('ru');
});
beforeEach(() => {
  session.calls = [];
  session.answer = null;
  resetAccountForms();
});
afterEach(() => {
  cleanup();
  clearSnackbars();
});

const TOO_COMMON = 'Этот пароль слишком распространён, его легко подобрать. Придумайте другой';

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

describe('change password', () => {
  it('says a common new password is too common as it is typed and keeps submit disabled', async () => {
    renderScreen();
    type('change-oldPassword', 'oldpass1');
    type('change-newPassword', 'password1');
    fireEvent.blur(input('change-newPassword'));
    expect(await screen.findByText(TOO_COMMON, undefined, { timeout: 5000 })).toBeTruthy();
    type('change-confirmNewPassword', 'password1');
    expect(unavailable(screen.getByTestId('change-password-submit'))).toBe(true);
    type('change-newPassword', 'fresh#2026');
    type('change-confirmNewPassword', 'fresh#2026');
    expect(screen.queryByText(TOO_COMMON)).toBeNull();
    expect(unavailable(screen.getByTestId('change-password-submit'))).toBe(false);
  });

  it('blocks and strips characters outside the allowed set and submits once valid', async () => {
    renderScreen();
    const old = input('change-oldPassword');
    expect(fireEvent.keyDown(old, { key: '-' })).toBe(false);
    expect(fireEvent.keyDown(old, { key: '#' })).toBe(true);
    type('change-oldPassword', 'old pass-1');
    expect(old.value).toBe('oldpass1');
    expect(old.maxLength).toBe(64);
    expect(input('change-newPassword').maxLength).toBe(32);
    type('change-newPassword', 'oldpass1');
    type('change-confirmNewPassword', 'oldpass1');
    fireEvent.blur(input('change-confirmNewPassword'));
    expect(screen.getAllByText('Новый пароль должен отличаться от текущего')).toHaveLength(1);
    expect(unavailable(screen.getByTestId('change-password-submit'))).toBe(true);
    type('change-newPassword', 'fresh#2026');
    type('change-confirmNewPassword', 'fresh#2026');
    fireEvent.keyDown(input('change-confirmNewPassword'), { key: 'Enter' });
    // Step back: with no router history here, change-password's fixed parent.
    await waitFor(() => expect(location).toBe('/profile'));
    expect(session.calls).toEqual([
      {
        command: 'changePassword',
        payload: { oldPassword: 'oldpass1', newPassword: 'fresh#2026', confirmNewPassword: 'fresh#2026' },
      },
    ]);
    expect(snackbars.value[0]).toMatchObject({ message: 'auth.password_successfully_changed' });
  });

  it('an answer that comes after the patient went elsewhere takes them no step back from there', async () => {
    let answer = () => {};
    session.answer = new Promise<void>((resolve) => {
      answer = resolve;
    });
    let goTo: (path: string) => void = () => {};
    function Away() {
      const navigate = useNavigate();
      goTo = (path) => void navigate(path);
      return null;
    }
    render(
      <FluentProvider theme={webLightTheme}>
        <MemoryRouter initialEntries={['/', '/profile', '/change-password']} initialIndex={2}>
          <Where />
          <Away />
          <Routes>
            <Route path="/change-password" element={<ChangePasswordScreen />} />
            <Route path="*" element={null} />
          </Routes>
        </MemoryRouter>
      </FluentProvider>,
    );
    type('change-oldPassword', 'oldpass1');
    type('change-newPassword', 'fresh#2026');
    type('change-confirmNewPassword', 'fresh#2026');
    fireEvent.keyDown(input('change-confirmNewPassword'), { key: 'Enter' });
    await waitFor(() => expect(session.calls).toHaveLength(1));
    act(() => goTo('/appointments'));
    expect(location).toBe('/appointments');
    await act(async () => {
      answer();
      await session.answer;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(location).toBe('/appointments');
  });
});
