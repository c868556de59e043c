/** GET /api/configuration (accounts spec §3): the network's configuration, as the contract says. */
import { Hono } from 'hono';
import type { Kysely } from 'kysely';
import { getConfiguration, parseWith } from '../../src/api';
import type { Database } from '../db/schema';
import { readConfiguration } from '../settings/configuration-store';

export function configurationRoutes({ db }: { db: Kysely<Database> }) {
  return new Hono().get(getConfiguration.path, async (c) => {
    const answer = parseWith(getConfiguration.answer, await readConfiguration(db), 'GET /configuration');
    // Small and read at every start; clients revalidate so an edited configuration reaches them.
    c.header('Cache-Control', 'no-cache');
    return c.json(answer);
  });
}
