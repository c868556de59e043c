// @vitest-environment jsdom
/**
 * The specialties', the service categories' and the doctors' rows render once: what arrives after the first commit
 * (the doctors list, the worker's answer of the same content) renders only what shows it (a specialty
 * tip's names), not every row again; the names still reach the tips. Typing into the services search
 * renders the search field, not the rows under it; a new search keeps the rows shown until its answer
 * comes, and then only the rows it drops or adds change.
 */
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeAll, expect, test, vi } from 'vitest';
import type { SpecialtyItem } from '../../src/api/browsing';
import type { ViewState } from '../../src/data/view-types';
import { SEARCH_DEBOUNCE_MS } from '../../src/domain/browsing-lists';
import { matchRoute } from '../../src/domain/routes';
import { initI18n } from '../../src/app/i18n';
import { testClinic } from './support/clinic';
import { testDoctor } from './support/doctor';

const live = vi.hoisted(() => ({
  doctors: null as unknown[] | null,
  specialties: [] as unknown[],
  categories: [] as unknown[],
  services: [] as unknown[],
  /** A search's first page once the worker has answered it (the empty search's is `services`). */
  searched: {} as Record<string, unknown[]>,
  listeners: new Set<() => void>(),
  tipRenders: 0,
  avatarRenders: 0,
  /** Renders of the services list (each asks for its list). */
  listRenders: 0,
  /** What a search's ahead watch does before its first answer (the worker's answer from memory). */
  watchSearch: (_search: string) => {},
}));

const view = (data: unknown, updatedAt = Date.UTC(2025, 0, 2)): ViewState<never> => ({
  data: data as never,
  updatedAt: data === null ? null : updatedAt,
  stale: false,
  refreshing: data === null,
  lastError: null,
});

vi.mock('../../src/app/live/configuration', async () =>
  (await import('./support/live-configuration')).liveConfiguration(),
);
vi.mock('../../src/app/live/network', () => ({
  useNetworkReachable: () => true,
  useNetworkFailure: () => null,
}));
vi.mock('../../src/app/live/clinics', () => ({
  useClinics: () => view([testClinic({ id: 1 })]),
  useRefresh: () => async () => ({ ok: true, value: undefined }),
}));
vi.mock('../../src/app/live/browsing', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    live.listeners.add(listener);
    return () => live.listeners.delete(listener);
  };
  return {
    useDoctors: () => view(useSyncExternalStore(subscribe, () => live.doctors)),
    useSpecialties: () => view(useSyncExternalStore(subscribe, () => live.specialties)),
    useServiceCategories: () => view(useSyncExternalStore(subscribe, () => live.categories)),
    useServiceList: ({ search }: { search: string }) => {
      live.listRenders += 1;
      const services = useSyncExternalStore(subscribe, () =>
        search === '' ? live.services : (live.searched[search] ?? null),
      );
      return {
        services,
        allLoaded: true,
        loadingMore: false,
        first: view(services),
        lastError: null,
        loadMore: () => {},
        pages: 1,
        refresh: async () => ({ ok: true, value: undefined }),
        watchSearch: async (text: string) => live.watchSearch(text),
      };
    },
  };
});
// Each row's tip counts its renders and shows its lines at once (the real one only once opened).
vi.mock('../../src/app/common/InfoTip', () => ({
  InfoTip: ({ children }: { children: ReactNode }) => {
    live.tipRenders += 1;
    return <span data-testid="tip">{children}</span>;
  },
}));

// Each doctor row's avatar counts its renders.
vi.mock('../../src/app/screens/browsing/DoctorAvatar', () => ({
  DoctorAvatar: () => {
    live.avatarRenders += 1;
    return null;
  },
}));

const { default: Specialties } = await import('../../src/app/screens/browsing/Specialties');
const { default: ServiceCategories } = await import('../../src/app/screens/browsing/ServiceCategories');
const { default: Doctors } = await import('../../src/app/screens/browsing/Doctors');
const { default: Services } = await import('../../src/app/screens/browsing/Services');

