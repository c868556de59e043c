/**
 * A fresh PostgreSQL database per test file on the server that pg-global-setup provides:
 * CREATE DATABASE test_<random> (empty, or a copy of a template), and DROP ... WITH (FORCE) after.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';

export interface TestPostgresDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** Runs `work` over a connection to the server at `adminUrl` (the run's, unless given). */
export async function withAdmin<T>(
  work: (client: pg.Client) => Promise<T>,
  adminUrl: string = inject('postgresAdminUrl'),
): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** `template`: a database of the run's server to copy (nobody may be connected to it). */
export async function createTestPostgresDatabase(template?: string): Promise<TestPostgresDatabase> {
  const name = `test_${randomBytes(6).toString('hex')}`;
  await withAdmin((client) =>
    client.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`),
  );
  const url = new URL(inject('postgresAdminUrl'));
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () =>
      withAdmin((client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)).then(() => {}),
  };
}
