// @vitest-environment jsdom
/**
 * The waitlist's parts in jsdom with a fake command layer (the worker is not here): the offer screen
 * shows the held time and books it with one Idempotency-Key per offer, going home with the snackbar; a
 * gone offer says so and goes home; the appointments screen's list marks a held offer and removes a
 * request, and shows why a request ended (dismissed with the same call); English texts are there too.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { beforeEach, expect, test, vi } from 'vitest';
import { i18n } from '../../src/app/i18n';
import WaitlistList from '../../src/app/screens/waitlist/WaitlistList';
import WaitlistOfferScreen from '../../src/app/screens/waitlist/WaitlistOfferScreen';
import { clearSnackbars, snackbars } from '../../src/app/state/snackbars';
import { matchRoute } from '../../src/domain/routes';
import { withBothLanguages } from './both-languages';
import { unavailable } from './support/unavailable';

const fake = vi.hoisted(() => ({
  commands: { join: vi.fn(), leave: vi.fn(), offer: vi.fn(), accept: vi.fn(), decline: vi.fn() },
  entries: [] as unknown[],
}));
vi.mock('../../src/app/live/waitlist', () => ({
  waitlistCommands: fake.commands,
  useWaitlist: () => ({ data: fake.entries, updatedAt: 1, stale: false, refreshing: false, lastError: null }),
}));
vi.mock('../../src/app/live/use-configuration', () => ({ useConfiguration: () => null }));

withBothLanguages();

const KEY = 'Abc123xyzQ';
const OFFER = {
  key: KEY,
  requestId: 7,
  clinicId: 1,
  doctorId: 3,
  serviceId: null,
  doctorFullName: 'Иванов Иван',
  date: '2030-01-09',
  time: '09:30',
  heldUntil: '2030-01-09T05:45:00.000Z',
};
const REQUEST = {
  id: 7,
  clinicId: 1,
  doctorId: 3,
  serviceId: null,
  doctorFullName: 'Иванов Иван',
  lastDate: '2030-01-10',
  createdAt: '2030-01-07T06:00:00.000Z',
  endedAt: null,
  endReason: null,
};

const renderList = () =>
  render(
    <FluentProvider theme={webLightTheme}>
      <WaitlistList />
    </FluentProvider>,
  );

let location = '';
function Probe() {
  location = useLocation().pathname;
  return null;
}

function Offer() {
  const match = matchRoute(useLocation().pathname);
  if (!match) throw new Error('no route');
  return <WaitlistOfferScreen match={match} />;
}

const renderAt = (path: string) =>
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Probe />
        <Routes>
          <Route path="/" element={<p>root</p>} />
          <Route path="*" element={<Offer />} />
        </Routes>
      </MemoryRouter>
    </FluentProvider>,
  );

beforeEach(async () => {
  await i18n.changeLanguage('ru');
  clearSnackbars();
  for (const command of Object.values(fake.commands)) command.mockReset();
  fake.entries = [];
});

test('the offer screen books the held time once per offer and goes home with the outcome', async () => {
  fake.commands.offer.mockResolvedValue({ ok: true, value: { offer: OFFER } });
  fake.commands.accept.mockResolvedValue({ ok: false, error: { kind: 'offline', errors: {} } });
  renderAt(`/waitlist/${KEY}`);
  expect((await screen.findByTestId('waitlist-offer-when')).textContent).toBe('9 января, 09:30');
  expect(screen.getByText('Время закреплено за вами до 08:45')).toBeTruthy();
  fireEvent.click(screen.getByTestId('waitlist-book'));
  await waitFor(() => expect(fake.commands.accept).toHaveBeenCalledTimes(1));
  const first = fake.commands.accept.mock.calls[0]?.[0];
  expect(first).toMatchObject({ key: KEY });

  // No answer came: the screen stays, and the second tap carries the same Idempotency-Key.
  fake.commands.accept.mockResolvedValue({ ok: true, value: { appointment: {} } });
  await waitFor(() => expect(unavailable(screen.getByTestId('waitlist-book'))).toBe(false));
  expect(location).toBe(`/waitlist/${KEY}`);
  fireEvent.click(screen.getByTestId('waitlist-book'));
  await waitFor(() => expect(location).toBe('/'));
  expect(snackbars.value[0]?.message).toBe('waitlist.offer.booked');
  expect(fake.commands.accept.mock.calls[1]?.[0]).toEqual(first);
});

test('a gone offer says so and goes home', async () => {
  fake.commands.offer.mockResolvedValue({
    ok: false,
    error: { kind: 'server', errors: { waitlistErrors: ['errors.waitlist.offer_is_no_longer_available'] } },
  });
  renderAt(`/waitlist/${KEY}`);
  await waitFor(() => expect(location).toBe('/'));
  expect(snackbars.value[0]?.message).toBe('errors.waitlist.offer_is_no_longer_available');
});

test('the appointments screen lists requests, marks a held offer and removes a request, in both languages', async () => {
  fake.entries = [{ ...REQUEST, offer: OFFER }];
  fake.commands.leave.mockResolvedValue({ ok: true, value: { requestId: 7 } });
  const view = renderList();
  expect(screen.getByText('Иванов Иван: время до 10 января')).toBeTruthy();
  expect(screen.getByTestId('waitlist-offer-mark')).toBeTruthy();
  fireEvent.click(
    screen.getByRole('button', { name: 'Убрать из листа ожидания: Иванов Иван, до 10 января' }),
  );
  await waitFor(() => expect(fake.commands.leave).toHaveBeenCalledWith({ requestId: 7 }));
  view.unmount();

  await i18n.changeLanguage('en-gb');
  renderList();
  expect(screen.getByText('Иванов Иван: a time on or before 10 January')).toBeTruthy();
  expect(screen.getByTestId('waitlist-book').textContent).toBe('Book it');
});

test('a request that ended shows why under it in both languages, and is dismissed with the same call', async () => {
  const ended = { endedAt: '2030-01-08T06:00:00.000Z', offer: null };
  fake.entries = [
    { ...REQUEST, id: 8, endReason: 'fulfilled', ...ended },
    { ...REQUEST, id: 9, doctorFullName: null, endReason: 'doctor_left', ...ended },
    { ...REQUEST, id: 10, endReason: 'clinic_closed', ...ended },
    { ...REQUEST, id: 11, endReason: 'expired', ...ended },
    { ...REQUEST, id: 12, endReason: 'doctor_unavailable', ...ended },
  ];
  fake.commands.leave.mockResolvedValue({ ok: true, value: { requestId: 9 } });
  const reasons = () => screen.getAllByTestId('waitlist-end-reason').map((line) => line.textContent);
  const view = renderList();
  expect(reasons()).toEqual([
    'Вы записались',
    'Врач больше не принимает в сети',
    'Клиника закрыта',
    'Дата прошла',
    'Онлайн-запись к врачу закрыта',
  ]);
  expect(screen.queryAllByTestId('waitlist-request')).toEqual([]);
  expect(screen.getAllByTestId('waitlist-ended')[1]?.textContent).toContain('Время до 10 января');
  fireEvent.click(screen.getByRole('button', { name: 'Скрыть завершённый запрос: Время до 10 января' }));
  await waitFor(() => expect(fake.commands.leave).toHaveBeenCalledWith({ requestId: 9 }));
  await waitFor(() => expect(snackbars.value[0]?.message).toBe('waitlist.list.dismissed'));
  view.unmount();

  await i18n.changeLanguage('en-gb');
  renderList();
  expect(reasons()).toEqual([
    'You booked an appointment',
    'The doctor no longer works at this network',
    'The clinic has closed',
    'The date has passed',
    'The doctor can no longer be booked online',
  ]);
  expect(
    screen.getByRole('button', { name: 'Dismiss the ended request: A time on or before 10 January' }),
  ).toBeTruthy();
});
