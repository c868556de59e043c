// @vitest-environment jsdom
/**
 * The browsing routes' redirects in jsdom with the live hooks replaced: an
 * unknown clinic goes to the start page, a section the clinic does not offer goes to the root or steps
 * back, and with one clinic in the network entering the list goes back instead of adding its menu.
 */
import { act, cleanup, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Clinic } from '../../src/api/clinics';
import { testClinic } from './support/clinic';
import { renderAt } from './support/render-router';
import type { ViewState } from '../../src/data/view-types';
import { initI18n } from '../../src/app/i18n';
import { routerHistory } from '../../src/app/routes/history-sync';
import { resetHeader } from '../../src/app/state/header';

const live = vi.hoisted(() => ({ clinics: [] as unknown[] }));

const settledView = (data: unknown): ViewState<never> => ({
  data: data as never,
  updatedAt: Date.UTC(2025, 0, 2),
  stale: false,
  refreshing: false,
  lastError: null,
});

vi.mock('../../src/app/live/configuration', async () =>
  (await import('./support/live-configuration')).liveConfiguration(),
);
vi.mock('../../src/app/live/session', () => ({ accountCommands: {} }));
// The network view asks the data worker, which jsdom has no Worker for; the lists here are settled.
vi.mock('../../src/app/live/network', () => ({
  useNetworkReachable: () => true,
  useNetworkFailure: () => null,
}));
vi.mock('../../src/app/live/clinics', () => ({
  useClinics: () => settledView(live.clinics),
  useRefresh: () => async () => ({ ok: true, value: undefined }),
}));
// Every browsing list is empty and settled: these tests are about where the routes lead.
vi.mock('../../src/app/live/browsing', () => ({
  // No page data: these routes are reached inside the app.
  embeddedFirstPage: () => null,
  useDoctors: () => settledView([]),
  useServiceCategories: () => settledView([]),
  useSpecialties: () => settledView([]),
  useService: () => settledView(null),
  useServiceList: () => ({
    services: [],
    allLoaded: true,
    loadingMore: false,
    first: settledView([]),
    lastError: null,
    loadMore: () => {},
    pages: 1,
    refresh: async () => ({ ok: true, value: undefined }),
  }),
}));

const clinic = (id: number, flags: Partial<Clinic> = {}): Clinic =>
  testClinic({ id, title: `Клиника ${id}`, shortAddress: `ул. Садовая, ${id}`, ...flags });

beforeAll(() => {
  initI18n('ru');
});
beforeEach(() => {
  sessionStorage.clear();
  routerHistory.value = null;
  live.clinics = [
    clinic(1),
    clinic(3, { servicesAvailable: false }),
    clinic(4, { showInformationAboutClinic: false }),
  ];
});
afterEach(() => {
  cleanup();
  resetHeader();
});

describe('browsing redirects', () => {
  it.each([
    '/clinic/99/services',
    '/clinic/99/doctors',
    '/clinic/99/doctor/5',
    '/clinic/99',
    '/clinic/99/specialties',
  ])('an unknown clinic at %s goes to the start page', async (path) => {
    const probe = renderAt(path);
    await waitFor(() => expect(probe.state.location.pathname).toBe('/'));
  });

  it.each(['/clinic/3/services', '/clinic/3/services/all', '/clinic/3/service/5'])(
    'a clinic without services at %s goes to the root (the start page of a network)',
    async (path) => {
      const probe = renderAt(path);
      await waitFor(() => expect(probe.state.location.pathname).toBe('/'));
    },
  );

  it('a clinic that hides its information steps back (no history: to its menu)', async () => {
    const probe = renderAt('/clinic/4');
    await waitFor(() => expect(probe.state.location.pathname).toBe('/clinic/4/menu'));
  });

  it('no categories for online recording: the categories screen skips to all services', async () => {
    const probe = renderAt('/clinic/1/services');
    await waitFor(() => expect(probe.state.location.pathname).toBe('/clinic/1/services/all'));
  });

  it('one clinic: entering the list from a browsing screen goes back there', async () => {
    live.clinics = [clinic(2)];
    const probe = renderAt('/clinic/2/doctors');
    await waitFor(() => expect(probe.state.location.pathname).toBe('/clinic/2/doctors'));
    await act(() => probe.navigate('/'));
    await waitFor(() => expect(probe.state.location.pathname).toBe('/clinic/2/doctors'));
  });

  it('one clinic: the list opened first replaces itself with the clinic’s menu', async () => {
    live.clinics = [clinic(2)];
    const probe = renderAt('/');
    await waitFor(() => expect(probe.state.location.pathname).toBe('/clinic/2/menu'));
  });
});
