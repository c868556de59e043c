// @vitest-environment jsdom
/**
 * The authorization panel's registration in jsdom, with the session's commands replaced by recording
 * fakes (tests/app/support/account-forms.tsx): its stages, the agreement, create-appointment mode, and answers
 * that come after the patient left the panel.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AuthorizationPanel } from '../../src/app/screens/accounts/AuthorizationPanel';
import { resetCountdownForTest } from '../../src/app/screens/accounts/code-countdown';
import { registrationForm, resetAccountForms } from '../../src/app/screens/accounts/forms-state';
import { snackbars } from '../../src/app/state/snackbars';
import {
  type Answer,
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
    expect(where.path).toBe('/clinic/1/doctors');
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
    expect(unavailable(screen.getByTestId('code-sms'))).toBe(true);
    type('registration-surname', 'Кузнецова');
    expect(unavailable(screen.getByTestId('code-sms'))).toBe(false);
  });
});
