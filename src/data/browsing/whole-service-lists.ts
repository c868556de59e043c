/**
 * A clinic's whole services list (or a category's), held by the data worker so that a search answers
 * from it rather than from the server. It is the unsearched list's first page at the largest size a
 * request may ask for: a page shorter than that is the whole list. A longer list is left to the
 * server's search, so what the worker keeps stays a clinic's list, not the network's.
 *
 * The server answers a list in one fixed order (the folded title, then the id) whatever the search, so
 * a search's rows are the whole list's matching rows in the whole list's order, paged alike; matching
 * is src/domain/title-search.ts, the function the server folds with.
 */
import { type Service, SERVICES_PAGE_MAX } from '../../api/browsing';
import { foldForSearch, titleMatches } from '../../domain/title-search';
import type { ServicePageParams } from './service-pages';

/** The page that holds the whole list of `page`'s clinic and category. */
export function wholeListOf(page: ServicePageParams): ServicePageParams {
  return {
    clinicId: page.clinicId,
    categoryId: page.categoryId,
    doctorId: null,
    search: '',
    offset: 0,
    limit: SERVICES_PAGE_MAX,
  };
}

/** The page is itself a whole list's page (what `wholeListOf` names). */
export function isWholeListPage(page: ServicePageParams): boolean {
  return (
    page.doctorId === null && page.search === '' && page.offset === 0 && page.limit === SERVICES_PAGE_MAX
  );
}

/** The whole list's page ended within it: it is the whole list. */
export const isWholeList = (services: readonly Service[]): boolean => services.length < SERVICES_PAGE_MAX;

/**
 * Only searches are answered from the whole list: an unsearched page keeps its own resource, which is
 * also what a page's embedded first rows are stored as.
 */
export const isSearch = (page: ServicePageParams): boolean => foldForSearch(page.search) !== '';

/** The page of `whole` (the list of the page's clinic and category) that the server would answer. */
export function searchWholeList(whole: readonly Service[], page: ServicePageParams): Service[] {
  const search = foldForSearch(page.search);
  const { doctorId } = page;
  const found = whole.filter(
    (service) =>
      titleMatches(service.title, search) && (doctorId === null || service.doctorIds.includes(doctorId)),
  );
  return found.slice(page.offset, page.offset + page.limit);
}
