/** Brings the schema up to date with the one migration set both dialects share. */
import { type Kysely, type MigrationResult, Migrator } from 'kysely';
import { createMigrationProvider } from './migrations';
import type { Database, DialectName } from './schema';

export async function migrateToLatest(
  db: Kysely<Database>,
  dialect: DialectName,
): Promise<MigrationResult[]> {
  const migrator = new Migrator({ db, provider: createMigrationProvider(dialect) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`database migration ${failed ?? ''} failed: ${String(error)}`, { cause: error });
  }
  return results ?? [];
}
