// @vitest-environment jsdom
/**
 * The booking dialog's sign-in in jsdom, with the worker's commands replaced and the authorization
 * panel replaced by a button that logs in as the real panel reports it: a login that reaches other
 * (family) profiles books nothing until the patient has seen whom the appointment is for ('Вы
 * записываетесь как …', with the switch) and pressed Book again; a login with one profile books at
 * once, as before. Both languages. And what it tells the schedule it booked (the waitlist's offer
 * reads that), once an alternative replaced the time taken meanwhile.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../src/app/i18n';
import {
  CreateAppointmentDialog,
  type CreateAppointmentDialogProps,
} from '../../src/app/screens/booking/CreateAppointmentDialog';
import { currentClient, loggedIn, otherClients } from '../../src/app/state/session';
import { clearSnackbars, snackbars } from '../../src/app/state/snackbars';
import { withBothLanguages } from './both-languages';
import { signIn } from './support/family-sign-in';

const fake = vi.hoisted(() => ({
  bookAppointment: vi.fn(),
  closestAppointment: vi.fn(),
  changeUser: vi.fn(),
  /** What the fake panel's login answers. */
  signIn: null as unknown,
}));

vi.mock('../../src/app/live/booking', () => ({
  bookingCommands: {
    bookAppointment: fake.bookAppointment,
    closestAppointment: fake.closestAppointment,
  },
}));
vi.mock('../../src/app/live/session', () => ({ accountCommands: { changeUser: fake.changeUser } }));
vi.mock('../../src/app/live/use-clinic-time-zone', () => ({ useClinicTimeZone: () => 'Europe/Moscow' }));
vi.mock('../../src/app/analytics/analytics', () => ({ track: () => undefined }));
// The panel as the dialog sees it: a login sets this tab's session signals, then hands its result over.
vi.mock('../../src/app/screens/accounts/AuthorizationPanel', async () => {
  const { fakeAuthorizationPanel } = await import('./support/family-sign-in');
  return fakeAuthorizationPanel(() => fake.signIn);
});

const TARGET = { clinicId: 1, doctorIds: [5], serviceId: null, date: '2030-01-09', time: '09:30' };
const CREATED = { ok: true, value: { appointment: { id: 77 } } };

let onClose = vi.fn();
function renderDialog(onOutcome: CreateAppointmentDialogProps['onOutcome'] = () => {}) {
  onClose = vi.fn();
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter>
        <CreateAppointmentDialog
          target={TARGET}
          names={['Петров Пётр']}
          onClose={onClose}
          onOutcome={onOutcome}
        />
      </MemoryRouter>
    </FluentProvider>,
  );
}

async function loginInDialog(others: number) {
  fake.signIn = signIn(others);
  fireEvent.click(await screen.findByTestId('fake-login', undefined, { timeout: 10_000 }));
}

withBothLanguages();

beforeEach(() => {
  fake.bookAppointment.mockReset().mockResolvedValue(CREATED);
  fake.closestAppointment.mockReset().mockResolvedValue({ ok: true, value: null });
  fake.changeUser.mockReset().mockResolvedValue({ ok: true, value: { personalData: null } });
  loggedIn.value = false;
  currentClient.value = null;
  otherClients.value = [];
  clearSnackbars();
});
afterEach(async () => {
  loggedIn.value = false;
  currentClient.value = null;
  otherClients.value = [];
  clearSnackbars();
  await i18n.changeLanguage('ru');
});

