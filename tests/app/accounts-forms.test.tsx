// @vitest-environment jsdom
/**
 * The authorization panel in jsdom, with the session's commands replaced by recording fakes (the worker
 * is not here): keyboard paths, validation timing, the code buttons and countdown, recovery's auto-check
 * and stages. Registration is in accounts-registration-form.test.tsx, change password in change-password-form.test.tsx.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthorizationPanel } from '../../src/app/screens/accounts/AuthorizationPanel';
import { snackbars } from '../../src/app/state/snackbars';
import { fail } from '../../src/data/result';
import { CODE_UNLOCK_STORAGE_KEY } from '../../src/domain/code-countdown';
import {
  CONFIGURATION,
  configuration,
  input,
  personalData,
  renderAt,
  session,
  startEachTestAfresh,
  TOO_COMMON,
  type,
  where,
} from './support/account-forms';
import { unavailable } from './support/unavailable';

vi.mock('../../src/app/live/session', async () => (await import('./support/account-fakes')).sessionModule());
vi.mock('../../src/app/live/use-configuration', async () =>
  (await import('./support/account-fakes')).configurationModule(),
);
vi.mock('../../src/app/live/clinics', async () => (await import('./support/account-fakes')).clinicsModule());

startEachTestAfresh();

describe('login form', () => {
  it('masks the phone, moves on with Enter, submits digits only and goes to the root', async () => {
    session.answers.login = { ok: true, value: personalData(0) };
    renderAt('/authorization', <AuthorizationPanel />);
    const submit = screen.getByTestId('login-submit');
    expect(unavailable(submit)).toBe(true);
    type('login-phone', '79990000002');
    expect(input('login-phone').value).toBe('+7 999 000 00 02');
    fireEvent.keyDown(input('login-phone'), { key: 'Enter' });
    expect(document.activeElement).toBe(input('login-password'));
    type('login-password', 'demo2026');
    expect(unavailable(submit)).toBe(false);
    fireEvent.keyDown(input('login-password'), { key: 'Enter' });
    await waitFor(() => expect(where.path).toBe('/'));
    expect(session.calls).toEqual([
      { command: 'login', payload: { phone: '79990000002', password: 'demo2026' } },
    ]);
    // No other clients: no snackbar.
    expect(snackbars.value).toEqual([]);
  });

  it('validates on blur, then on every change, with the length in the message', () => {
    renderAt('/authorization', <AuthorizationPanel />);
    type('login-phone', '7999');
    expect(screen.queryByText('Минимальная длина 11 цифр')).toBeNull();
    fireEvent.blur(input('login-phone'));
    expect(screen.getByText('Минимальная длина 11 цифр')).toBeTruthy();
    type('login-phone', '79990000002');
    expect(screen.queryByText('Минимальная длина 11 цифр')).toBeNull();
    fireEvent.blur(input('login-password'));
    expect(screen.getByText('Введите пароль')).toBeTruthy();
  });

  it('shows the server errors in a list, one dismissed at a time', async () => {
    session.answers.login = {
      ok: false,
      error: { kind: 'server', errors: { formErrors: ['errors.auth.invalid_login_or_password'] } },
    };
    renderAt('/authorization', <AuthorizationPanel />);
    type('login-phone', '79990000002');
    type('login-password', 'nope');
    fireEvent.click(screen.getByTestId('login-submit'));
    const item = await screen.findByText(/Не удалось войти/);
    expect(where.path).toBe('/authorization');
    fireEvent.click(item);
    expect(screen.queryByText(/Не удалось войти/)).toBeNull();
  });

  it('says plainly when the network is the failure, and that nothing goes by itself', async () => {
    session.answers.login = fail('offline');
    renderAt('/authorization', <AuthorizationPanel />);
    type('login-phone', '79990000002');
    type('login-password', 'demo2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(await screen.findByText(/Нет сети: не удалось связаться с сервером/)).toBeTruthy();
    expect(screen.getByText(/когда связь вернётся, — само ничего не отправится/)).toBeTruthy();
    expect(screen.queryByText(/попробуйте воспользоваться сервисом позже/)).toBeNull();
    expect(where.path).toBe('/authorization');
  });

  it('says who entered when the login reaches other clients', async () => {
    session.answers.login = { ok: true, value: personalData(2) };
    renderAt('/authorization', <AuthorizationPanel />);
    type('login-phone', '79990000001');
    type('login-password', 'demo2026');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(snackbars.value).toHaveLength(1));
    expect(snackbars.value[0]).toMatchObject({
      type: 'advancedLogin',
      message: 'snackbar.enteredAs',
      params: { name: 'Петров Игорь Сергеевич' },
    });
  });
});

/** Recovery's code request by SMS, refused by the server with this error. */
function requestRefusedCode(error: string) {
  session.answers.sendCode = { ok: false, error: { kind: 'server', errors: { formErrors: [error] } } };
  renderAt('/authorization', <AuthorizationPanel />);
  fireEvent.click(screen.getByTestId('login-forgot'));
  type('recovery-phone', '79990000002');
  fireEvent.click(screen.getByTestId('code-sms'));
}

