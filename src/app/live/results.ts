/** Hooks and commands the service results screen uses (it never calls the worker itself). */
import type { ServiceResult } from '../../api/results';
import type { Result, ResultFile } from '../../data';
import { recordPageSize } from '../../domain/browsing-lists';
import { useCurrentClientId } from './session';
import { watchFirstPageEarly } from './early-pages';
import { type PagedList, usePagedList } from './use-paged-list';
import { getWorkerApi } from './worker-client';

const NO_FILTER = Object.freeze({});

/** The client's service results, page by page (each page kept 60 s, private). */
export function useResults(limit: number): PagedList<ServiceResult> {
  return usePagedList('resultPage', NO_FILTER, recordPageSize(limit), { owner: useCurrentClientId() });
}

/** The list's first page at `limit` rows, asked for before the screen mounts (./early-pages.ts). */
export const watchResultsEarly = (limit: number) =>
  watchFirstPageEarly('resultPage', NO_FILTER, recordPageSize(limit));

export const resultCommands = {
  /** A result's file as bytes, through the session (or as kept on this device, offline); the tab saves it. */
  download: (input: { kind: 'attachment' | 'protocol'; id: number }): Promise<Result<ResultFile>> =>
    getWorkerApi().downloadResultFile(input),
};
