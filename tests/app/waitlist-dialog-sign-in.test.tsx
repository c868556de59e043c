// @vitest-environment jsdom
/**
 * The waitlist's join dialog signing in inline, with the worker's join replaced and the authorization
 * panel replaced by a button that logs in as the real panel reports it: a login that reaches other
 * (family) profiles joins no line until the patient has seen whom it is for ('Вы вошли как …') and
 * pressed "Tell me"; a login with one profile joins at once, as before.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/app/i18n';
import WaitlistAskDialog from '../../src/app/screens/waitlist/WaitlistAskDialog';
import { currentClient, loggedIn, otherClients } from '../../src/app/state/session';
import { clearSnackbars, snackbars } from '../../src/app/state/snackbars';
import { signIn } from './support/family-sign-in';

const fake = vi.hoisted(() => ({ join: vi.fn(), signIn: null as unknown }));

vi.mock('../../src/app/live/waitlist', () => ({ waitlistCommands: { join: fake.join } }));
// The panel as the dialog sees it: a login sets this tab's session signals, then hands its result over.
vi.mock('../../src/app/screens/accounts/AuthorizationPanel', async () => {
  const { fakeAuthorizationPanel } = await import('./support/family-sign-in');
  return fakeAuthorizationPanel(() => fake.signIn);
});

const PROPS = {
  clinicId: 1,
  serviceId: null,
  suggestion: { kind: 'later' as const, doctorId: 5, lastDate: '2030-01-20' },
  today: '2030-01-09',
};

let onClose = vi.fn();
async function signInInDialog(others: number) {
  onClose = vi.fn();
  render(
    <FluentProvider theme={webLightTheme}>
      <WaitlistAskDialog {...PROPS} onClose={onClose} />
    </FluentProvider>,
  );
  fake.signIn = signIn(others);
  fireEvent.click(await screen.findByTestId('fake-login', undefined, { timeout: 10_000 }));
}

beforeAll(async () => {
  await initI18n('ru');
});
beforeEach(() => {
  fake.join.mockReset().mockResolvedValue({ ok: true, value: { request: {} } });
  loggedIn.value = false;
  currentClient.value = null;
  otherClients.value = [];
  clearSnackbars();
});
afterEach(async () => {
  cleanup();
  // Let tabster (the dialog's focus handling) see its removal while jsdom is still there.
  await new Promise((resolve) => setTimeout(resolve, 0));
  loggedIn.value = false;
  currentClient.value = null;
  otherClients.value = [];
  clearSnackbars();
});

describe('signing in inside the waitlist dialog', () => {
  it('with other profiles on the login, joins nothing until "Tell me", having said who entered', async () => {
    await signInInDialog(1);
    await waitFor(() => expect(snackbars.value).toMatchObject([{ message: 'snackbar.enteredAs' }]));
    expect(snackbars.value[0]).toMatchObject({ params: { name: 'Иванова Мария' } });
    expect(fake.join).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByTestId('waitlist-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fake.join).toHaveBeenCalledTimes(1);
  });

  it('closed while the login runs, joins nothing once the login answers', async () => {
    let answer: (result: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => {
      answer = resolve;
    });
    onClose = vi.fn();
    const dialog = render(
      <FluentProvider theme={webLightTheme}>
        <WaitlistAskDialog {...PROPS} onClose={onClose} />
      </FluentProvider>,
    );
    fake.signIn = pending;
    fireEvent.click(await screen.findByTestId('fake-login', undefined, { timeout: 10_000 }));
    dialog.unmount(); // closed (Cancel, Escape) while the login ran
    answer(signIn(0));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fake.join).not.toHaveBeenCalled();
  });

  it('with one profile, joins at once', async () => {
    await signInInDialog(0);
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fake.join).toHaveBeenCalledWith({
      clinicId: 1,
      doctorId: 5,
      serviceId: null,
      lastDate: '2030-01-20',
    });
  });
});
