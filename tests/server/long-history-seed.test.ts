/**
 * The long-history seeding option (server/seed/long-history.ts) the benches and tests use: on a database
 * the demo seed filled, the login's own profile gets the asked number of past appointments spread over
 * the years and of ready results, each with a picture and a protocol, in one go on either database.
 */
import { afterEach, beforeEach, describe, expect, test } from 'vitest';
import { seedLongHistory } from '../../server/seed/long-history';
import { DIALECTS, openSeededDatabase, type TestDatabase } from './harness';

const NOW = Date.UTC(2026, 5, 15, 9, 0, 0);

describe.each(DIALECTS)('a long history on %s', (dialect) => {
  let database: TestDatabase;
  beforeEach(async () => {
    database = await openSeededDatabase(dialect);
  });
  afterEach(() => database.close());

  test('the own profile gets the appointments over the years and the results with their files', async () => {
    const { db } = database;
    const client = await db
      .selectFrom('users')
      .innerJoin('user_clients', 'user_clients.user_id', 'users.id')
      .select('user_clients.client_id')
      .where('users.phone', '=', '79990000002')
      .where('user_clients.position', '=', 0)
      .executeTakeFirstOrThrow();
    const before = await db
      .selectFrom('appointments')
      .select('id')
      .where('client_id', '=', client.client_id)
      .execute();

    await seedLongHistory(db, { phone: '79990000002', appointments: 50, results: 30, years: 5, now: NOW });

    const appointments = await db
      .selectFrom('appointments')
      .select(['date'])
      .where('client_id', '=', client.client_id)
      .orderBy('date')
      .execute();
    expect(appointments).toHaveLength(before.length + 50);
    const added = appointments.map((row) => row.date).filter((date) => date < '2026-06-15');
    expect(added[0]!.slice(0, 4)).toBe('2021');
    const results = await db
      .selectFrom('service_results')
      .select('id')
      .where('client_id', '=', client.client_id)
      .where('title', 'like', '%№%')
      .execute();
    expect(results).toHaveLength(30);
    const ids = results.map((row) => row.id);
    const files = await db
      .selectFrom('service_result_attachments')
      .select('id')
      .where('result_id', 'in', ids)
      .execute();
    const protocols = await db
      .selectFrom('service_result_protocols')
      .select('id')
      .where('result_id', 'in', ids)
      .execute();
    expect([files.length, protocols.length]).toEqual([30, 30]);
  });

  test('a login that does not exist is a clear error and writes nothing', async () => {
    await expect(
      seedLongHistory(database.db, { phone: '70000000000', appointments: 5, results: 5, years: 1, now: NOW }),
    ).rejects.toThrow(/no demo login 70000000000/);
  });
});
