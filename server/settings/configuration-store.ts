/**
 * The clinic network's configuration lives in `settings` under one key as JSON text. Reads validate
 * it with the contract, so a hand-edited row that breaks the contract fails loudly instead of
 * reaching clients.
 */
import type { Kysely } from 'kysely';
import { type Configuration, ConfigurationSchema, parseWith } from '../../src/api';
import type { Database } from '../db/schema';

export const CONFIGURATION_KEY = 'configuration';

export async function readConfiguration(db: Kysely<Database>): Promise<Configuration> {
  const row = await db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', CONFIGURATION_KEY)
    .executeTakeFirst();
  if (!row) throw new Error('the configuration setting is missing (the database was not seeded)');
  return parseWith(ConfigurationSchema, JSON.parse(row.value), 'settings.configuration');
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

export interface ConfigurationCache {
  get(): Promise<Configuration>;
}

/**
 * A short-lived memo for hot paths (index.html, security headers). It is only a cache: every instance
 * re-reads the database after `ttlMs`, so nothing here needs sharing between instances.
 */
export function createConfigurationCache(
  db: Kysely<Database>,
  ttlMs = 2000,
  now: () => number = Date.now,
): ConfigurationCache {
  let cached: { at: number; value: Promise<Configuration> } | null = null;
  return {
    get() {
      const at = now();
      if (cached && at - cached.at < ttlMs) return cached.value;
      const value = readConfiguration(db);
      const entry = { at, value };
      cached = entry;
      // A failed read is not remembered: the next call tries again.
      value.catch(() => {
        if (cached === entry) cached = null;
      });
      return value;
    },
  };
}
