// @vitest-environment jsdom
/**
 * The personal-link screens in jsdom with a fake command layer (the worker is not here): confirmation
 * shows the appointment, confirms with one Idempotency-Key per choice and goes home with the snackbar;
 * an outdated link says so; a status change shows its key, in words; an appointment cancelled (or
 * confirmed, or seen) meanwhile shows its status instead of choices it no longer allows. Feedback: Send
 * waits for both ratings, sends doubled half-steps and a trimmed comment; a feedback no longer available
 * says so; a short link goes where the server says, or home. With no network, each says what failed and
 * that the network is why.
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
import { afterEach, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { AppointmentStatus } from '../../src/api/booking';
import { i18n, initI18n, runtimeKey } from '../../src/app/i18n';
import ConfirmAppointmentScreen from '../../src/app/screens/links/ConfirmAppointmentScreen';
import FeedbackRoute from '../../src/app/screens/links/FeedbackScreen';
import { clearSnackbars, snackbars } from '../../src/app/state/snackbars';
import { fail } from '../../src/data/result';
import { matchRoute } from '../../src/domain/routes';
import { STATUS } from '../../src/domain/appointment-status';
import { unavailable } from './support/unavailable';

const fake = vi.hoisted(() => ({
  appointmentByKey: vi.fn(),
  confirmByKey: vi.fn(),
  feedbackByKey: vi.fn(),
  createFeedback: vi.fn(),
  shortLinkRedirect: vi.fn(),
}));
vi.mock('../../src/app/live/links', () => ({ linksCommands: fake }));
vi.mock('../../src/app/live/use-configuration', () => ({ useConfiguration: () => null }));
// The network view asks the data worker, which jsdom has no Worker for: these screens learn of a
// failed network from their own command's answer.
vi.mock('../../src/app/live/network', () => ({
  useNetworkReachable: () => null,
  useNetworkFailure: () => null,
}));

const failure = (errors: Record<string, string[]>) => ({ ok: false, error: { kind: 'server', errors } });
const KEY = 'Abc123+/xy';
/** A link's appointment as the lookup answers it: awaiting the patient's confirmation unless told. */
const linked = (status: number = AppointmentStatus.NEED_APPROVAL, doctorFullName = 'Д') => ({
  ok: true,
  value: { date: '2030-05-17', time: '10:30', doctorFullName, status },
});

let location = '';
/** The router's navigate, as the app's menu or Back would use it. */
let go: NavigateFunction = () => undefined;
function Probe() {
  location = useLocation().pathname;
  go = useNavigate();
  return null;
}

/** The screen of the current location, as the app's routes pick it. */
function Routed() {
  const match = matchRoute(useLocation().pathname);
  if (!match) throw new Error('no route');
  const Screen = match.route.name === 'confirm-appointment' ? ConfirmAppointmentScreen : FeedbackRoute;
  return <Screen match={match} />;
}

function renderAt(path: string) {
  return render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <Routes>
          <Route path="/" element={<p>root</p>} />
          <Route path="/appointments" element={<p>appointments</p>} />
          <Route path="*" element={<Routed />} />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );
}

const lastSnackbar = () => snackbars.value[0]?.message;

/** A choice's button once the link is looked up: the screen draws it disabled until then. */
async function enabled(testId: string): Promise<HTMLElement> {
  const button = await screen.findByTestId(testId);
  await waitFor(() => expect(unavailable(button)).toBe(false));
  return button;
}

beforeAll(() => {
  initI18n('en-gb');
});
beforeEach(() => {
  for (const command of Object.values(fake)) command.mockReset();
  clearSnackbars();
});
afterEach(() => cleanup());

test('confirmation: the appointment, Confirm with one key per choice, then home with the snackbar', async () => {
  fake.appointmentByKey.mockResolvedValue(linked(AppointmentStatus.NEED_APPROVAL, 'Иванова Анна Петровна'));
  fake.confirmByKey.mockResolvedValue({ ok: true, value: { status: STATUS.APPROVED } });
  renderAt(`/appointment/${KEY}`);
  expect(await screen.findByTestId('confirm-doctor')).toHaveProperty(
    'textContent',
    'Specialist: Иванова Анна Петровна',
  );
  expect(screen.getByTestId('confirm-when').textContent).toContain('10:30');
  expect(fake.appointmentByKey.mock.calls[0]?.[0]).toMatchObject({ clientAccessKey: KEY });

  fireEvent.click(screen.getByTestId('confirm-approve'));
  await waitFor(() => expect(location).toBe('/'));
  expect(fake.confirmByKey).toHaveBeenCalledWith(
    expect.objectContaining({
      clientAccessKey: KEY,
      status: STATUS.APPROVED,
      idempotencyKey: expect.any(String),
    }),
  );
  expect(lastSnackbar()).toBe('links.confirm.confirmed');
});

