/**
 * Hooks the browsing screens use (never the worker): the network's doctors, a clinic's service categories
 * and specialties, one service, and a services list read page by page. A services list is one worker
 * view per page (src/data/browsing/browsing-views.ts): the list hook watches the pages scrolled to so far and
 * asks for one more when the screen says so; a page that has never loaded is fetched only then.
 */
import { useCallback, useMemo } from 'react';
import type { Doctor, Service, ServiceCategory, SpecialtyItem } from '../../api/browsing';
import type { ViewState } from '../../data';
import { embeddedDoctorsView, embeddedServiceView, embeddedSpecialtiesView } from '../state/first-page';
import { embeddedServiceCategoriesView, embeddedServicePageView } from '../state/first-page-services';
import { offerFirstPage } from './first-page';
import { type PagedList, usePagedList } from './use-paged-list';
import { type UseViewOptions, useView } from './use-view';

/**
 * The page's block for the clinic information, which reads its phones from it
 * (screens/browsing/page-phones.ts): through here, so the block's reader stays in one chunk with these
 * hooks rather than in a small chunk of its own.
 */
export { embeddedFirstPage } from '../state/first-page';

const NO_PARAMS: Record<string, never> = Object.freeze({});
offerFirstPage();
/**
 * The doctors who work in clinic `clinicId` (null: the whole network), from the network's list (3 days);
 * the screens apply the clinic's display rules (src/domain/browsing-doctors). Until the worker answers,
 * the doctors the page brought, if any, when they serve this screen.
 */
export function useDoctors(clinicId: number | null, options?: UseViewOptions): ViewState<Doctor[]> {
  const initial = useMemo(() => () => embeddedDoctorsView(clinicId), [clinicId]);
  const params = useMemo(() => (clinicId === null ? NO_PARAMS : { clinicId }), [clinicId]);
  return useView('doctors', params, { ...options, initial });
}

/**
 * A clinic's service categories (1 h; refreshed in the background when older than 60 s). Until the
 * worker answers, the ones the page brought, when they are this clinic's.
 */
export function useServiceCategories(clinicId: number): ViewState<ServiceCategory[]> {
  const options = useMemo(() => ({ initial: embeddedServiceCategoriesView(clinicId) }), [clinicId]);
  return useView(
    'serviceCategories',
    useMemo(() => ({ clinicId }), [clinicId]),
    options,
  );
}

/**
 * A clinic's specialties (1 h; refreshed in the background when older than 60 s). Until the worker
 * answers, the ones the page brought, when they are this clinic's.
 */
export function useSpecialties(clinicId: number): ViewState<SpecialtyItem[]> {
  const options = useMemo(() => ({ initial: embeddedSpecialtiesView(clinicId) }), [clinicId]);
  return useView(
    'specialties',
    useMemo(() => ({ clinicId }), [clinicId]),
    options,
  );
}

/**
 * One service (6 h). `data` null with `updatedAt` set: the server does not know it (404). Until the
 * worker answers, the service the page brought, when it is this one.
 */
export function useService(clinicId: number, serviceId: number): ViewState<Service> {
  const options = useMemo(
    () => ({ initial: embeddedServiceView(clinicId, serviceId) }),
    [clinicId, serviceId],
  );
  return useView(
    'service',
    useMemo(() => ({ clinicId, serviceId }), [clinicId, serviceId]),
    options,
  );
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

export interface ServiceList extends Omit<PagedList<Service>, 'rows'> {
  /** The rows of every page loaded so far; null until the first page is there. */
  services: Service[] | null;
  /**
   * Starts the search's first page (trimmed text) ahead of the render that applies it; resolves at
   * its first answer: the worker's search of a list it holds, or that the server is being asked.
   */
  watchSearch(search: string): Promise<void>;
}

/**
 * A services list read page by page: only pages asked for with `loadMore` are watched (and fetched).
 * Until the worker answers, the first page the page brought, when it is this list's.
 */
export function useServiceList(
  query: ServiceListQuery,
  initialPages = 1,
  firstRowsInSlices = false,
): ServiceList {
  const { clinicId, categoryId, doctorId, search, limit } = query;
  // One shape for the list asked for and the search watched ahead: a page is named by its JSON.
  const baseOf = useCallback(
    (text: string) => ({ clinicId, categoryId, doctorId, search: text }),
    [clinicId, categoryId, doctorId],
  );
  const base = useMemo(() => baseOf(search), [baseOf, search]);
  const initial = useMemo(() => embeddedServicePageView({ ...base, offset: 0, limit }), [base, limit]);
  const { rows, watchFirstPage, ...list } = usePagedList('servicePage', base, limit, {
    initialPages,
    initial,
    firstRowsInSlices,
  });
  const watchSearch = useCallback((next: string) => watchFirstPage(baseOf(next)), [watchFirstPage, baseOf]);
  return { ...list, services: rows, watchSearch };
}
