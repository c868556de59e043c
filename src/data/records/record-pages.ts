/**
 * The logged-in client's lists — appointments (GET /clients/appointments, newest date first) and
 * service results (GET /clients/service-results) — read page by page, each page its own private page
 * resource (./private-pages.ts) named `<list>:<limit>:<offset>`. A cancel made here edits the
 * appointment in whichever stored page holds it, so every tab's list follows at once.
 */
import { privateKeys } from '../account/private-data';
import type { PriyomDatabase } from '../database';
import { readStoredLocal } from '../sync/stored-local';

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

/**
 * The rows of a page never stored at its own size, out of the pages stored at another (the window's
 * height sets the size: a phone turned, or the installed app opened, asks for other pages): null unless
 * pages of one size hold all of it, or all of it there is. Shown until the page's own answer comes;
 * with the network gone, the list still opens.
 */
export async function rowsFromOtherPages<T>(
  db: PriyomDatabase,
  prefix: string,
  { offset, limit }: RecordPageParams,
): Promise<T[] | null> {
  const sizes = new Set((await storedPages(db, prefix)).map((page) => page.limit));
  sizes.delete(limit);
  for (const size of sizes) {
    const rows: T[] = [];
    let from = offset - (offset % size);
    for (;;) {
      const page = await readStoredLocal<{ rows: T[] }>(
        db,
        recordPageKey(prefix, { offset: from, limit: size }),
      );
      if (!page) break;
      rows.push(...page.rows);
      from += size;
      if (page.rows.length < size || from >= offset + limit)
        return rows.slice(offset % size, (offset % size) + limit);
    }
  }
  return null;
}
