/**
 * The logged-in client's lists — appointments (GET /clients/appointments, newest date first) and
 * service results (GET /clients/service-results) — read page by page, each page its own private page
 * resource (./private-pages.ts) named `<list>:<limit>:<offset>`. A cancel made here edits the
 * appointment in whichever stored page holds it, so every tab's list follows at once.
 */
import { privateKeys } from '../account/private-data';
import type { PriyomDatabase } from '../database';

export interface RecordPageParams {
  offset: number;
  limit: number;
}
export type AppointmentPageParams = RecordPageParams;
export type ResultPageParams = RecordPageParams;

export const APPOINTMENT_PAGE_PREFIX = 'appointments:';
export const RESULT_PAGE_PREFIX = 'results:';

export const recordPageKey = (prefix: string, { offset, limit }: RecordPageParams) =>
  `${prefix}${limit}:${offset}`;

/** The pages of a list stored now, by their keys (e.g. `appointments:20:0`). */
export async function storedPages(db: PriyomDatabase, prefix: string): Promise<RecordPageParams[]> {
  return (await privateKeys(db)).flatMap((key) => {
    if (!key.startsWith(prefix)) return [];
    const [limit, offset] = key.slice(prefix.length).split(':').map(Number);
    return Number.isInteger(limit) && Number.isInteger(offset) ? [{ limit: limit!, offset: offset! }] : [];
  });
}
