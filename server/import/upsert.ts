/**
 * An import's upsert by id: a row the database already holds takes the file's values, and only when one
 * of them differs, since an export mostly repeats the last one and rewriting an unchanged row still costs
 * a new row version and its index entries.
 */
import { sql } from 'kysely';

/** The update of an upsert: each column takes the value the insert brought. */
export const fromFile = <C extends string>(columns: readonly C[]) =>
  Object.fromEntries(columns.map((column) => [column, sql.ref<never>(`excluded.${column}`)])) as Record<
    C,
    ReturnType<typeof sql.ref<never>>
  >;

/** The upsert's condition: some column differs (two nulls are alike). */
export const changed = (table: string, columns: readonly string[]) =>
  sql<boolean>`${sql.join(
    columns.map(
      (column) => sql`${sql.ref(`${table}.${column}`)} is distinct from ${sql.ref(`excluded.${column}`)}`,
    ),
    sql` or `,
  )}`;
