/**
 * Whether the database can serve this code: reachable, and every migration the code knows applied
 * (an instance started against a database another version migrated, or not yet migrated, is not ready).
 * One small read of Kysely's migration table.
 */
import { type Kysely, sql } from 'kysely';
import { MIGRATION_NAMES } from './migrations';
import type { Database } from './schema';

export async function databaseReady(db: Kysely<Database>): Promise<boolean> {
  try {
    const { rows } = await sql<{ name: string }>`select name from kysely_migration`.execute(db);
    const applied = new Set(rows.map((row) => row.name));
    return MIGRATION_NAMES.every((name) => applied.has(name));
  } catch {
    // No migration table, or no database: not ready, and the probe answers rather than throws.
    return false;
  }
}
