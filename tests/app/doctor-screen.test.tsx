// @vitest-environment jsdom
/**
 * The doctor page in jsdom with the live hooks replaced: while its panels load, the screen says so once
 * (one progress bar, not the schedule's and the services list's together); loaded, its refresh buttons
 * (the doctor's and the services') each say what they refresh. A doctor the stored list lacks is asked
 * for once more before the page steps back.
 */
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Doctor } from '../../src/api/browsing';
import type { ViewState } from '../../src/data/view-types';
import { initI18n } from '../../src/app/i18n';
import { resetHeader } from '../../src/app/state/header';
import { testClinic } from './support/clinic';
import { testDoctor } from './support/doctor';
import { renderAt } from './support/render-router';
import { addDays } from '../../src/domain/time-zone';

const live = vi.hoisted(() => ({
  scheduleLoaded: false,
  servicesLoaded: false,
  /** The first day of each range the schedule asked for. */
  asked: [] as string[],
  /** The doctors view when a test sets its own, and the pages showing it. */
  doctors: null as unknown,
  listeners: new Set<() => void>(),
  /** What a refresh does before it answers (a test's own list arriving, say). */
  onRefresh: (_view: string) => {},
  refreshes: [] as string[],
}));

const view = (data: unknown, updatedAt: number | null = Date.UTC(2025, 0, 2)): ViewState<never> => ({
  data: data as never,
  updatedAt,
  stale: false,
  refreshing: data === null,
  lastError: null,
});

const doctor: Doctor = testDoctor();

vi.mock('../../src/app/live/configuration', async () =>
  (await import('./support/live-configuration')).liveConfiguration(),
);
vi.mock('../../src/app/live/session', () => ({ accountCommands: {} }));
vi.mock('../../src/app/live/network', () => ({
  useNetworkReachable: () => true,
  useNetworkFailure: () => null,
}));
// Each hook answers the same object on every render, as the live hooks do while nothing changes.
const clinics = view([testClinic({ id: 1 })]);
const doctors = view([doctor]);
const loading = view(null, null);
const emptySchedule = view([], null);
const serviceLists = {
  loading: serviceList(null),
  empty: serviceList([]),
};
function serviceList(services: [] | null) {
  return {
    services,
    allLoaded: services !== null,
    loadingMore: false,
    first: view(services, services === null ? null : Date.UTC(2025, 0, 2)),
    lastError: null,
    loadMore: () => {},
    pages: 1,
    refresh: async () => ({ ok: true, value: undefined }),
  };
}

vi.mock('../../src/app/live/clinics', () => ({
  useClinics: () => clinics,
  useRefresh: () => async (asked: string) => {
    live.refreshes.push(asked);
    live.onRefresh(asked);
    return { ok: true, value: undefined };
  },
}));
vi.mock('../../src/app/live/booking', () => ({
  useSchedule: (params: { date: string }) => {
    live.asked.push(params.date);
    return live.scheduleLoaded ? emptySchedule : loading;
  },
  bookingCommands: {},
}));
vi.mock('../../src/app/live/browsing', async () => {
  const { useSyncExternalStore } = await import('react');
  const subscribe = (listener: () => void) => {
    live.listeners.add(listener);
    return () => live.listeners.delete(listener);
  };
  return {
    useDoctors: () => useSyncExternalStore(subscribe, () => live.doctors ?? doctors),
    useServiceList: () => (live.servicesLoaded ? serviceLists.empty : serviceLists.loading),
  };
});
const setDoctors = (next: unknown) => {
  live.doctors = next;
  for (const listener of live.listeners) listener();
};

beforeAll(() => {
  initI18n('ru');
});
afterEach(() => {
  cleanup();
  resetHeader();
  live.scheduleLoaded = false;
  live.servicesLoaded = false;
  live.asked = [];
  live.doctors = null;
  live.onRefresh = () => {};
  live.refreshes = [];
});

describe('the doctor page', () => {
  it('a doctor the stored list lacks is asked for once more: one the server now lists shows, with no step back', async () => {
    live.scheduleLoaded = true;
    const added = testDoctor({ id: 6, surname: 'Новикова', fullName: 'Новикова Анна' });
    setDoctors(view([doctor]));
    live.onRefresh = (asked) => {
      if (asked === 'doctors') setTimeout(() => setDoctors(view([doctor, added], Date.now() + 1)), 0);
    };
    const probe = renderAt('/clinic/1/doctor/6');
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).toContain(
      'Новикова',
    );
    expect(live.refreshes).toEqual(['doctors']);
    expect(probe.state.location.pathname).toBe('/clinic/1/doctor/6');
  });

  it('one the server does not list either: one step back, once its answer came', async () => {
    setDoctors(view([doctor]));
    live.onRefresh = () => setTimeout(() => setDoctors(view([doctor], Date.now() + 1)), 0);
    const probe = renderAt('/clinic/1/doctor/6');
    await waitFor(() => expect(probe.state.location.pathname).not.toBe('/clinic/1/doctor/6'), {
      timeout: 10_000,
    });
    expect(live.refreshes).toEqual(['doctors']);
  });

  it('says it is loading once while the schedule and the services both load', async () => {
    renderAt('/clinic/1/doctor/5');
    await screen.findByTestId('schedule-skeleton', {}, { timeout: 10_000 });
    expect(screen.getByTestId('doctor-services')).toBeTruthy();
    expect(screen.getAllByRole('progressbar')).toHaveLength(1);
  });

  it('still says so when only the services load', async () => {
    live.scheduleLoaded = true;
    renderAt('/clinic/1/doctor/5');
    await screen.findByTestId('schedule-empty', {}, { timeout: 10_000 });
    await waitFor(() => expect(screen.getAllByRole('progressbar')).toHaveLength(1));
  });

  it('has no two refresh buttons of the same name', async () => {
    live.scheduleLoaded = true;
    live.servicesLoaded = true;
    renderAt('/clinic/1/doctor/5');
    await screen.findByTestId('refresh-services', {}, { timeout: 10_000 });
    const names = screen
      .getAllByRole('button')
      .map((button) => button.textContent ?? '')
      .filter((name) => name.startsWith('Обновить'));
    expect(names.length).toBeGreaterThanOrEqual(2);
    expect(new Set(names).size).toBe(names.length);
  });

  it('opens the schedule at the later day its link names, else at today', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const later = addDays(today, 9);
    live.scheduleLoaded = true;
    renderAt(`/clinic/1/doctor/5?date=${later}&source=search-site`);
    await screen.findByTestId('schedule-empty', {}, { timeout: 10_000 });
    expect(new Set(live.asked)).toEqual(new Set([later]));
    cleanup();
    live.asked = [];
    renderAt('/clinic/1/doctor/5?date=2001-01-01');
    await screen.findByTestId('schedule-empty', {}, { timeout: 10_000 });
    expect(live.asked.every((date) => date !== '2001-01-01')).toBe(true);
    expect(live.asked.length).toBeGreaterThan(0);
  });
});