describe('code buttons and recovery', () => {
  it('a code request with no network says so instead of "try later"', async () => {
    session.answers.sendCode = fail('offline');
    renderAt('/authorization', <AuthorizationPanel />);
    fireEvent.click(screen.getByTestId('login-forgot'));
    type('recovery-phone', '79990000002');
    fireEvent.click(screen.getByTestId('code-sms'));
    expect(await screen.findByText(/Нет сети: не удалось связаться с сервером/)).toBeTruthy();
    expect(screen.queryByText(/попробуйте воспользоваться сервисом позже/)).toBeNull();
  });

  it('a recovery whose code is on its way survives a look at the login form and "forgot password" again', async () => {
    renderAt('/authorization', <AuthorizationPanel />);
    fireEvent.click(screen.getByTestId('login-forgot'));
    type('recovery-phone', '79990000002');
    fireEvent.click(screen.getByTestId('code-sms'));
    await screen.findByTestId('code');
    fireEvent.click(screen.getByTestId('tab-login'));
    fireEvent.click(await screen.findByTestId('login-forgot'));
    // The code's field is still there to type the message's code in, while the wait holds a new one.
    expect(await screen.findByTestId('code')).toBeTruthy();
    expect(input('recovery-phone').value).toMatch(/999/);
  });

  it('orders the buttons by priority with "или", then counts down in every tab and checks the code', async () => {
    session.answers.checkCode = { ok: true, value: undefined };
    renderAt('/authorization', <AuthorizationPanel />);
    type('login-phone', '79990000002');
    fireEvent.click(screen.getByTestId('login-forgot'));
    expect(input('recovery-phone').value).toBe('+7 999 000 00 02');
    const group = screen.getByRole('group', { name: 'Получить код подтверждения' });
    expect(group.textContent).toBe(
      'Получить код подтверждения' + 'Получить код звонкомилиПолучить код по SMS',
    );
    fireEvent.click(screen.getByTestId('code-flash_call'));
    await screen.findByText('Повторить');
    expect(screen.getByTestId('code-wait').textContent).toMatch(/^Подождите (60|59) секунд/);
    expect(unavailable(screen.getByTestId('code-sms'))).toBe(true);
    expect(Number(localStorage.getItem(CODE_UNLOCK_STORAGE_KEY))).toBeGreaterThan(Date.now());
    expect(session.calls).toEqual([
      {
        command: 'sendCode',
        payload: { phone: '79990000002', type: 'password_recovery', transport: 'flash_call' },
      },
    ]);
    // The flash call's code is the calling number's last four digits.
    expect(screen.getByText('Последние 4 цифры номера, с которого позвонили')).toBeTruthy();
    type('code', '123');
    expect(session.calls).toHaveLength(1);
    type('code', '1234');
    await screen.findByTestId('suggested-password');
    expect(session.calls[1]).toEqual({
      command: 'checkCode',
      payload: { phone: '79990000002', code: '1234', codeRequestId: 'asker-id' },
    });
    expect(input('suggested-password').value).toMatch(/^[a-z]+\d{4}$/);
    // Cancel in stage 2 returns to stage 1; Cancel there returns to login.
    fireEvent.click(screen.getByTestId('set-password-back'));
    expect(screen.getByTestId('recovery-phone')).toBeTruthy();
    fireEvent.click(screen.getByTestId('recovery-cancel'));
    expect(screen.getByTestId('login-phone')).toBeTruthy();
  });

  it.each([
    [60, 'Пожалуйста, подождите 60 секунд'],
    [21, 'Пожалуйста, подождите 21 секунду'],
    [3, 'Пожалуйста, подождите 3 секунды'],
  ])('a refused request asks to wait %i seconds in words, with the plural', async (waitingTime, text) => {
    configuration.value = { ...CONFIGURATION, waitingTime };
    requestRefusedCode('errors.sms.request_timeout');
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('a request refused as too early counts down from the wait the server names, buttons disabled', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      // Another device asked 20 seconds ago: 40 of the 60 seconds are left.
      session.answers.sendCode = {
        ok: false,
        error: { kind: 'server', errors: { formErrors: ['errors.sms.request_timeout'] }, retryAfter: 40 },
      };
      renderAt('/authorization', <AuthorizationPanel />);
      fireEvent.click(screen.getByTestId('login-forgot'));
      type('recovery-phone', '79990000002');
      fireEvent.click(screen.getByTestId('code-sms'));
      await waitFor(() =>
        expect(screen.getByTestId('code-wait').textContent).toMatch(/^Подождите (40|39) секунд/),
      );
      expect(screen.queryByText(/подождите 60 секунд/i)).toBeNull();
      expect(unavailable(screen.getByTestId('code-sms'))).toBe(true);
      expect(unavailable(screen.getByTestId('code-flash_call'))).toBe(true);
      // A screen reader hears the wait once, not every second: only the unseen line is live.
      const spoken = screen.getByTestId('code-wait-spoken');
      await waitFor(() => expect(spoken.textContent).toMatch(/^Подождите (40|39) секунд/));
      const firstSaid = spoken.textContent;
      expect(screen.getByTestId('code-wait').closest('[aria-live]')).toBeNull();
      act(() => {
        vi.advanceTimersByTime(30_000);
      });
      expect(screen.getByTestId('code-wait').textContent).toMatch(/^Подождите (10|9) секунд/);
      expect(spoken.textContent).toBe(firstSaid);
      expect(unavailable(screen.getByTestId('code-sms'))).toBe(true);
      act(() => {
        vi.advanceTimersByTime(11_000);
      });
      expect(screen.getByTestId('code-wait').textContent).toBe('');
      expect(unavailable(screen.getByTestId('code-sms'))).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the code field only after a successful request', async () => {
    requestRefusedCode('errors.sms.sending_error');
    await screen.findByText('При отправке сообщения произошла ошибка, попробуйте позже');
    expect(screen.queryByTestId('code')).toBeNull();
    session.answers.sendCode = { ok: true, value: { codeRequestId: 'asker-id' } };
    const button = screen.getByTestId('code-sms');
    button.focus();
    fireEvent.click(button);
    const field = await screen.findByTestId('code');
    // The pressed button waits out the countdown, unavailable: the field it led to has the focus.
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it("follows another tab's request through the storage event", async () => {
    renderAt('/authorization', <AuthorizationPanel />);
    fireEvent.click(screen.getByTestId('tab-registration'));
    const unlockAt = String(Date.now() + 30_000);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CODE_UNLOCK_STORAGE_KEY, newValue: unlockAt }));
    });
    expect(screen.getByTestId('code-wait').textContent).toMatch(/^Подождите (30|29) секунд/);
  });

  it('follows a wait another tab started while no code form was on screen', async () => {
    renderAt('/authorization', <AuthorizationPanel />);
    fireEvent.click(screen.getByTestId('tab-registration'));
    expect(screen.getByTestId('code-wait').textContent).toBe('');
    cleanup();
    const unlockAt = String(Date.now() + 30_000);
    localStorage.setItem(CODE_UNLOCK_STORAGE_KEY, unlockAt);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CODE_UNLOCK_STORAGE_KEY, newValue: unlockAt }));
    });
    renderAt('/authorization', <AuthorizationPanel />);
    fireEvent.click(screen.getByTestId('tab-registration'));
    expect(screen.getByTestId('code-wait').textContent).toMatch(/^Подождите (30|29) секунд/);
  });

  it('leaves a stored wait it does not honour at its start to the other tabs, which may hold it', () => {
    const unlockAt = String(Date.now() + 15 * 60_000);
    localStorage.setItem(CODE_UNLOCK_STORAGE_KEY, unlockAt);
    renderAt('/authorization', <AuthorizationPanel />);
    fireEvent.click(screen.getByTestId('tab-registration'));
    expect(screen.getByTestId('code-wait').textContent).toBe('');
    expect(localStorage.getItem(CODE_UNLOCK_STORAGE_KEY)).toBe(unlockAt);
  });

  it("follows another tab's longer wait the server imposed, past the waiting time", async () => {
    renderAt('/authorization', <AuthorizationPanel />);
    fireEvent.click(screen.getByTestId('tab-registration'));
    const unlockAt = String(Date.now() + 15 * 60_000);
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: CODE_UNLOCK_STORAGE_KEY, newValue: unlockAt }));
    });
    expect(screen.getByTestId('code-wait').textContent).toMatch(/^Подождите (900|899) секунд/);
  });

  it('says a common password is too common as it is typed, and does not send it', async () => {
    session.answers.checkCode = { ok: true, value: undefined };
    renderAt('/authorization', <AuthorizationPanel />);
    fireEvent.click(screen.getByTestId('login-forgot'));
    type('recovery-phone', '79990000002');
    fireEvent.click(screen.getByTestId('code-sms'));
    await screen.findByText('Повторить');
    type('code', '9876');
    await screen.findByTestId('suggested-password');
    type('new-password', 'Password1');
    fireEvent.blur(input('new-password'));
    expect(await screen.findByText(TOO_COMMON, undefined, { timeout: 5000 })).toBeTruthy();
    type('new-password', 'Password1x');
    expect(screen.queryByText(TOO_COMMON)).toBeNull();
    type('new-password', 'qwerty123');
    expect(screen.getByText(TOO_COMMON)).toBeTruthy();
    type('repeat-password', 'qwerty123');
    fireEvent.click(screen.getByTestId('set-password-submit'));
    expect(session.calls.map((call) => call.command)).toEqual(['sendCode', 'checkCode']);
  });

  it('saves the suggested password when no custom one is set, then goes to the root', async () => {
    session.answers.checkCode = { ok: true, value: undefined };
    session.answers.recoverPassword = { ok: true, value: { loggedIn: true, ...personalData(0) } };
    renderAt('/authorization', <AuthorizationPanel />);
    fireEvent.click(screen.getByTestId('login-forgot'));
    type('recovery-phone', '79990000002');
    fireEvent.click(screen.getByTestId('code-sms'));
    await screen.findByText('Повторить');
    type('code', '9876');
    const suggested = (await screen.findByTestId('suggested-password')) as HTMLInputElement;
    // The code's field went with the first stage: the second's first field has the focus.
    expect(document.activeElement).toBe(suggested);
    type('new-password', 'short');
    fireEvent.click(screen.getByTestId('set-password-submit'));
    expect(screen.getByText('Минимальная длина пароля 8 символов')).toBeTruthy();
    type('new-password', '');
    fireEvent.click(screen.getByTestId('set-password-submit'));
    // The countdown's tick each second interrupts the router's transition: on a loaded machine jsdom
    // may need a few of them before the root renders.
    await waitFor(() => expect(where.path).toBe('/'), { timeout: 8000 });
    expect(session.calls.at(-1)).toEqual({
      command: 'recoverPassword',
      payload: {
        phone: '79990000002',
        code: '9876',
        newPassword: suggested.value,
        codeRequestId: 'asker-id',
      },
    });
  });
});
