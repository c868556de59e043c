/**
 * Pages of the logged-in client's service results (GET /clients/service-results), one private page
 * resource each (../session/private-pages.ts), kept `results` long (../sync/ttl.ts).
 */
export interface ResultPageParams {
  offset: number;
  limit: number;
}

export const RESULT_PAGE_PREFIX = 'results:';

export const resultPageKey = ({ offset, limit }: ResultPageParams) =>
  `${RESULT_PAGE_PREFIX}${limit}:${offset}`;
