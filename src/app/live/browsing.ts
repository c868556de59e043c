/**
 * Hooks the browsing screens use (house rule 4): the network's doctors, a clinic's service categories
 * and specialties, one service, and a services list read page by page. A services list is one worker
 * view per page (src/data/browsing/views.ts): the list hook watches the pages scrolled to so far and
 * asks for one more when the screen says so; a page that has never loaded is fetched only then.
 */
import * as Comlink from 'comlink';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { Doctor, Service, ServiceCategory, SpecialtyItem } from '../../api/browsing';
import type { ServicePageParams } from '../../data/browsing/view-types';
import type { RefreshFailure, ViewState } from '../../data/view-types';
import { FAILED_VIEW, LOADING_VIEW, type UseViewOptions, useView } from './use-view';
import { getWorkerApi } from './worker-client';

const NO_PARAMS: Record<string, never> = Object.freeze({});

/** Every doctor of the network (3 days); the screens filter them per clinic (src/domain/browsing-doctors). */
export function useDoctors(options?: UseViewOptions): ViewState<Doctor[]> {
  return useView('doctors', NO_PARAMS, options);
}

/** A clinic's service categories (1 h; refreshed in the background when older than 60 s). */
export function useServiceCategories(clinicId: number): ViewState<ServiceCategory[]> {
  return useView(
    'serviceCategories',
    useMemo(() => ({ clinicId }), [clinicId]),
  );
}

/** A clinic's specialties (1 h; refreshed in the background when older than 60 s). */
export function useSpecialties(clinicId: number): ViewState<SpecialtyItem[]> {
  return useView(
    'specialties',
    useMemo(() => ({ clinicId }), [clinicId]),
  );
}

/** One service (6 h). `data` null with `updatedAt` set: the server does not know it (404). */
export function useService(clinicId: number, serviceId: number): ViewState<Service> {
  return useView(
    'service',
    useMemo(() => ({ clinicId, serviceId }), [clinicId, serviceId]),
  );
}

type PageState = ViewState<Service[]>;

/** Watches one servicePage view per entry of `pages`, adding and dropping watches as the list changes. */
function usePageWatches(pages: ServicePageParams[]): PageState[] {
  const keys = pages.map((page) => JSON.stringify(page));
  const joined = keys.join('\n');
  const [states, setStates] = useState<Record<string, PageState>>({});
  const watches = useRef(new Map<string, { active: boolean; id: Promise<number | null> }>());

  // `joined` stands for the pages' content (one key per page).
  useEffect(() => {
    const wanted = new Set(joined === '' ? [] : joined.split('\n'));
    let api: ReturnType<typeof getWorkerApi>;
    try {
      api = getWorkerApi();
    } catch (error) {
      console.error('[priyom] the services list could not start the worker', error);
      return;
    }
    for (const [key, watch] of watches.current) {
      if (wanted.has(key)) continue;
      watch.active = false;
      watches.current.delete(key);
      void watch.id.then((id) => {
        if (id !== null) void api.unwatch({ id });
      });
    }
    for (const key of wanted) {
      if (watches.current.has(key)) continue;
      const entry = { active: true, id: Promise.resolve<number | null>(null) };
      const onChange = Comlink.proxy((state: ViewState<unknown>) => {
        if (entry.active) setStates((all) => ({ ...all, [key]: state as PageState }));
      });
      entry.id = api
        .watch({ view: 'servicePage', params: JSON.parse(key) as ServicePageParams }, onChange)
        .then(
          (id) => {
            if (entry.active) return id;
            void api.unwatch({ id });
            return null;
          },
          (error: unknown) => {
            console.error('[priyom] a services page view failed', error);
            if (entry.active) setStates((all) => ({ ...all, [key]: FAILED_VIEW }));
            return null;
          },
        );
      watches.current.set(key, entry);
    }
  }, [joined]);

  useEffect(() => {
    const current = watches.current;
    return () => {
      // Unmount (or StrictMode's trial unmount): drop every watch; a remount starts them again.
      for (const watch of current.values()) {
        watch.active = false;
        void watch.id.then((id) => {
          if (id !== null) void getWorkerApi().unwatch({ id });
        });
      }
      current.clear();
    };
  }, []);

  return keys.map((key) => states[key] ?? LOADING_VIEW);
}

export interface ServiceListQuery {
  clinicId: number;
  categoryId: number | null;
  doctorId: number | null;
  /** Trimmed search text; '' for none. */
  search: string;
  /** Page size (src/domain/browsing-lists pageSize). */
  limit: number;
}

export interface ServiceList {
  /** The rows of every page loaded so far; null until the first page is there. */
  services: Service[] | null;
  /** A page came back shorter than the limit: nothing more to load (booking spec §4). */
  allLoaded: boolean;
  /** A further page is on its way. */
  loadingMore: boolean;
  /** The first page's state, for the data age line and the first-load failure. */
  first: PageState;
  /** Why the page being loaded failed, if it did. */
  lastError: RefreshFailure | null;
  /** Asks for the next page (ignored while one is loading or all are loaded). */
  loadMore(): void;
  /** How many pages are watched now. */
  pages: number;
  /** Refreshes every page shown now. */
  refresh(): Promise<{ ok: boolean; kind?: string }>;
}

/** A services list read page by page: only pages asked for with `loadMore` are watched (and fetched). */
export function useServiceList(query: ServiceListQuery, initialPages = 1): ServiceList {
  const { clinicId, categoryId, doctorId, search, limit } = query;
  const listKey = `${clinicId}|${categoryId}|${doctorId}|${limit}|${search}`;
  // initialPages: a list the user comes back to reopens as far as it was scrolled.
  const [asked, setAsked] = useState({ listKey, count: Math.max(1, initialPages) });
  const count = asked.listKey === listKey ? asked.count : 1;
  const pages = useMemo(
    () =>
      Array.from({ length: count }, (_, index) => ({
        clinicId,
        categoryId,
        doctorId,
        search,
        limit,
        offset: index * limit,
      })),
    [clinicId, categoryId, doctorId, search, limit, count],
  );
  const states = usePageWatches(pages);

  const services: Service[] = [];
  const seen = new Set<number>();
  let loaded = 0;
  let allLoaded = false;
  for (const state of states) {
    if (state.data === null) break;
    loaded += 1;
    // A list that shifted between two page fetches may repeat a row at the seam.
    for (const service of state.data)
      if (!seen.has(service.id)) {
        seen.add(service.id);
        services.push(service);
      }
    if (state.data.length < limit) {
      allLoaded = true;
      break;
    }
  }
  const pending = states[loaded];
  const loadingMore = loaded > 0 && !allLoaded && pending !== undefined;
  const first = states[0] ?? LOADING_VIEW;

  const canLoadMore = !allLoaded && loaded === count;
  const loadMore = useCallback(() => {
    if (canLoadMore) setAsked({ listKey, count: count + 1 });
  }, [canLoadMore, listKey, count]);

  const refresh = useCallback(async () => {
    const api = getWorkerApi();
    const results = await Promise.all(pages.map((params) => api.refresh({ view: 'servicePage', params })));
    return results.find((result) => !result.ok) ?? { ok: true };
  }, [pages]);

  return {
    services: loaded === 0 ? null : services,
    allLoaded,
    loadingMore,
    first,
    lastError: pending?.lastError ?? (loaded === 0 ? first.lastError : null),
    loadMore,
    pages: count,
    refresh,
  };
}
