/**
 * Lists stored as rows of a collection, one row per item with its position in the server's answer.
 * `replaceRows` writes a list the server sent: upsert every row in one bulk, then drop the rows of the
 * same scope (one clinic's categories, the whole network's doctors) that the answer no longer holds.
 * Failures are bugs (the rows were validated against the contract), so they throw. `orderedRows$`
 * reads a scope back in the server's order.
 */
import type { MangoQuerySelector, RxCollection } from 'rxdb/plugins/core';
import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';

export async function replaceRows<D extends { id: string }>(
  collection: RxCollection<D>,
  docs: D[],
  scope: MangoQuerySelector<D>,
): Promise<void> {
  const upserted = await collection.bulkUpsert(docs);
  if (upserted.error.length > 0)
    throw new Error(`${collection.name} upsert failed: ${JSON.stringify(upserted.error)}`);
  const ids = docs.map((doc) => doc.id);
  const gone = await collection
    .find({ selector: { ...scope, id: { $nin: ids } } as MangoQuerySelector<D> })
    .exec();
  if (gone.length === 0) return;
  const removed = await collection.bulkRemove(gone.map((doc) => doc.primary));
  if (removed.error.length > 0)
    throw new Error(`${collection.name} removal failed: ${JSON.stringify(removed.error)}`);
}

/** The scope's rows, live, sorted by their position in the server's last answer, as plain rows. */
export function orderedRows$<D extends { order: number }, R>(
  collection: RxCollection<D>,
  scope: MangoQuerySelector<D>,
  toRow: (doc: D) => R,
): Observable<R[]> {
  return collection
    .find({ selector: scope, sort: [{ order: 'asc' }] } as Parameters<RxCollection<D>['find']>[0])
    .$.pipe(map((docs) => docs.map((doc) => toRow(doc.toMutableJSON() as D))));
}
