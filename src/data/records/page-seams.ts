/**
 * Where two stored pages of a list meet. Pages fetched at different moments disagree when a row was
 * added or removed above the seam in between: a row pushed from the end of one page to the start of
 * the next showed nowhere (or twice), online until the later page expired, offline for good. So each
 * page after the first is fetched with one more row in front, the row the server listed just before it
 * (`before`). While the earlier page's last row is that row, the two pages join exactly; when it is
 * not, the older of the two is fetched again, and meanwhile the later page shows its `before` row too
 * when the earlier page lacks it, so a shift by one row leaves no gap even with no network.
 */
import type { RecordPageParams } from './record-pages';

/** A stored page: its rows, and the row listed just before them when it was fetched, if known. */
export interface SeamedPage<T> {
  rows: T[];
  before?: T;
}

type Row = { id: number };

/** One row in front, where there is one and the server's page size leaves room for it. */
export function withRowBefore({ offset, limit }: RecordPageParams, maxLimit: number): RecordPageParams {
  return offset > 0 && limit < maxLimit ? { offset: offset - 1, limit: limit + 1 } : { offset, limit };
}

/** The answer to `withRowBefore(params)` as the page to store. */
export function pageFromAnswer<T>(params: RecordPageParams, maxLimit: number, answer: T[]): SeamedPage<T> {
  if (withRowBefore(params, maxLimit).offset === params.offset) return { rows: answer };
  const [before, ...rows] = answer;
  return before === undefined ? { rows } : { rows, before };
}

/** The two pages join: nothing lies between them and nothing is in both. Unknown counts as joined. */
export function joins<T extends Row>(earlier: SeamedPage<T> | null, later: SeamedPage<T> | null): boolean {
  if (!earlier || !later?.before) return true;
  return earlier.rows.at(-1)?.id === later.before.id;
}

/** The rows a page shows after `earlier`: its own, led by its `before` row where the seam left it out. */
export function rowsAfter<T extends Row>(earlier: SeamedPage<T> | null, page: SeamedPage<T>): T[] {
  const { before } = page;
  if (!before || joins(earlier, page) || earlier?.rows.some((row) => row.id === before.id)) return page.rows;
  return [before, ...page.rows];
}
