/** Each demo seed runs once per database, behind a marker row in the settings table. */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Claims a seed's marker row (version 1, the seed's date); false when some start has claimed it. */
export async function claimSeedMarker(trx: Kysely<Database>, key: string, today: string): Promise<boolean> {
  const claimed = await trx
    .insertInto('settings')
    .values({ key, value: JSON.stringify({ version: 1, today }) })
    .onConflict((oc) => oc.column('key').doNothing())
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}
