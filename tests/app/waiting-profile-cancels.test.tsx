// @vitest-environment jsdom
/**
 * Cancels waiting for another profile of the login: a replay sends a cancel only while its own profile is
 * the current one. The queue's part at the snackbars' foot names each such profile with how many wait
 * and offers to switch there (the switch is what sends them); a logout says they stay on the device.
 */
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import { i18n, initI18n, loadLanguage } from '../../src/app/i18n';
import { accountActions } from '../../src/app/live/account-actions';
import { followOfflineQueue } from '../../src/app/live/offline-queue';
import { LazyWaitingActions } from '../../src/app/shell/LazyWaitingActions';
import { otherProfileCancels } from '../../src/app/state/offline-queue';
import { otherClients, switchingClient } from '../../src/app/state/session';
import { clearSnackbars, snackbars } from '../../src/app/state/snackbars';
import { session } from './support/account-fakes';

vi.mock('../../src/app/live/session', async () => (await import('./support/account-fakes')).sessionModule());
// The worker is not here: the tab's retries ask it to send, and are answered with nothing sent.
vi.mock('../../src/app/live/worker-client', () => ({
  getWorkerApi: () => ({ sendKeptActions: async () => 0, dismissQueueReport: async () => undefined }),
}));

const EMPTY = { waiting: 0, unsent: 0, pendingCancels: [], reports: [], client: 5, otherProfiles: [] };

beforeAll(async () => {
  await initI18n('ru');
  await loadLanguage('en-gb');
});

afterEach(() => {
  cleanup();
  // Stops the tab's retries too.
  followOfflineQueue(EMPTY);
  switchingClient.value = false;
  clearSnackbars();
  session.calls.length = 0;
});

test('each other profile with waiting cancels gets a line, and its button switches to that profile', async () => {
  // As the session view tells it, with nothing of the current profile's waiting.
  followOfflineQueue({
    ...EMPTY,
    unsent: 3,
    otherProfiles: [
      { id: 7, fullName: 'Иванов Пётр', cancels: 2 },
      { id: 8, fullName: 'Иванова Анна', cancels: 1 },
    ],
  });
  render(<LazyWaitingActions />);
  const lines = await screen.findAllByTestId('profile-cancels');
  expect(lines.map((line) => line.querySelector('span')?.textContent)).toEqual([
    'Иванов Пётр: 2 отмены записей ждут отправки',
    'Иванова Анна: 1 отмена записи ждёт отправки',
  ]);
  const send = screen.getAllByRole('button', { name: 'Переключиться и отправить' });
  expect(send).toHaveLength(2);

  fireEvent.click(send[0]!);
  await waitFor(() => expect(session.calls).toEqual([{ command: 'changeUser', payload: { clientId: 7 } }]));

  // While a switch is under way, a second one is not offered.
  act(() => {
    switchingClient.value = true;
  });
  for (const button of screen.getAllByRole('button', { name: 'Переключиться и отправить' }))
    expect(button.hasAttribute('disabled')).toBe(true);

  // Sent (the switch made it the current profile's), the line goes.
  act(() => followOfflineQueue(EMPTY));
  expect(screen.queryAllByTestId('profile-cancels')).toEqual([]);
});

test("a logout says the other profiles' cancels still wait, naming each profile", async () => {
  otherProfileCancels.value = [{ id: 7, fullName: 'Иванов Пётр', cancels: 2 }];
  await accountActions.logout(() => undefined);
  expect(session.calls.map((call) => call.command)).toEqual(['logout']);
  expect(snackbars.value.map(({ message, params }) => ({ message, params }))).toEqual([
    { message: 'offlineQueue.waitingForProfile', params: { count: 2, name: 'Иванов Пётр' } },
  ]);
  // Its words, in both languages, once the queue's strings the logout asked for are in.
  const said = (lng: string) =>
    i18n.t('offlineQueue.waitingForProfile', { count: 2, name: 'Иванов Пётр', lng });
  expect(said('ru')).toBe(
    'Иванов Пётр: 2 отмены записей ещё не отправлены. Они уйдут, когда вы войдёте на этом устройстве и переключитесь на этот профиль',
  );
  expect(said('en-gb')).toBe(
    '2 cancellations for Иванов Пётр have not been sent yet: they go once you log in on this device and switch to Иванов Пётр',
  );
});

test('a switch whose answer brings no personal data still says whom the patient now acts for', async () => {
  // The new client's personal data did not come with the switch (its fetch refused, or joined to the
  // previous client's): the name the login's list of profiles gives is said instead of nothing.
  otherClients.value = [{ id: 7, fullName: 'Иванов Пётр' }];
  session.answers.changeUser = { ok: true, value: { personalData: null } };
  try {
    await accountActions.switchClient(7);
    expect(snackbars.value.map((shown) => [shown.type, shown.params])).toEqual([
      ['advancedLogin', { name: 'Иванов Пётр' }],
    ]);
  } finally {
    otherClients.value = [];
    delete session.answers.changeUser;
  }
});
