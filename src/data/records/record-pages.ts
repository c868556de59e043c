/**
 * The logged-in client's lists — appointments (GET /clients/appointments, newest date first) and
 * service results (GET /clients/service-results) — read page by page, each page its own private page
 * resource (./private-pages.ts) named `<list>:<limit>:<offset>`. A cancel made here edits the
 * appointment in whichever stored page holds it, so every tab's list follows at once.
 */
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
