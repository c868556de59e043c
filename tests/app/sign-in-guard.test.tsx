// @vitest-environment jsdom
/**
 * A sign-in on the sign-in page goes to the start page in one step. The data worker says "logged in"
 * before the login command has answered (it loads personal data first), and the sign-in page's guard
 * (logged-out only) must stay quiet meanwhile: stepping back, it showed the previous page for a moment,
 * took the focus, and then the start page was pushed over it.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, expect, it, vi } from 'vitest';
import { initI18n } from '../../src/app/i18n';
import { routerHistory } from '../../src/app/routes/history-sync';
import { AppRouter } from '../../src/app/routes/router';
import { loadPhoneFormatter } from '../../src/app/screens/accounts/phone-formatter';
import { resetHeader } from '../../src/app/state/header';
import { leavingSession, loggedIn, sessionKnown, signingIn } from '../../src/app/state/session';
import { testClinic } from './support/clinic';
import { renderAt } from './support/render-router';

const live = vi.hoisted(() => ({ clinics: null as unknown, answer: null as (() => void) | null }));

vi.mock('../../src/app/live/configuration', async () => {
  const { signal } = await import('@preact/signals-react');
  const empty = { data: null, updatedAt: null, stale: false, refreshing: false, lastError: null };
  return { storedConfiguration: signal(empty), useConfigurationWatch: () => undefined };
});
vi.mock('../../src/app/live/session', async () => {
  const session = await import('../../src/app/state/session');
  const commands = {
    // The worker stores the pair (every tab's session says logged in), then loads personal data and
    // only then answers: the test answers when it has seen the guard's chance to step back.
    login: () => {
      session.loggedIn.value = true;
      return new Promise((resolve) => {
        live.answer = () => resolve({ ok: true, value: { personalData: null } });
      });
    },
    logout: async () => ({ ok: true, value: undefined }),
  };
  return { useCurrentClientId: () => null, accountCommands: commands, useAccountCommands: () => commands };
});
vi.mock('../../src/app/live/worker-client', () => ({
  getWorkerApi: () => new Proxy({}, { get: () => () => new Promise(() => {}) }),
}));
vi.mock('../../src/app/live/clinics', () => ({
  useClinics: () => ({ data: live.clinics, updatedAt: 1, stale: false, refreshing: false, lastError: null }),
  useRefresh: () => async () => ({ ok: true, value: undefined }),
}));

const moves: string[] = [];
function Moves() {
  const location = useLocation();
  const type = useNavigationType();
  const move = `${type} ${location.pathname} ${location.key}`;
  if (moves.at(-1) !== move) moves.push(move);
  return null;
}

beforeAll(async () => {
  initI18n('ru');
  await loadPhoneFormatter();
});
beforeEach(() => {
  live.clinics = [testClinic({ id: 1, title: 'А' }), testClinic({ id: 2, title: 'Б' })];
  live.answer = null;
  moves.length = 0;
  loggedIn.value = false;
  sessionKnown.value = true;
  leavingSession.value = false;
  signingIn.value = false;
});
afterEach(() => {
  cleanup();
  routerHistory.value = null;
  resetHeader();
  sessionStorage.clear();
});

it.each([
  ['reached from another page', ['/privacy-policy', '/authorization']],
  ['opened first in a fresh tab', []],
])('a login on the sign-in page %s goes to the start page in one step', async (_, visits) => {
  const router = renderAt(
    visits.length > 0 ? '/' : '/authorization',
    <>
      <Moves />
      <AppRouter />
    </>,
  );
  for (const path of visits) await act(() => router.navigate(path));
  fireEvent.change(await screen.findByTestId('login-phone'), { target: { value: '79990000002' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'demo2026' } });
  const before = moves.length;
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(live.answer).not.toBeNull());
  // Logged in, the command not answered yet: the guard has had its renders.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  expect(moves.slice(before)).toEqual([]);
  await act(async () => live.answer?.());
  await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  expect(moves.slice(before).map((move) => move.split(' ').slice(0, 2).join(' '))).toEqual(['PUSH /']);
  await waitFor(() => expect(signingIn.value).toBe(false));
});

it('a login that answers after the patient left the sign-in page leaves them where they went', async () => {
  const router = renderAt(
    '/',
    <>
      <Moves />
      <AppRouter />
    </>,
  );
  await act(() => router.navigate('/authorization'));
  fireEvent.change(await screen.findByTestId('login-phone'), { target: { value: '79990000002' } });
  fireEvent.change(screen.getByTestId('login-password'), { target: { value: 'demo2026' } });
  fireEvent.click(screen.getByTestId('login-submit'));
  await waitFor(() => expect(live.answer).not.toBeNull());
  await act(() => router.navigate('/clinic/2/menu'));
  await act(async () => live.answer?.());
  await waitFor(() => expect(signingIn.value).toBe(false));
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
  });
  expect(router.state.location.pathname).toBe('/clinic/2/menu');
});
