// @vitest-environment jsdom
/**
 * The routed shell in jsdom with the live hooks replaced: invalid paths and guards redirect, the header
 * follows the screens, the clinics list and menu render from the clinics view.
 */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clinic } from '../../src/api/clinics';
import { testClinic } from './support/clinic';
import { renderAt } from './support/render-router';
import type { ScreenProps } from '../../src/app/routes/screen-props';
import type { ViewState } from '../../src/data/view-types';
import { initI18n } from '../../src/app/i18n';
import { routerHistory } from '../../src/app/routes/history-sync';
import { AppRouter } from '../../src/app/routes/router';
import { MenuEntries } from '../../src/app/shell/menu/MenuEntries';
import { header, resetHeader, routeHeader } from '../../src/app/state/header';
import { leavingSession, loggedIn, otherClients, sessionKnown } from '../../src/app/state/session';
import { changeAccountExpanded, closeMenu, menuOpen } from '../../src/app/state/menu';

const live = vi.hoisted(() => ({
  clinics: null as unknown,
  /** When set, the clinics view throws it (as a failed watch does). */
  failure: null as Error | null,
  /** The clinics view's lastError (a failed first load when there is no data). */
  lastError: null as 'offline' | 'server' | null,
  refresh: vi.fn(async () => ({ ok: true, value: undefined })),
  logouts: 0,
  /** The clients switched to, in order. */
  switches: [] as number[],
  /** Renders of the privacy policy's stand-in: a public screen, for what the session's answers re-render. */
  publicRenders: 0,
}));

// The logged-in-only routes and the video screen show the placeholder here whatever screens their areas built: these cases
// are about the guards and the header around them, not the screens (each area tests its own).
// The tab's configuration view, settled and empty, with no worker watch behind it (jsdom has no Worker).
vi.mock('../../src/app/live/configuration', async () => {
  const { signal } = await import('@preact/signals-react');
  const empty = { data: null, updatedAt: null, stale: false, refreshing: false, lastError: null };
  return { storedConfiguration: signal(empty), useConfigurationWatch: () => undefined };
});
vi.mock('../../src/app/routes/screens', async (importOriginal) => {
  const original = await importOriginal<typeof import('../../src/app/routes/screens')>();
  const { SCREENS } = original;
  const { default: Placeholder } = await import('./support/PlaceholderScreen');
  return {
    ...original,
    SCREENS: {
      ...SCREENS,
      'client-profile': Placeholder,
      'change-password': Placeholder,
      appointments: Placeholder,
      'service-results': Placeholder,
      call: Placeholder,
      'privacy-policy': (props: ScreenProps) => {
        live.publicRenders += 1;
        return <Placeholder {...props} />;
      },
    },
  };
});

// The worker's session: logout flips the tab's signal as the session view would.
vi.mock('../../src/app/live/session', async () => {
  const { loggedIn: signedIn } = await import('../../src/app/state/session');
  return {
    useCurrentClientId: () => null,
    accountCommands: {
      changeUser: async ({ clientId }: { clientId: number }) => {
        live.switches.push(clientId);
        return { ok: true, value: { personalData: null } };
      },
      logout: async () => {
        live.logouts += 1;
        signedIn.value = false;
        return { ok: true, value: undefined };
      },
    },
  };
});

// A data worker that never answers (jsdom has none): the views these cases do not mock (the doctors,
// the network's reachability, the waitlist) stay at their first state instead of failing.
vi.mock('../../src/app/live/worker-client', () => ({
  getWorkerApi: () => new Proxy({}, { get: () => () => new Promise(() => {}) }),
}));

vi.mock('../../src/app/live/clinics', () => {
  const view = (data: unknown, lastError: 'offline' | 'server' | null = null): ViewState<never> => ({
    data: data as never,
    updatedAt: data === null ? null : Date.UTC(2025, 0, 2, 9, 30),
    stale: false,
    refreshing: false,
    lastError,
  });
  return {
    useClinics: () => {
      if (live.failure) throw live.failure;
      return view(live.clinics, live.lastError);
    },
    useRefresh: () => live.refresh,
  };
});

