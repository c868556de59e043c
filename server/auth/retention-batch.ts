/** One batch of the retention job's deletes, the same for every table it prunes. */
import { type Expression, type Kysely, type SqlBool, sql } from 'kysely';
import type { Database } from '../db/schema';

/** One batch of a table: the rows older than `cutoff` (ISO-8601 UTC), at most `limit`; answers how many went. */
export type Prune = (db: Kysely<Database>, cutoff: string, limit: number) => Promise<number>;

/**
 * Deletes at most `limit` rows for which `old(cutoff)` holds, named by their `key` column. The condition
 * is checked again on each row itself: another writer may have just made a picked row young again (a
 * resent message moves a short link's expiry on), and PostgreSQL checks it once more against the row
 * it waited for.
 */
export const batchOf =
  (table: keyof Database, key: 'id' | 'key', old: (cutoff: string) => Expression<SqlBool>): Prune =>
  async (db, cutoff, limit) => {
    const where = old(cutoff);
    const result = await sql`delete from ${sql.table(table)} where ${where} and ${sql.ref(key)} in
      (select ${sql.ref(key)} from ${sql.table(table)} where ${where} limit ${limit})`.execute(db);
    return Number(result.numAffectedRows ?? 0);
  };