const specialty = (id: number, doctorIds: number[]): SpecialtyItem => ({
  specialtyId: id,
  specialtyTitle: `Специальность ${id}`,
  doctorsCount: doctorIds.length,
  doctorIds,
});

function publish(change: () => void) {
  act(() => {
    change();
    for (const listener of live.listeners) listener();
  });
}

beforeAll(() => initI18n('ru'));
afterEach(() => {
  cleanup();
  live.searched = {};
  live.watchSearch = () => {};
});

/** The search wait runs out and the search applies once its first page is watched. */
const waitOut = (ms: number) =>
  act(async () => {
    vi.advanceTimersByTime(ms);
  });

function renderScreen(path: string, Screen: typeof Specialties) {
  const match = matchRoute(path);
  if (!match) throw new Error('no route');
  render(
    <FluentProvider theme={webLightTheme}>
      <MemoryRouter initialEntries={[path]}>
        <Screen match={match} />
      </MemoryRouter>
    </FluentProvider>,
  );
}

test('the doctors and a same answer arriving after the first commit leave the specialties as they are', () => {
  live.specialties = [specialty(1, [10, 11]), specialty(2, [12])];
  renderScreen('/clinic/1/specialties', Specialties);
  expect(screen.getAllByTestId('specialty-row')).toHaveLength(2);
  const firstCommit = live.tipRenders;

  publish(() => {
    live.doctors = [10, 11, 12].map((id) => ({ id, fullName: `Врач ${id}` }));
  });
  publish(() => {
    live.specialties = [specialty(1, [10, 11]), specialty(2, [12])];
  });

  expect(live.tipRenders).toBe(firstCommit);
  expect(screen.getAllByTestId('tip').map((tip) => tip.textContent)).toEqual([
    'Специальность 1Врач 10Врач 11',
    'Специальность 2Врач 12',
  ]);
});

const categories = () =>
  [1, 2].map((id) => ({ id, title: `Категория ${id}`, description: `Описание ${id}`, servicesCount: id }));
const doctors = () => [1, 2].map((id) => testDoctor({ id, fullName: `Врач ${id}` }));

const fresh = { categories, doctors };

test.each([
  ['categories', '/clinic/1/services', ServiceCategories, 'category-row', 'tipRenders'],
  ['doctors', '/clinic/1/doctors', Doctors, 'doctor-row', 'avatarRenders'],
] as const)(
  'a same answer arriving after the first commit leaves the %s as they are',
  (list, path, Screen, row, counter) => {
    live[list] = fresh[list]();
    renderScreen(path, Screen);
    expect(screen.getAllByTestId(row)).toHaveLength(2);
    const firstCommit = live[counter];
    publish(() => {
      live[list] = fresh[list]();
    });
    expect(live[counter]).toBe(firstCommit);
  },
);

test('typing into the services search leaves the rows as they are', () => {
  live.services = [1, 2, 3].map((id) => ({ id, title: `Услуга ${id}`, price: 1000 * id, doctorIds: [] }));
  renderScreen('/clinic/1/services/all', Services);
  expect(screen.getAllByTestId('service-row')).toHaveLength(3);
  const firstCommit = live.tipRenders;
  const search = screen.getByTestId('service-search');
  for (const typed of ['У', 'Ус', 'Усл']) fireEvent.change(search, { target: { value: typed } });
  expect(screen.getByTestId('service-search')).toHaveProperty('value', 'Усл');
  expect(live.tipRenders).toBe(firstCommit);
});

