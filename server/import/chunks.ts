/**
 * Statements of many rows for the import: each statement is a round trip to the database (on PostgreSQL
 * over the network), and a network of thousands of doctors writes tens of thousands of link and hours
 * rows. A statement takes as many rows as keep its parameters under a budget that both PostgreSQL's and
 * SQLite's caps on one statement's parameters leave room for.
 */
const PARAMETERS_PER_STATEMENT = 16_000;

/** A real photo's bytes are large: a few to a statement. */
export const IMAGES_PER_STATEMENT = 20;

/** `rows` in statements of as many as fit the budget (an id list's rows are one parameter each). */
export async function insertChunked<T>(rows: readonly T[], write: (chunk: T[]) => Promise<unknown>) {
  const first = rows[0];
  const columns = first !== null && typeof first === 'object' ? Object.keys(first).length : 1;
  const size = Math.max(1, Math.floor(PARAMETERS_PER_STATEMENT / Math.max(1, columns)));
  for (let start = 0; start < rows.length; start += size) await write(rows.slice(start, start + size));
}
