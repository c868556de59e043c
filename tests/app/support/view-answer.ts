import type { ViewState } from '../../../src/data';

/** A worker's settled answer of `data`, as a view emits it. */
export const viewAnswer = <T>(data: T): ViewState<T> => ({
  data,
  updatedAt: 1,
  stale: false,
  refreshing: false,
  lastError: null,
});
