/**
 * A long list's rows, the first chunk as they are and each further chunk inside a Suspense boundary of
 * its own, nested in the one before. Nothing in a row suspends, so this changes no markup the patient
 * sees (the server's page only gains comment markers) and nothing in a render of the app's own. It
 * matters while the app hydrates a page the server drew: React hydrates the first chunk with the page's
 * frame, and leaves a boundary it meets for a later, lower-priority pass, which meets the next boundary
 * and leaves it in turn. Each chunk is so hydrated, and committed (its effects and refs), in a task of
 * its own instead of every row in one long commit; a tap in a chunk not yet hydrated hydrates that
 * chunk first and is then played.
 */
import { type ReactNode, Suspense } from 'react';

/** Rows per chunk: the first is about a phone's screenful, so the screen seen first hydrates at once. */
export const ROWS_PER_CHUNK = 12;

export function RowsInChunks<T>({
  items,
  row,
  from = 0,
}: {
  items: readonly T[];
  /** One row, with its key. */
  row: (item: T) => ReactNode;
  from?: number;
}) {
  const end = from + ROWS_PER_CHUNK;
  return (
    <>
      {items.slice(from, end).map(row)}
      {end < items.length && (
        <Suspense fallback={null}>
          <RowsInChunks items={items} row={row} from={end} />
        </Suspense>
      )}
    </>
  );
}