test('confirmation: Cancel shows "appointment is canceled"; a status change shows its key', async () => {
  fake.appointmentByKey.mockResolvedValue(linked());
  fake.confirmByKey.mockResolvedValueOnce({ ok: true, value: { status: STATUS.CANCELED_BY_CLIENT } });
  renderAt(`/appointment/${KEY}`);
  fireEvent.click(await enabled('confirm-cancel'));
  await waitFor(() => expect(location).toBe('/'));
  expect(fake.confirmByKey.mock.calls[0]?.[0]).toMatchObject({ status: STATUS.CANCELED_BY_CLIENT });
  expect(lastSnackbar()).toBe('links.confirm.canceled');

  cleanup();
  const rejected = 'errors.appointments.appointment_status_changed_confirm_request_rejected';
  fake.confirmByKey.mockResolvedValueOnce(failure({ confirmAppointmentErrors: [rejected] }));
  renderAt(`/appointment/${KEY}`);
  fireEvent.click(await enabled('confirm-approve'));
  await waitFor(() => expect(location).toBe('/'));
  expect(lastSnackbar()).toBe(rejected);
  // In words: the screen brings them itself (no booking screen is loaded here).
  expect(i18n.t(runtimeKey(rejected))).toBe('The appointment’s status changed: it cannot be confirmed');
});

test('confirmation: a visit moved after the screen showed it is not confirmed unseen; its new time shows to choose again', async () => {
  const moved = { ok: true, value: { ...linked().value, time: '16:00' } };
  fake.appointmentByKey.mockResolvedValueOnce(linked()).mockResolvedValueOnce(moved);
  const refused = 'errors.appointments.recording_point_not_available';
  fake.confirmByKey
    .mockResolvedValueOnce(failure({ confirmAppointmentErrors: [refused] }))
    .mockResolvedValueOnce({ ok: true, value: { status: STATUS.APPROVED } });
  renderAt(`/appointment/${KEY}`);
  fireEvent.click(await enabled('confirm-approve'));
  // The answer is for the time it showed; the server refused it, so the patient stays and sees the new one.
  await waitFor(() => expect(screen.getByTestId('confirm-when').textContent).toContain('16:00'));
  expect(fake.confirmByKey.mock.calls[0]?.[0]).toMatchObject({
    shown: { date: '2030-05-17', time: '10:30' },
  });
  expect(location).toBe(`/appointment/${KEY}`);
  expect(lastSnackbar()).toBe('links.confirm.moved');
  expect(i18n.t('links.confirm.moved')).toContain('time has changed');

  fireEvent.click(await enabled('confirm-approve'));
  await waitFor(() => expect(location).toBe('/'));
  const [first, second] = fake.confirmByKey.mock.calls.map((call) => call[0]);
  expect(second).toMatchObject({ shown: { date: '2030-05-17', time: '16:00' } });
  // A new choice, so a new key: the first key's stored answer is the refusal.
  expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  expect(lastSnackbar()).toBe('links.confirm.confirmed');
});

test('confirmation: an appointment cancelled meanwhile says so and offers neither Confirm nor Cancel', async () => {
  fake.appointmentByKey.mockResolvedValue(linked(AppointmentStatus.CANCELED_BY_CLIENT));
  renderAt(`/appointment/${KEY}`);
  expect((await screen.findByTestId('confirm-status')).textContent).toBe(
    'This appointment has been cancelled',
  );
  expect(screen.getByTestId('confirm-doctor').textContent).toBe('Specialist: Д');
  expect(screen.queryByTestId('confirm-approve')).toBeNull();
  expect(screen.queryByTestId('confirm-cancel')).toBeNull();
  expect(location).toBe(`/appointment/${KEY}`);
  expect(fake.confirmByKey).not.toHaveBeenCalled();
});

test('confirmation: only the choices the status allows, its status said where Confirm is gone', async () => {
  const cases = [
    [AppointmentStatus.NEED_APPROVAL, true, true, null],
    [AppointmentStatus.CONFIRMED_BY_ADMINISTRATOR, true, true, null],
    [AppointmentStatus.APPROVED, false, true, 'This appointment is already confirmed'],
    [AppointmentStatus.ARRIVED, false, false, 'This appointment is already confirmed'],
    [AppointmentStatus.SERVICED, false, false, 'This visit has already taken place'],
    [AppointmentStatus.FAILED, false, false, 'This visit did not take place'],
  ] as const;
  for (const [status, confirm, cancel, said] of cases) {
    cleanup();
    fake.appointmentByKey.mockResolvedValueOnce(linked(status));
    renderAt(`/appointment/${KEY}`);
    await screen.findByTestId('confirm-doctor');
    const shown = {
      confirm: screen.queryByTestId('confirm-approve') !== null,
      cancel: screen.queryByTestId('confirm-cancel') !== null,
      said: screen.queryByTestId('confirm-status')?.textContent ?? null,
    };
    expect({ status, ...shown }).toEqual({ status, confirm, cancel, said });
  }
});

