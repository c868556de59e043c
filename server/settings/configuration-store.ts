/**
 * The clinic network's configuration lives in `settings` under one key as JSON text. Reads validate
 * it with the contract, so a hand-edited row that breaks the contract fails loudly instead of
 * reaching clients.
 */
import type { Kysely } from 'kysely';
import { type Configuration, ConfigurationSchema, parseWith } from '../../src/api';
import type { Database } from '../db/schema';
import { type Memo, memoize } from '../memo';

export const CONFIGURATION_KEY = 'configuration';

const configurationRow = (db: Kysely<Database>) =>
  db.selectFrom('settings').select('value').where('key', '=', CONFIGURATION_KEY).executeTakeFirst();

export async function readConfiguration(db: Kysely<Database>): Promise<Configuration> {
  const row = await configurationRow(db);
  if (!row) throw new Error('the configuration setting is missing (the database was not seeded)');
  return parseWith(ConfigurationSchema, JSON.parse(row.value), 'settings.configuration');
}

/** Whether a network was seeded or imported into this database. */
export async function hasConfiguration(db: Kysely<Database>): Promise<boolean> {
  return (await configurationRow(db)) !== undefined;
}

/** Inserts the configuration unless one exists (a concurrent start may have written it first). */
export async function insertConfigurationIfMissing(
  db: Kysely<Database>,
  value: Configuration,
): Promise<void> {
  const checked = parseWith(ConfigurationSchema, value, 'new configuration');
  await db
    .insertInto('settings')
    .values({ key: CONFIGURATION_KEY, value: JSON.stringify(checked) })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
}

/** The configuration, re-read from the database at most once per `ttlMs` (see server/memo.ts). */
export function createConfigurationCache(
  db: Kysely<Database>,
  ttlMs = 2000,
  now: () => number = Date.now,
): Memo<Configuration> {
  return memoize(() => readConfiguration(db), ttlMs, now);
}
