/**
 * A services list's first page as a page brings it (./first-page-embed.ts's `servicePage`). The server
 * reads it at a size of its own, since the app's page size follows the window it does not know; the
 * list's first rows are the first page of any smaller size, so the part answers the first page of an
 * unfiltered, unsearched list at any size up to its own (and beyond, when the list ended within it).
 * Apart from the contract so that the main thread reads it without the schemas.
 */
import type { Service } from './browsing';
import type { FirstPage } from './first-page-embed';

/**
 * The page size of a list the server reads for a page, and draws: the app's page size follows the
 * window (ceil(height / 30), doubled above 657 px wide), which the server does not know, so this is the
 * page of a wide window up to 1200 px tall; a tab with a smaller page takes its first rows, and a list
 * the app hydrates is drawn at this size until the app knows its window.
 */
export const SERVER_PAGE_SIZE = 80;

export type FirstServicePage = NonNullable<FirstPage['servicePage']>;

/** What names one page of a services list. `categoryId` null: every category. */
export interface ServicePageQuery {
  clinicId: number;
  categoryId: number | null;
  doctorId: number | null;
  /** Trimmed search text; empty when not searching. */
  search: string;
  offset: number;
  limit: number;
}

/** The rows of the page `query` names, when the part holds that page; else null. */
export function servicePageRows(part: FirstServicePage, query: ServicePageQuery): Service[] | null {
  if (part.clinicId !== query.clinicId || part.categoryId !== query.categoryId) return null;
  if (query.doctorId !== null || query.search !== '' || query.offset !== 0) return null;
  if (query.limit > part.limit && part.services.length >= part.limit) return null;
  return part.services.slice(0, query.limit);
}
