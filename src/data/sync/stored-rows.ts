/**
 * Lists stored as rows of a collection, one row per item with its position in the server's answer.
 * `replaceRows` writes a list the server sent: it reads the scope's stored rows once (one clinic's
 * categories, the whole network's doctors), upserts only the rows that are new or differ from what is
 * stored, and drops the rows the answer no longer holds. A list refetched with one changed row writes
 * that row: rewriting every row would give each a new revision, wake every query over the collection
 * and cost as many writes as the network has doctors. Failures are bugs (the rows were validated
 * against the contract), so they throw. `orderedRows$` reads a scope back in the server's order.
 */
import type { MangoQuerySelector, RxCollection } from 'rxdb/plugins/core';
import type { Observable } from 'rxjs';
import { map } from 'rxjs/operators';
import { sameValue } from '../../domain/same-value';
import { stripMeta } from '../plain-json';

export async function replaceRows<D extends { id: string }>(
  collection: RxCollection<D>,
  docs: D[],
  scope: MangoQuerySelector<D>,
): Promise<void> {
  const stored = await collection.find({ selector: scope }).exec();
  const storedById = new Map(stored.map((doc) => [doc.primary, doc]));
  const changed = docs.filter((doc) => {
    const before = storedById.get(doc.id);
    return !before || !sameValue(stripMeta(before.toJSON()), doc);
  });
  if (changed.length > 0) {
    const upserted = await collection.bulkUpsert(changed);
    if (upserted.error.length > 0)
      throw new Error(`${collection.name} upsert failed: ${JSON.stringify(upserted.error)}`);
  }
  const kept = new Set(docs.map((doc) => doc.id));
  const gone = stored.filter((doc) => !kept.has(doc.primary)).map((doc) => doc.primary);
  if (gone.length === 0) return;
  const removed = await collection.bulkRemove(gone);
  if (removed.error.length > 0)
    throw new Error(`${collection.name} removal failed: ${JSON.stringify(removed.error)}`);
}

/**
 * Two parts of one ordered list (two clinics' doctors) as one, each part's order kept: a row in both
 * holds the two in step, and the rows of either between two such rows keep their places. `b`'s copy
 * of a row in both is the one kept (the newer).
 */
export function mergeParts<T>(a: readonly T[], b: readonly T[], idOf: (row: T) => string): T[] {
  const inA = new Set(a.map(idOf));
  const inB = new Map(b.map((row) => [idOf(row), row]));
  const merged: T[] = [];
  const taken = new Set<string>();
  const take = (row: T) => {
    const id = idOf(row);
    if (taken.has(id)) return;
    taken.add(id);
    merged.push(inB.get(id) ?? row);
  };
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) {
    if (i < a.length && (taken.has(idOf(a[i]!)) || !inB.has(idOf(a[i]!)))) take(a[i++]!);
    else if (j < b.length && (taken.has(idOf(b[j]!)) || !inA.has(idOf(b[j]!)))) take(b[j++]!);
    // Both stand at a row they share (or the parts disagree on the order: the stored one leads).
    else take(a[i++]!);
  }
  return merged;
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