test('confirmation: an outdated link says so and goes home; another failure goes home silently', async () => {
  fake.appointmentByKey.mockResolvedValueOnce(
    failure({ unexpectedErrors: [], formErrors: ['errors.links.link_is_outdated'] }),
  );
  renderAt(`/appointment/${KEY}`);
  await waitFor(() => expect(location).toBe('/'));
  expect(lastSnackbar()).toBe('errors.links.link_is_outdated');
  expect(screen.getByText('root')).toBeTruthy();

  cleanup();
  clearSnackbars();
  fake.appointmentByKey.mockResolvedValueOnce(failure({}));
  renderAt(`/appointment/${KEY}`);
  await waitFor(() => expect(location).toBe('/'));
  expect(snackbars.value).toHaveLength(0);
});

test('an unknown link says it was not found, in words, on both link screens', async () => {
  fake.appointmentByKey.mockResolvedValueOnce(failure({ formErrors: ['errors.basis.not_found'] }));
  renderAt(`/appointment/${KEY}`);
  await waitFor(() => expect(location).toBe('/'));
  expect(lastSnackbar()).toBe('errors.links.link_not_found');
  expect(i18n.t(lastSnackbar()!)).toBe('Link not found: check that it was copied in full');
  // The server's general keys have words wherever a snackbar or an error list shows them.
  await import('../../src/app/i18n/basis-errors');
  expect(i18n.t(runtimeKey('errors.basis.requested_too_often'))).toBe(
    'Too many requests, please try again later',
  );

  cleanup();
  clearSnackbars();
  fake.feedbackByKey.mockResolvedValueOnce(failure({ feedbackErrors: ['errors.basis.not_found'] }));
  renderAt(`/feedback/${KEY}`);
  await waitFor(() => expect(location).toBe('/'));
  expect(lastSnackbar()).toBe('errors.links.link_not_found');
});

test('confirmation offline: says what could not be loaded and that the network is why; a choice made offline says so too', async () => {
  fake.appointmentByKey.mockResolvedValueOnce(fail('offline'));
  renderAt(`/appointment/${KEY}`);
  await waitFor(() => expect(location).toBe('/'));
  expect(lastSnackbar()).toBe('links.confirm.loadOffline');
  expect(i18n.t(lastSnackbar()!)).toBe(
    'You are offline: the appointment to confirm could not be loaded. Open the link again when the connection is back.',
  );

  cleanup();
  clearSnackbars();
  fake.appointmentByKey.mockResolvedValueOnce(linked());
  fake.confirmByKey.mockResolvedValueOnce(fail('offline'));
  renderAt(`/appointment/${KEY}`);
  fireEvent.click(await enabled('confirm-approve'));
  await waitFor(() => expect(location).toBe('/'));
  expect(i18n.t(lastSnackbar()!)).toMatch(/^You are offline: the server could not be reached/);
});

test('feedback offline: the form that could not be loaded says the network is why', async () => {
  fake.feedbackByKey.mockResolvedValueOnce(fail('offline'));
  renderAt(`/feedback/${KEY}`);
  await waitFor(() => expect(location).toBe('/'));
  expect(lastSnackbar()).toBe('links.feedback.loadOffline');
  expect(i18n.t(lastSnackbar()!)).toMatch(
    /^You are offline: the visit to give feedback on could not be loaded/,
  );
});