const clinic = (id: number, title: string): Clinic =>
  testClinic({
    id,
    title,
    shortAddress: `ул. Садовая, ${id}`,
    email: 'info@example.org',
    phone1: '+7 (495) 123-45-67',
    notFormattedPhone1: '74951234567',
    logotypes: { thumb100: `logo-${id}` },
    doctorsCount: 21,
    servicesCount: 3,
    specialtiesCount: 5,
    onlineRecordingCategoriesCount: 2,
  });

beforeAll(() => {
  initI18n('ru');
});
beforeEach(() => {
  live.clinics = [clinic(1, 'Первая клиника'), clinic(2, 'Вторая клиника')];
  live.failure = null;
  live.lastError = null;
  live.logouts = 0;
  live.switches = [];
  loggedIn.value = false;
  sessionKnown.value = true;
  leavingSession.value = false;
});
afterEach(() => {
  cleanup();
  routerHistory.value = null;
  resetHeader();
  sessionStorage.clear();
});

describe('routes', () => {
  it.each(['/nowhere', '/call/abc', '/clinic/x/menu', '/clinic/1/services/ALL'])(
    '%s lands on the start page',
    async (path) => {
      const router = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      expect(await screen.findAllByTestId('clinic-title')).toHaveLength(2);
    },
  );

  it('a logged-in-only route visited logged out goes back (to the start page without history)', async () => {
    const router = renderAt('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('a logged-in-only route opens when logged in; authorization then goes back', async () => {
    loggedIn.value = true;
    const router = renderAt('/appointments');
    expect(await screen.findByRole('heading', { name: 'Мои записи' })).toBeTruthy();
    await act(() => router.navigate('/authorization'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/appointments'));
  });

  it('logged out on the second of two logged-in-only routes: steps back past both', async () => {
    loggedIn.value = true;
    const router = renderAt('/');
    await act(() => router.navigate('/appointments'));
    await act(() => router.navigate('/service-results'));
    expect(await screen.findByRole('heading', { name: 'Результаты' })).toBeTruthy();
    act(() => {
      loggedIn.value = false;
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findAllByTestId('clinic-title')).toHaveLength(2);
  });

  it('guarded routes wait for the session: nothing is decided before the worker answers', async () => {
    sessionKnown.value = false;
    const router = renderAt('/appointments');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/appointments');
    act(() => {
      loggedIn.value = true;
      sessionKnown.value = true;
    });
    expect(await screen.findByRole('heading', { name: 'Мои записи' })).toBeTruthy();
  });

  it("the session's answers do not render a public screen again (each such render was a long task)", async () => {
    sessionKnown.value = false;
    renderAt('/privacy-policy');
    expect(await screen.findByTestId('placeholder')).toBeTruthy();
    const renders = live.publicRenders;
    act(() => {
      sessionKnown.value = true;
    });
    act(() => {
      loggedIn.value = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(live.publicRenders).toBe(renders);
  });

  it('a screen that throws shows the error in place of the shell, until the next navigation', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    live.failure = new Error('no IndexedDB');
    const router = renderAt('/');
    expect(await screen.findByRole('heading', { name: 'Не удалось открыть страницу' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Перезагрузить' })).toBeTruthy();
    expect(screen.queryByTestId('app-header')).toBeNull();
    live.failure = null;
    await act(() => router.navigate('/call/Ab3%2B%2FxYz9%3D'));
    expect(await screen.findByRole('heading', { name: 'Консультация специалиста' })).toBeTruthy();
    expect(screen.getByTestId('app-header')).toBeTruthy();
    vi.mocked(console.error).mockRestore();
  });

  it('a valid key route shows its screen under its real path', async () => {
    const router = renderAt('/call/Ab3%2B%2FxYz9%3D');
    expect(await screen.findByRole('heading', { name: 'Консультация специалиста' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/call/Ab3%2B%2FxYz9%3D');
  });
});

describe('start page and clinic menu', () => {
  it('lists clinics with logo, title, address; no return button', async () => {
    renderAt('/');
    const titles = await screen.findAllByTestId('clinic-title');
    expect(titles.map((title) => title.textContent)).toEqual(['Первая клиника', 'Вторая клиника']);
    // The logo is decoration: the link already says the clinic's title.
    const logo = screen.getAllByTestId('clinic-logo')[0] as HTMLImageElement;
    expect(logo.getAttribute('src')).toBe('/api/clinics/logo-1/logotype.image');
    expect(logo.getAttribute('alt')).toBe('');
    expect(screen.getAllByText('Москва, ул. Садовая, 1')).toHaveLength(1);
    expect(screen.queryByTestId('header-back')).toBeNull();
    // The age line and its refresh button come in a chunk of their own, a moment after the list.
    expect(await screen.findByTestId('refresh-clinics')).toBeTruthy();
  });

  it('the start page and a network clinic menu write no header state: the route has its own', async () => {
    // A header write in the first commit made React render again inside it (a long task at boot).
    resetHeader();
    renderAt('/');
    await screen.findAllByTestId('clinic-title');
    expect(screen.queryByTestId('header-back')).toBeNull();
    expect(header.value.key).toBeNull();
    cleanup();
    renderAt('/clinic/2/menu');
    expect(await screen.findByText('Выбрать специалиста')).toBeTruthy();
    expect(screen.getByTestId('header-back')).toBeTruthy();
    expect(header.value.key).toBeNull();
  });

  it.each([
    ['root', 1, false],
    ['root', 3, false],
    ['clinic-menu', 0, false],
    ['clinic-menu', 1, false],
    ['clinic-menu', 2, true],
    ['clinic', 1, true],
    [undefined, 2, true],
  ] as const)('the route %s with %i clinics starts with a return button: %s', (name, count, back) => {
    expect(routeHeader(name, count)).toEqual({ title: null, back });
  });

  it('shows a skeleton while there is no data', async () => {
    live.clinics = null;
    renderAt('/');
    expect(await screen.findByTestId('list-skeleton')).toBeTruthy();
    expect(screen.queryByTestId('load-failed')).toBeNull();
  });

  it.each([
    [
      'offline',
      'Вы не в сети: не удалось загрузить список клиник — на этом устройстве сохранённого нет. Когда связь вернётся, загрузим сами.',
    ],
    ['server', 'Не удалось загрузить список клиник: сервер не отвечает. Попробуйте позже.'],
  ] as const)(
    'a failed first load (%s) says so, with a refresh button, instead of the skeleton',
    async (error, text) => {
      live.clinics = null;
      live.lastError = error;
      renderAt('/');
      expect((await screen.findByRole('alert')).textContent).toBe(text);
      expect(screen.queryByTestId('list-skeleton')).toBeNull();
      fireEvent.click(screen.getByTestId('refresh-clinics'));
      await waitFor(() => expect(live.refresh).toHaveBeenCalledWith('clinics'));
    },
  );

  it('the clinic menu says so too when the first load failed', async () => {
    live.clinics = null;
    live.lastError = 'offline';
    renderAt('/clinic/1/menu');
    expect((await screen.findByRole('alert')).textContent).toContain('Когда связь вернётся, загрузим сами');
    expect(screen.getByTestId('refresh-clinics')).toBeTruthy();
    expect(screen.queryByTestId('list-skeleton')).toBeNull();
  });

  it('with one clinic goes straight to its menu, without a return button', async () => {
    live.clinics = [clinic(7, 'Единственная')];
    const router = renderAt('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinic/7/menu'));
    expect(await screen.findByText('21 специалист')).toBeTruthy();
    expect(screen.getByText('3 услуги')).toBeTruthy();
    expect(screen.getByText('5 специальностей')).toBeTruthy();
    expect(screen.queryByTestId('header-back')).toBeNull();
  });

  it('the clinic menu of a network shows the return button; the header title opens the clinic', async () => {
    const router = renderAt('/clinic/2/menu');
    expect(await screen.findByText('Выбрать специалиста')).toBeTruthy();
    expect(screen.getByTestId('header-back')).toBeTruthy();
    expect(document.title).toBe('Вторая клиника · Приём');
    fireEvent.click(screen.getByRole('button', { name: 'Вторая клиника: открыть страницу клиники' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinic/2'));
    expect(router.state.historyAction).toBe('PUSH');
  });

  it('off clinic routes the header title is plain text, not a link', async () => {
    renderAt('/call/Ab3%2B%2FxYz9%3D');
    await screen.findByTestId('header-back');
    expect(screen.queryByTestId('header-title-link')).toBeNull();
    await waitFor(() =>
      expect(screen.getByTestId('header-title').textContent).toBe('Консультация специалиста'),
    );
  });

  it('an unknown clinic goes to the start page', async () => {
    const router = renderAt('/clinic/99/menu');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});

describe('step-back and the header', () => {
  it('without history goes to the fixed parent, with history one step back', async () => {
    const router = renderAt('/clinic/1/doctor/5');
    fireEvent.click(await screen.findByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinic/1/doctors'));
    expect(router.state.historyAction).toBe('REPLACE');
    await act(() => router.navigate('/clinic/1/doctor/5'));
    fireEvent.click(await screen.findByRole('button', { name: 'Назад' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinic/1/doctors'));
    expect(router.state.historyAction).toBe('POP');
  });

  it('each navigation resets the header: the return button comes back after the start page', async () => {
    const router = renderAt('/');
    await screen.findAllByTestId('clinic-title');
    expect(screen.queryByTestId('header-back')).toBeNull();
    await act(() => router.navigate('/call/Ab3%2B%2FxYz9%3D'));
    expect(await screen.findByTestId('header-back')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByTestId('header-title').textContent).toBe('Консультация специалиста'),
    );
  });

  it.each([
    ['/service-results', true, 'Результаты'],
    ['/call/Ab3%2B%2FxYz9%3D', false, 'Консультация специалиста'],
    ['/appointments', true, 'Приём'],
  ])('the placeholder at %s sets the header title the spec gives it', async (path, signedIn, title) => {
    if (signedIn) loggedIn.value = true;
    renderAt(path);
    await screen.findByTestId('placeholder');
    await waitFor(() => expect(screen.getByTestId('header-title').textContent).toBe(title));
  });

  it('keeps the router state in session storage', async () => {
    const router = renderAt('/');
    await act(() => router.navigate('/clinic/1/menu'));
    expect(JSON.parse(sessionStorage.getItem('priyom.router') ?? 'null')).toEqual({
      path: '/clinic/1/menu',
      position: 1,
      entries: ['/', '/clinic/1/menu'],
    });
  });
});

describe('the root event', () => {
  it.each([
    ['one clinic: its menu', [7], '/clinic/7/menu'],
    ['several clinics: the start page', [1, 2], '/'],
  ])('logout from the menu goes to the root (%s)', async (_, ids, path) => {
    live.clinics = ids.map((id) => clinic(id, `Клиника ${id}`));
    loggedIn.value = true;
    // The shell too: it releases the guards once the logged-in-only page is gone.
    const router = renderAt(
      '/appointments',
      <>
        <AppRouter />
        <MenuEntries variant="drawer" />
      </>,
    );
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Выйти' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(path));
    expect(live.logouts).toBe(1);
    expect(loggedIn.value).toBe(false);
    // Once the logged-in-only page is gone, guards act again.
    await waitFor(() => expect(leavingSession.value).toBe(false));
  });

  it('a profile picked in the drawer switches to it and closes the drawer, as the dropdown closes', async () => {
    loggedIn.value = true;
    otherClients.value = [{ id: 2, fullName: 'Иванов Пётр' }];
    menuOpen.value = true;
    changeAccountExpanded.value = true;
    try {
      renderAt('/appointments', <MenuEntries variant="drawer" />);
      fireEvent.click(await screen.findByRole('menuitem', { name: 'Иванов Пётр' }));
      expect(menuOpen.value).toBe(false);
      await waitFor(() => expect(live.switches).toEqual([2]));
    } finally {
      otherClients.value = [];
      closeMenu();
    }
  });

  it("an unknown clinic of a one-clinic network goes to that clinic's menu", async () => {
    live.clinics = [clinic(7, 'Единственная')];
    const router = renderAt('/clinic/99/menu');
    await waitFor(() => expect(router.state.location.pathname).toBe('/clinic/7/menu'));
  });
});
