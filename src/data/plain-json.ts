/**
 * What crosses Comlink must be plain JSON: never an RxDocument, never RxDB's bookkeeping fields.
 * RxDB's `toJSON()`/`toMutableJSON()` already drop most of them; `stripMeta` makes it a guarantee.
 */
const RXDB_META_FIELDS = ['_rev', '_meta', '_attachments', '_deleted'] as const;

export type WithoutMeta<T> = Omit<T, (typeof RXDB_META_FIELDS)[number]>;

export function stripMeta<T extends object>(doc: T): WithoutMeta<T> {
  const copy = { ...doc } as Record<string, unknown>;
  for (const field of RXDB_META_FIELDS) delete copy[field];
  return copy as WithoutMeta<T>;
}