test('feedback: Send waits for both ratings, sends doubled half-steps and the comment, then home', async () => {
  fake.feedbackByKey.mockResolvedValue({ ok: true, value: { doctorFullName: 'Петров Игорь' } });
  fake.createFeedback.mockResolvedValue({ ok: true, value: { sent: true } });
  renderAt(`/feedback/${KEY}`);
  expect((await screen.findByTestId('feedback-doctor')).textContent).toBe('Specialist: Петров Игорь');
  const send = screen.getByTestId('feedback-send') as HTMLButtonElement;
  expect(send.disabled).toBe(true);

  const [assessment, recommend] = screen.getAllByRole('radiogroup');
  expect(assessment?.getAttribute('aria-labelledby')).toBeTruthy();
  fireEvent.click(screen.getAllByRole('radio', { name: '4.5 of 5' })[0]!);
  expect(send.disabled).toBe(true);
  expect(recommend).toBeTruthy();
  fireEvent.click(screen.getAllByRole('radio', { name: '3 of 5' })[1]!);
  expect(send.disabled).toBe(false);

  fireEvent.change(screen.getByTestId('feedback-comment'), { target: { value: 'Спасибо' } });
  await act(async () => {
    fireEvent.click(send);
  });
  await waitFor(() => expect(location).toBe('/'));
  expect(fake.createFeedback).toHaveBeenCalledWith(
    expect.objectContaining({
      key: KEY,
      generalAssessmentOfAdmission: 9,
      netPromoterScore: 6,
      comment: 'Спасибо',
      idempotencyKey: expect.any(String),
    }),
  );
  expect(lastSnackbar()).toBe('links.feedback.sent');
});

test('feedback queued offline: the snackbar says so in words, the screen bringing its strings itself', async () => {
  fake.feedbackByKey.mockResolvedValue({ ok: true, value: { doctorFullName: 'Д' } });
  fake.createFeedback.mockResolvedValue({ ok: true, value: { queued: true } });
  renderAt(`/feedback/${KEY}`);
  await screen.findByTestId('feedback-doctor');
  fireEvent.click(screen.getAllByRole('radio', { name: '5 of 5' })[0]!);
  fireEvent.click(screen.getAllByRole('radio', { name: '5 of 5' })[1]!);
  await act(async () => {
    fireEvent.click(screen.getByTestId('feedback-send'));
  });
  await waitFor(() => expect(location).toBe('/'));
  expect(lastSnackbar()).toBe('offlineQueue.feedbackQueued');
  expect(i18n.t('offlineQueue.feedbackQueued')).toBe(
    'No network: your feedback will be sent when the network returns',
  );
});

test('feedback: a comment over 8192 characters after trimming blocks Send', async () => {
  fake.feedbackByKey.mockResolvedValue({ ok: true, value: { doctorFullName: 'Д' } });
  renderAt(`/feedback/${KEY}`);
  await screen.findByTestId('feedback-doctor');
  fireEvent.click(screen.getAllByRole('radio', { name: '5 of 5' })[0]!);
  fireEvent.click(screen.getAllByRole('radio', { name: '5 of 5' })[1]!);
  const send = screen.getByTestId('feedback-send') as HTMLButtonElement;
  fireEvent.change(screen.getByTestId('feedback-comment'), { target: { value: `  ${'a'.repeat(8192)}  ` } });
  expect(send.disabled).toBe(false);
  fireEvent.change(screen.getByTestId('feedback-comment'), { target: { value: 'a'.repeat(8193) } });
  expect(send.disabled).toBe(true);
});

test('feedback no longer available: its message and home; a second send shows the same', async () => {
  const gone = 'errors.feedback.feedback_is_no_longer_available';
  fake.feedbackByKey.mockResolvedValueOnce(failure({ createClientFeedbackErrors: [gone] }));
  renderAt(`/feedback/${KEY}`);
  await waitFor(() => expect(location).toBe('/'));
  expect(lastSnackbar()).toBe(gone);

  cleanup();
  clearSnackbars();
  fake.feedbackByKey.mockResolvedValueOnce({ ok: true, value: { doctorFullName: 'Д' } });
  fake.createFeedback.mockResolvedValueOnce(failure({ createClientFeedbackErrors: [gone] }));
  renderAt(`/feedback/${KEY}`);
  await screen.findByTestId('feedback-doctor');
  fireEvent.click(screen.getAllByRole('radio', { name: '1 of 5' })[0]!);
  fireEvent.click(screen.getAllByRole('radio', { name: '0.5 of 5' })[1]!);
  fireEvent.click(screen.getByTestId('feedback-send'));
  await waitFor(() => expect(location).toBe('/'));
  expect(fake.createFeedback.mock.calls[0]?.[0]).toMatchObject({
    generalAssessmentOfAdmission: 2,
    netPromoterScore: 1,
  });
  expect(lastSnackbar()).toBe(gone);
});