test('the search starts its wait at the keystroke, before the keystroke is drawn', () => {
  live.services = [1, 2, 3].map((id) => ({ id, title: `Услуга ${id}`, price: 1000 * id, doctorIds: [] }));
  renderScreen('/clinic/1/services/all', Services);
  // The list's renders so far when each wait started: a wait started by the keystroke's own render
  // (an effect) started late by that render's time on a slow phone.
  const startedAfter: number[] = [];
  const realSetTimeout = globalThis.setTimeout;
  const spy = vi.spyOn(globalThis, 'setTimeout').mockImplementation(((run: () => void, ms?: number) => {
    if (ms === SEARCH_DEBOUNCE_MS) startedAfter.push(live.listRenders);
    return realSetTimeout(run, ms);
  }) as typeof setTimeout);
  try {
    const before = live.listRenders;
    fireEvent.change(screen.getByTestId('service-search'), { target: { value: 'Услуга 2' } });
    expect(live.listRenders).toBeGreaterThan(before);
    expect(startedAfter).toEqual([before]);
  } finally {
    spy.mockRestore();
  }
});

test('a keystroke within the search wait starts it again', async () => {
  vi.useFakeTimers();
  try {
    live.services = [1, 2, 3].map((id) => ({ id, title: `Услуга ${id}`, price: 1000 * id, doctorIds: [] }));
    renderScreen('/clinic/1/services/all', Services);
    const busy = () => screen.getByTestId('service-list').getAttribute('aria-busy');
    fireEvent.change(screen.getByTestId('service-search'), { target: { value: 'Услуга 1' } });
    await waitOut(SEARCH_DEBOUNCE_MS - 1);
    fireEvent.change(screen.getByTestId('service-search'), { target: { value: 'Услуга 3' } });
    await waitOut(SEARCH_DEBOUNCE_MS - 1);
    expect(busy()).toBe('false');
    await waitOut(1);
    expect(busy()).toBe('true');
  } finally {
    vi.useRealTimers();
  }
});

test('a new search keeps the rows until its first page comes, then changes only what it drops or adds', async () => {
  const service = (id: number) => ({ id, title: `Услуга ${id}`, price: 1000 * id, doctorIds: [] });
  vi.useFakeTimers();
  try {
    live.services = [1, 2, 3].map(service);
    renderScreen('/clinic/1/services/all', Services);
    const firstCommit = live.tipRenders;

    fireEvent.change(screen.getByTestId('service-search'), { target: { value: 'Услуга 2' } });
    await waitOut(SEARCH_DEBOUNCE_MS);
    // The answer is on its way: the rows stay, the list says it is busy, nothing is drawn again.
    expect(screen.getAllByTestId('service-row')).toHaveLength(3);
    expect(screen.getByTestId('service-list').getAttribute('aria-busy')).toBe('true');
    expect(live.tipRenders).toBe(firstCommit);

    publish(() => {
      live.searched['Услуга 2'] = [service(2)];
    });
    expect(screen.getAllByTestId('service-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Услуга 2'),
    ]);
    expect(screen.getByTestId('service-list').getAttribute('aria-busy')).toBe('false');
    expect(live.tipRenders).toBe(firstCommit);
  } finally {
    vi.useRealTimers();
  }
});

test('a search whose first page comes as it is watched draws its rows in one render, never the old rows as waiting', async () => {
  const service = (id: number) => ({ id, title: `Услуга ${id}`, price: 1000 * id, doctorIds: [] });
  vi.useFakeTimers();
  try {
    live.services = [1, 2, 3].map(service);
    renderScreen('/clinic/1/services/all', Services);
    live.watchSearch = (search) => {
      live.searched[search] = [service(2)];
    };
    const list = screen.getByTestId('service-list');
    const busy: (string | null)[] = [];
    const watcher = new MutationObserver(() => busy.push(list.getAttribute('aria-busy')));
    watcher.observe(list, { attributes: true, attributeFilter: ['aria-busy'] });
    fireEvent.change(screen.getByTestId('service-search'), { target: { value: 'Услуга 2' } });
    const before = live.listRenders;
    await waitOut(SEARCH_DEBOUNCE_MS);
    watcher.disconnect();
    expect(screen.getAllByTestId('service-row').map((row) => row.textContent)).toEqual([
      expect.stringContaining('Услуга 2'),
    ]);
    expect(busy).toEqual([]);
    expect(live.listRenders - before).toBe(1);
  } finally {
    vi.useRealTimers();
  }
});