describe('logging in inside the booking dialog', () => {
  it('closed while the login runs, books nothing once the login answers', async () => {
    let answer: (result: unknown) => void = () => undefined;
    fake.signIn = new Promise((resolve) => {
      answer = resolve;
    });
    const dialog = renderDialog();
    fireEvent.click(await screen.findByTestId('fake-login', undefined, { timeout: 10_000 }));
    fireEvent.click(screen.getByRole('button', { name: i18n.t('booking.dialog.cancel') }));
    expect(onClose).toHaveBeenCalledTimes(1);
    dialog.unmount(); // as the schedule does once told the dialog closed
    await act(async () => {
      answer(signIn(0));
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(fake.bookAppointment).not.toHaveBeenCalled();
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['ru', 'Вы записываетесь как Иванова Мария', 'Записать другого человека'],
    ['en-gb', 'You are making the appointment as Иванова Мария', 'Book for someone else'],
  ])(
    'with a family account (%s) says whose appointment it is and waits for Book',
    async (language, line, other) => {
      await i18n.changeLanguage(language);
      renderDialog();
      await loginInDialog(1);

      expect(await screen.findByText(line)).toBeTruthy();
      expect(screen.getByRole('button', { name: other })).toBeTruthy();
      // Nothing is booked yet, and the dialog stays open.
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 50));
      });
      expect(fake.bookAppointment).not.toHaveBeenCalled();
      expect(onClose).not.toHaveBeenCalled();

      const book = screen.getByTestId('booking-confirm') as HTMLButtonElement;
      expect(book.disabled).toBe(false);
      await waitFor(() => expect(document.activeElement).toBe(book));
      fireEvent.click(book);
      await waitFor(() => expect(fake.bookAppointment).toHaveBeenCalledTimes(1));
      expect(fake.bookAppointment.mock.calls[0]?.[0]).toMatchObject({
        payload: { clinicId: 1, doctorIds: [5], date: '2030-01-09', time: '09:30' },
      });
      await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    },
  );

  it('with a family account, closed without booking, then says who is logged in', async () => {
    renderDialog();
    await loginInDialog(1);
    await screen.findByText('Вы записываетесь как Иванова Мария');
    fireEvent.click(screen.getByRole('button', { name: 'Отмена' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(fake.bookAppointment).not.toHaveBeenCalled();
    expect(snackbars.value).toMatchObject([
      { type: 'advancedLogin', message: 'snackbar.enteredAs', params: { name: 'Иванова Мария' } },
    ]);
  });

  it('with one profile books at once, as before', async () => {
    renderDialog();
    await loginInDialog(0);
    await waitFor(() => expect(fake.bookAppointment).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});

describe('logged in already with a family account', () => {
  it('says whose appointment it is, with the switch', async () => {
    loggedIn.value = true;
    currentClient.value = { id: 1, fullName: 'Иванова Мария' };
    otherClients.value = [{ id: 2, fullName: 'Иванов Пётр' }];
    renderDialog();
    expect(screen.getByText('Вы записываетесь как Иванова Мария')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Записать другого человека' })).toBeTruthy();
    expect(fake.bookAppointment).not.toHaveBeenCalled();
  });

  it('a switch that fails with no network says so, and the row keeps the current client', async () => {
    loggedIn.value = true;
    currentClient.value = { id: 1, fullName: 'Иванова Мария' };
    otherClients.value = [{ id: 2, fullName: 'Иванов Пётр' }];
    fake.changeUser.mockResolvedValue({
      ok: false,
      error: { kind: 'offline', errors: { unexpectedErrors: ['errors.offline'] } },
    });
    renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Записать другого человека' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Иванов Пётр' }));
    await waitFor(() => expect(fake.changeUser).toHaveBeenCalledWith({ clientId: 2 }));
    await waitFor(() => expect(snackbars.value).toMatchObject([{ message: 'errors.offline' }]));
    expect(screen.getByText('Вы записываетесь как Иванова Мария')).toBeTruthy();
  });
});

describe('while the booking request runs', () => {
  it('the closest appointment’s link neither closes the dialog nor leaves the page', async () => {
    loggedIn.value = true;
    currentClient.value = { id: 1, fullName: 'Иванова Мария' };
    fake.closestAppointment.mockResolvedValue({ ok: true, value: { date: '2030-01-12', time: '10:00' } });
    fake.bookAppointment.mockReturnValue(new Promise(() => {}));
    renderDialog();
    const closest = await screen.findByTestId('closest-appointment');
    fireEvent.click(screen.getByTestId('booking-confirm'));
    await waitFor(() => expect(fake.bookAppointment).toHaveBeenCalledTimes(1));
    const link = closest.querySelector('a') as HTMLAnchorElement;
    expect(link.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(link);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByTestId('create-appointment-dialog')).toBeTruthy();
  });
});

describe('a booking of an offered alternative', () => {
  it('tells the schedule the time it booked, not the one first picked and taken meanwhile', async () => {
    loggedIn.value = true;
    currentClient.value = { id: 1, fullName: 'Иванова Мария' };
    fake.bookAppointment.mockResolvedValueOnce({
      ok: false,
      error: {
        kind: 'server',
        errors: {
          createAppointmentErrors: ['errors.createAppointment.recording_point_not_available'],
          nearestFreeTimes: ['2030-01-11 10:00'],
        },
      },
    });
    const onOutcome = vi.fn();
    renderDialog(onOutcome);
    fireEvent.click(await screen.findByTestId('booking-confirm', undefined, { timeout: 10_000 }));
    const alternatives = await screen.findByTestId('booking-alternatives');
    fireEvent.click(alternatives.querySelector('button')!);
    for (const item of screen.queryByTestId('error-list')?.querySelectorAll('button') ?? [])
      fireEvent.click(item);
    fireEvent.click(screen.getByTestId('booking-confirm'));
    await waitFor(() =>
      expect(onOutcome).toHaveBeenLastCalledWith('created', { date: '2030-01-11', time: '10:00' }),
    );
  });
});