test('short link: goes where the server says; a failure goes home', async () => {
  fake.shortLinkRedirect.mockResolvedValueOnce({ ok: true, value: { url: `/feedback/${KEY}` } });
  fake.feedbackByKey.mockReturnValue(new Promise(() => undefined));
  renderAt('/link/demolink01');
  await waitFor(() => expect(location).toBe(`/feedback/${KEY}`));
  await waitFor(() => expect(fake.feedbackByKey).toHaveBeenCalledWith({ key: KEY }));
  expect(fake.shortLinkRedirect).toHaveBeenCalledTimes(1);
  expect(fake.shortLinkRedirect).toHaveBeenCalledWith({ key: 'demolink01' });

  cleanup();
  fake.shortLinkRedirect.mockResolvedValueOnce(failure({}));
  renderAt('/link/demolink01');
  await waitFor(() => expect(location).toBe('/'));
  expect(snackbars.value).toHaveLength(0);
});

test('short link outdated or unknown: says so, as the screens it leads to do, then home', async () => {
  fake.shortLinkRedirect.mockResolvedValueOnce(failure({ formErrors: ['errors.links.link_is_outdated'] }));
  renderAt('/link/demolink01');
  await waitFor(() => expect(location).toBe('/'));
  expect(lastSnackbar()).toBe('errors.links.link_is_outdated');

  cleanup();
  clearSnackbars();
  fake.shortLinkRedirect.mockResolvedValueOnce(failure({ formErrors: ['errors.basis.not_found'] }));
  renderAt('/link/demolink01');
  await waitFor(() => expect(location).toBe('/'));
  expect(lastSnackbar()).toBe('errors.links.link_not_found');
});

test('an answer that comes after the patient left the link screen says its outcome and leaves them where they went', async () => {
  let answer: (value: unknown) => void = () => undefined;
  fake.appointmentByKey.mockResolvedValue(linked());
  fake.confirmByKey.mockReturnValueOnce(
    new Promise((resolve) => {
      answer = resolve;
    }),
  );
  renderAt(`/appointment/${KEY}`);
  fireEvent.click(await enabled('confirm-approve'));
  act(() => {
    void go('/appointments');
  });
  await act(async () => answer({ ok: true, value: { status: STATUS.APPROVED } }));
  await waitFor(() => expect(lastSnackbar()).toBe('links.confirm.confirmed'));
  expect(location).toBe('/appointments');

  cleanup();
  clearSnackbars();
  fake.feedbackByKey.mockResolvedValue({ ok: true, value: { doctorFullName: 'Д' } });
  fake.createFeedback.mockReturnValueOnce(
    new Promise((resolve) => {
      answer = resolve;
    }),
  );
  renderAt(`/feedback/${KEY}`);
  await screen.findByTestId('feedback-doctor');
  fireEvent.click(screen.getAllByRole('radio', { name: '5 of 5' })[0]!);
  fireEvent.click(screen.getAllByRole('radio', { name: '5 of 5' })[1]!);
  fireEvent.click(screen.getByTestId('feedback-send'));
  act(() => {
    void go('/appointments');
  });
  await act(async () => answer({ ok: true, value: { queued: false } }));
  await waitFor(() => expect(lastSnackbar()).toBe('links.feedback.sent'));
  expect(location).toBe('/appointments');
});

test('short link offline: says the link did not open, not that a feedback visit did not load', async () => {
  fake.shortLinkRedirect.mockResolvedValueOnce(fail('offline'));
  renderAt('/link/demolink01');
  await waitFor(() => expect(location).toBe('/'));
  expect(lastSnackbar()).toBe('links.shortLink.loadOffline');
  expect(i18n.t(lastSnackbar()!)).toMatch(/^You are offline: the link did not open/);
});

test('while a link is looked up, each screen draws its frame: heading, pending lines, nothing to send', async () => {
  fake.appointmentByKey.mockReturnValue(new Promise(() => {}));
  fake.feedbackByKey.mockReturnValue(new Promise(() => {}));
  renderAt(`/appointment/${KEY}`);
  expect(screen.getByRole('heading').textContent).toBe(i18n.t('links.confirm.heading'));
  expect(screen.getAllByTestId('link-pending')).toHaveLength(2);
  // A screen reader hears that the appointment is loading; the stencils themselves are silent.
  expect(screen.getByRole('status').textContent).toBe(i18n.t('links.confirm.loading'));
  expect(unavailable(screen.getByTestId('confirm-approve'))).toBe(true);
  expect(unavailable(screen.getByTestId('confirm-cancel'))).toBe(true);
  cleanup();
  renderAt(`/feedback/${KEY}`);
  expect(screen.getByRole('heading').textContent).toBe(i18n.t('links.feedback.heading'));
  expect(screen.getAllByTestId('link-pending')).toHaveLength(1);
  expect(screen.getByRole('status').textContent).toBe(i18n.t('links.feedback.loading'));
  expect(unavailable(screen.getByTestId('feedback-send'))).toBe(true);
  await waitFor(() => expect(fake.feedbackByKey).toHaveBeenCalledOnce());
});
