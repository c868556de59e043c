/**
 * Writes a list the server sent into a collection: upsert every row in one bulk, then drop the rows
 * of the same scope (one clinic's categories, the whole network's doctors) that the answer no longer
 * holds. Failures are bugs (the rows were validated against the contract), so they throw.
 */
import type { MangoQuerySelector, RxCollection } from 'rxdb/plugins/core';

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

/**
 * The schema fields every per-clinic list row shares: `{clinicId}:{id}` as key, the clinic, and the
 * position in that clinic's last answer (indexed with the clinic, so a clinic's rows come sorted).
 */
export const clinicRowProperties = {
  id: { type: 'string', maxLength: 40 },
  clinicId: { type: 'integer', minimum: 1, maximum: 1_000_000_000, multipleOf: 1 },
  order: { type: 'integer', minimum: 0, maximum: 1_000_000, multipleOf: 1 },
} as const;
export const clinicRowIndexes = [['clinicId', 'order']];
