// @vitest-environment jsdom
/**
 * The authorization panel in jsdom, with the session's commands replaced by recording fakes (the worker
 * is not here): keyboard paths, validation timing, the code buttons and countdown, recovery's auto-check
 * and stages, create-appointment mode. Change password is in change-password-form.test.tsx.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Configuration } from '../../src/api/configuration';
import { initI18n } from '../../src/app/i18n';
import { AuthorizationPanel, preloadForm } from '../../src/app/screens/accounts/AuthorizationPanel';
import { resetCountdownForTest } from '../../src/app/screens/accounts/code-countdown';
import { registrationForm, resetAccountForms } from '../../src/app/screens/accounts/forms-state';
import { loadPhoneFormatter } from '../../src/app/screens/accounts/phone-formatter';
import { clearSnackbars, snackbars } from '../../src/app/state/snackbars';
import { fail } from '../../src/data/result';
import { CODE_UNLOCK_STORAGE_KEY } from '../../src/domain/code-countdown';

type Answer =
  | { ok: true; value: unknown }
  | { ok: false; error: { kind: string; errors: Record<string, string[]>; retryAfter?: number } };

const session = vi.hoisted(() => ({
  calls: [] as { command: string; payload: unknown }[],
  answers: {} as Record<string, Answer>,
}));

vi.mock('../../src/app/live/session', () => {
  const command = (name: string) => async (payload: unknown) => {
    session.calls.push({ command: name, payload });
    // A code send answers the id the code calls must send back.
    const value = name === 'sendCode' ? { codeRequestId: 'asker-id' } : {};
    return session.answers[name] ?? { ok: true, value };
  };
  const commands = Object.fromEntries(
    [
      'login',
      'register',
      'sendCode',
      'checkCode',
      'recoverPassword',
      'changePassword',
      'changeUser',
      'logout',
    ].map((name) => [name, command(name)]),
  );
  return { useAccountCommands: () => commands, accountCommands: commands };
});

const configuration = vi.hoisted(() => ({ value: null as unknown }));
vi.mock('../../src/app/live/use-configuration', () => ({ useConfiguration: () => configuration.value }));
vi.mock('../../src/app/live/clinics', () => ({
  useClinics: () => ({ data: null, updatedAt: null, stale: false, refreshing: false, lastError: null }),
}));

const CONFIGURATION = {
  alpha2: 'RU',
  availableTransports: { sms: true, whatsapp: false, flash_call: true },
  priorities: { sms: 1, whatsapp: 5, flash_call: 2 },
  waitingTime: 60,
  userMustCheckBoxToAgreeToPrivacyPolicy: true,
  endUserLicenseAgreement: 'Licence',
  privacyPolicy: null,
} as unknown as Configuration;

let location = '';
function Where() {
  location = useLocation().pathname;
  return null;
}

function renderAt(path: string, children: ReactNode) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={['/', path]} initialIndex={1}>
        <Where />
        {children}
      </MemoryRouter>
    </FluentProvider>,
  );
}

const personalData = (others: number) => ({
  personalData: {
    personalInformation: { id: 1, fullName: 'Петров Игорь Сергеевич' },
    otherAvailableClients: Array.from({ length: others }, (_, id) => ({
      id: id + 2,
      fullName: `Other ${id}`,
    })),
  },
});

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

const TOO_COMMON = 'Этот пароль слишком распространён, его легко подобрать. Придумайте другой';

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const type = (testId: string, value: string) => fireEvent.change(input(testId), { target: { value } });

describe('login form', () => {
  it('masks the phone, moves on with Enter, submits digits only and goes to the root', async () => {
    session.answers.login = { ok: true, value: personalData(0) };
    renderAt('/authorization', <AuthorizationPanel />);
    const submit = screen.getByTestId('login-submit');
    expect(submit).toHaveProperty('disabled', true);
    type('login-phone', '79990000002');
    expect(input('login-phone').value).toBe('+7 999 000 00 02');
    fireEvent.keyDown(input('login-phone'), { key: 'Enter' });
    expect(document.activeElement).toBe(input('login-password'));
    type('login-password', 'demo2026');
    expect(submit).toHaveProperty('disabled', false);
    fireEvent.keyDown(input('login-password'), { key: 'Enter' });
    await waitFor(() => expect(location).toBe('/'));
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
    expect(location).toBe('/authorization');
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
    expect(location).toBe('/authorization');
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
    expect(screen.getByTestId('code-sms')).toHaveProperty('disabled', true);
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
      expect(screen.getByTestId('code-sms')).toHaveProperty('disabled', true);
      expect(screen.getByTestId('code-flash_call')).toHaveProperty('disabled', true);
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
      expect(screen.getByTestId('code-sms')).toHaveProperty('disabled', true);
      act(() => {
        vi.advanceTimersByTime(11_000);
      });
      expect(screen.getByTestId('code-wait').textContent).toBe('');
      expect(screen.getByTestId('code-sms')).toHaveProperty('disabled', false);
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
    await waitFor(() => expect(location).toBe('/'), { timeout: 8000 });
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

describe('registration', () => {
  async function fillStageOne() {
    fireEvent.click(screen.getByTestId('tab-registration'));
    type('registration-name', 'Ольга');
    type('registration-surname', 'Кузнецова');
    type('registration-phone', '79991234567');
    fireEvent.click(screen.getByTestId('code-flash_call'));
    await screen.findByText('Повторить');
    type('code', '4321');
  }

  it('a code check or a code send answering after the patient left the panel leaves the reset forms as they are', async () => {
    let answerCheck!: (answer: Answer) => void;
    session.answers.checkCode = new Promise<Answer>((resolve) => {
      answerCheck = resolve;
    }) as unknown as Answer;
    renderAt('/authorization', <AuthorizationPanel />);
    await fillStageOne();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('registration-next'));
    // Left while the check runs: the panel resets its forms as it goes.
    cleanup();
    resetAccountForms();
    await act(async () => answerCheck({ ok: true, value: undefined }));
    expect(registrationForm.value).toMatchObject({ stage: 1, pending: false, sentTo: null });

    // The first send's wait is over.
    localStorage.clear();
    resetCountdownForTest();
    let answerSend!: (answer: Answer) => void;
    session.answers.sendCode = new Promise<Answer>((resolve) => {
      answerSend = resolve;
    }) as unknown as Answer;
    renderAt('/authorization', <AuthorizationPanel />);
    fireEvent.click(screen.getByTestId('tab-registration'));
    type('registration-name', 'Ольга');
    type('registration-surname', 'Кузнецова');
    type('registration-phone', '79991234568');
    fireEvent.click(screen.getByTestId('code-flash_call'));
    expect(session.calls.at(-1)?.command).toBe('sendCode');
    cleanup();
    resetAccountForms();
    await act(async () => answerSend({ ok: true, value: { codeRequestId: 'late-id' } }));
    expect(registrationForm.value).toMatchObject({ stage: 1, codeRequestId: null, sentTo: null });
  });

  it('needs the agreement, then registers and hands the result over in create-appointment mode', async () => {
    session.answers.checkCode = { ok: true, value: undefined };
    session.answers.register = { ok: true, value: { registration: true, ...personalData(0) } };
    const onCreateAppointment = vi.fn();
    renderAt(
      '/clinic/1/doctors',
      <AuthorizationPanel mode="create-appointment" onCreateAppointment={onCreateAppointment} />,
    );
    await fillStageOne();
    // Only the licence exists in this configuration: its link alone.
    expect(screen.getByTestId('licence-link')).toBeTruthy();
    expect(screen.queryByTestId('privacy-link')).toBeNull();
    fireEvent.click(screen.getByTestId('registration-next'));
    expect(screen.getByText('Необходимо согласиться на обработку персональных данных')).toBeTruthy();
    expect(session.calls.map((call) => call.command)).toEqual(['sendCode']);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('registration-next'));
    await screen.findByTestId('suggested-password');
    type('new-password', 'olga2026pass');
    type('repeat-password', 'olga2026pass');
    fireEvent.click(screen.getByTestId('set-password-submit'));
    await waitFor(() => expect(onCreateAppointment).toHaveBeenCalledTimes(1));
    expect(onCreateAppointment.mock.calls[0]?.[0]).toMatchObject({ registration: true });
    expect(session.calls.at(-1)).toEqual({
      command: 'register',
      payload: {
        name: 'Ольга',
        surname: 'Кузнецова',
        phone: '79991234567',
        code: '4321',
        newPassword: 'olga2026pass',
        codeRequestId: 'asker-id',
      },
    });
    expect(location).toBe('/clinic/1/doctors');
    // The booking dialog holds the result and announces it only if the appointment then fails.
    expect(snackbars.value).toEqual([]);
  });

  it('says a common password is too common as it is typed', async () => {
    session.answers.checkCode = { ok: true, value: undefined };
    renderAt('/authorization', <AuthorizationPanel />);
    await fillStageOne();
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('registration-next'));
    await screen.findByTestId('suggested-password');
    type('new-password', 'letmein1');
    fireEvent.blur(input('new-password'));
    expect(await screen.findByText(TOO_COMMON, undefined, { timeout: 5000 })).toBeTruthy();
    type('repeat-password', 'letmein1');
    fireEvent.click(screen.getByTestId('set-password-submit'));
    expect(session.calls.map((call) => call.command)).not.toContain('register');
  });

  it('asks for a transport when Next comes before any code request', () => {
    renderAt('/authorization', <AuthorizationPanel />);
    fireEvent.click(screen.getByTestId('tab-registration'));
    type('registration-surname', 'Кузнецова');
    type('registration-phone', '79991234567');
    fireEvent.click(screen.getByTestId('registration-next'));
    expect(screen.getByTestId('code-transport-error').textContent).toBe('Выберите способ получения кода');
    expect(session.calls).toEqual([]);
  });

  it('keeps the code request disabled while the surname is missing', () => {
    renderAt('/authorization', <AuthorizationPanel />);
    fireEvent.click(screen.getByTestId('tab-registration'));
    type('registration-phone', '79991234567');
    expect(screen.getByTestId('code-sms')).toHaveProperty('disabled', true);
    type('registration-surname', 'Кузнецова');
    expect(screen.getByTestId('code-sms')).toHaveProperty('disabled', false);
  });
});
