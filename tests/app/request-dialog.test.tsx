// @vitest-environment jsdom
/**
 * The dialogs that stay open while their request runs (common/RequestDialog.tsx over
 * common/use-dialog-request.ts), through two of them with the worker's commands replaced: while the
 * request runs both buttons are disabled and Escape does not close the dialog; success closes it after
 * its snackbar; a failure lists the answer's lists merged and de-duplicated, confirm blocked until each
 * is dismissed; a call that throws lists the general error. The booking dialog's own flows are in
 * booking-dialog-family-login.test.tsx.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Appointment } from '../../src/api/appointments';
import { i18n, runtimeKey } from '../../src/app/i18n';
import { CancelDialog } from '../../src/app/screens/appointments/CancelDialog';
import WaitlistAskDialog from '../../src/app/screens/waitlist/WaitlistAskDialog';
import { loggedIn } from '../../src/app/state/session';
import { clearSnackbars, snackbars } from '../../src/app/state/snackbars';
import { withBothLanguages } from './both-languages';
import { unavailable } from './support/unavailable';

const fake = vi.hoisted(() => ({ cancel: vi.fn(), join: vi.fn() }));
vi.mock('../../src/app/live/appointments', () => ({ appointmentCommands: { cancel: fake.cancel } }));
vi.mock('../../src/app/live/waitlist', () => ({ waitlistCommands: { join: fake.join } }));

/** A request the test answers when it chooses. */
function deferred() {
  let answer: (value: unknown) => void = () => undefined;
  const promise = new Promise((resolve) => {
    answer = resolve;
  });
  return { promise, answer };
}

const appointment = { id: 7, doctor: { fullName: 'Петров Пётр' } } as unknown as Appointment;
let onClose = vi.fn();

function renderCancel() {
  render(
    <FluentProvider theme={webLightTheme}>
      <CancelDialog appointment={appointment} when="9 января, 09:30" onClose={onClose} />
    </FluentProvider>,
  );
  return screen.getByTestId('cancel-dialog');
}

const button = (root: HTMLElement, name: string) =>
  [...root.querySelectorAll('button')].find((item) => item.textContent === name) as HTMLButtonElement;

withBothLanguages();

beforeEach(() => {
  onClose = vi.fn();
  fake.cancel.mockReset();
  fake.join.mockReset();
  clearSnackbars();
});
afterEach(() => {
  loggedIn.value = false;
  clearSnackbars();
});

describe('while the request runs', () => {
  it('keeps the dialog open with both buttons disabled, then closes it after its snackbar', async () => {
    const request = deferred();
    fake.cancel.mockReturnValue(request.promise);
    const dialog = renderCancel();
    fireEvent.click(screen.getByTestId('cancel-confirm'));

    expect(fake.cancel).toHaveBeenCalledWith(expect.objectContaining({ appointmentId: 7 }));
    await waitFor(() => expect(unavailable(screen.getByTestId('cancel-confirm'))).toBe(true));
    expect(unavailable(button(dialog, 'Не отменять'))).toBe(true);
    expect(within(dialog).getByRole('progressbar')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();

    await act(async () => request.answer({ ok: true, value: { appointmentId: 7 } }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(snackbars.value).toMatchObject([{ message: 'appointments.cancelled' }]);
  });

  it('closes on Escape when nothing runs', () => {
    const dialog = renderCancel();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('a failure', () => {
  it('lists the merged keys once each, and confirm waits until each is dismissed', async () => {
    fake.cancel.mockResolvedValue({
      ok: false,
      error: {
        kind: 'server',
        errors: {
          unexpectedErrors: ['internal.detail'],
          cancelAppointmentErrors: ['errors.basis.not_found', 'errors.basis.not_found'],
        },
      },
    });
    renderCancel();
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    const list = screen.getByTestId('error-list');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(2));
    const confirm = screen.getByTestId('cancel-confirm') as HTMLButtonElement;
    expect(unavailable(confirm)).toBe(true);
    expect(onClose).not.toHaveBeenCalled();

    for (const item of within(list).getAllByRole('button')) fireEvent.click(item);
    expect(within(list).queryAllByRole('button')).toHaveLength(0);
    expect(unavailable(confirm)).toBe(false);
  });

  it('of the call itself lists the general error and leaves the dialog usable', async () => {
    fake.cancel.mockRejectedValue(new Error('worker gone'));
    renderCancel();
    fireEvent.click(screen.getByTestId('cancel-confirm'));
    const list = screen.getByTestId('error-list');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(1));
    expect(list.textContent).not.toBe('');
    expect(unavailable(screen.getByTestId('cancel-confirm'))).toBe(true);
    fireEvent.click(button(screen.getByTestId('cancel-dialog'), 'Не отменять'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});

describe('the waitlist dialog on the same piece', () => {
  const props = {
    clinicId: 1,
    serviceId: null,
    suggestion: { kind: 'later' as const, doctorId: 5, lastDate: '2030-01-20' },
    today: '2030-01-09',
  };

  it("lists the waitlist's reasons first, then the form's, then 'try later'", async () => {
    loggedIn.value = true;
    fake.join.mockResolvedValue({
      ok: false,
      error: {
        kind: 'server',
        errors: {
          unexpectedErrors: ['internal.detail'],
          formErrors: ['errors.basis.invalid_input'],
          waitlistErrors: ['errors.basis.unauthorized'],
        },
      },
    });
    render(
      <FluentProvider theme={webLightTheme}>
        <WaitlistAskDialog {...props} onClose={onClose} />
      </FluentProvider>,
    );
    fireEvent.click(screen.getByTestId('waitlist-confirm'));
    const list = screen.getByTestId('error-list');
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(
      within(list)
        .getAllByRole('button')
        .map((item) => item.textContent),
    ).toEqual([
      i18n.t(runtimeKey('errors.basis.unauthorized')),
      i18n.t(runtimeKey('errors.basis.invalid_input')),
      i18n.t(runtimeKey('errors.try_to_use_the_service_later')),
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('closes on success with its snackbar', async () => {
    loggedIn.value = true;
    fake.join.mockResolvedValue({ ok: true, value: { request: {} } });
    render(
      <FluentProvider theme={webLightTheme}>
        <WaitlistAskDialog {...props} onClose={onClose} />
      </FluentProvider>,
    );
    fireEvent.click(screen.getByTestId('waitlist-confirm'));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fake.join).toHaveBeenCalledWith({
      clinicId: 1,
      doctorId: 5,
      serviceId: null,
      lastDate: '2030-01-20',
    });
    expect(snackbars.value).toMatchObject([{ message: 'waitlist.ask.joined' }]);
  });
});
