/** The service results views the worker offers, merged into `Views` (../view-types.ts). Plain JSON. */
import type { ServiceResult } from '../../api/results';
import type { ResultPageParams } from './result-pages';

export type { ResultPageParams };

export interface ResultsViews {
  /** One page of the client's results; a page shorter than `limit` is the last. */
  resultPage: { params: ResultPageParams; data: ServiceResult[] };
}
