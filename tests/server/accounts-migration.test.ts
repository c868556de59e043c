import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { DIALECTS, suiteDatabase } from './harness';

const NOW = '2026-11-23T10:00:00.000Z';

describe.each(DIALECTS)('accounts migration on %s', (dialect) => {
  const database = suiteDatabase(dialect);

  it('creates the accounts tables', async () => {
    const tables = (await database.db.introspection.getTables()).map((table) => table.name);
    expect(tables).toEqual(
      expect.arrayContaining([
        'users',
        'clients',
        'user_clients',
        'confirmation_codes',
        'message_counters',
        'refresh_tokens',
        'audit_events',
      ]),
    );
  });

  it('numbers users and clients itself and keeps one login per phone', async () => {
    const db = database.db;
    const first = await db
      .insertInto('users')
      .values({ phone: '70000000001', password_hash: 'x', created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    const second = await db
      .insertInto('users')
      .values({ phone: '70000000002', password_hash: 'x', created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(second.id).toBeGreaterThan(first.id);
    await expect(
      db.insertInto('users').values({ phone: '70000000001', password_hash: 'y', created_at: NOW }).execute(),
    ).rejects.toThrow();
    await expect(
      db
        .insertInto('users')
        .values({ phone: '70000000003', password_hash: 'y', created_at: NOW, blocked: 2 as 1 })
        .execute(),
    ).rejects.toThrow();
    const client = await db
      .insertInto('clients')
      .values({ phone: null, surname: 'Иванова', name: 'Анна', created_at: NOW })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('user_clients').values({ user_id: first.id, client_id: client.id }).execute();
    await expect(
      db.insertInto('user_clients').values({ user_id: first.id, client_id: client.id }).execute(),
    ).rejects.toThrow();
  });

  it('counts messages with one upsert per (scope, key, hour) on both dialects', async () => {
    const bump = () =>
      database.db
        .insertInto('message_counters')
        .values({ scope: 'phone', key: '70000000001', window_start: NOW, count: 1 })
        .onConflict((oc) =>
          oc
            .columns(['scope', 'key', 'window_start'])
            .doUpdateSet({ count: sql`message_counters.count + 1` }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
    expect((await bump()).count).toBe(1);
    expect((await bump()).count).toBe(2);
    expect((await bump()).count).toBe(3);
  });
});
