import { describe, expect, it } from 'vitest';
import { verifyPassword } from '../../server/auth/passwords';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoNetwork } from '../../server/seed';
import { DEMO_ACCOUNTS_MARKER_KEY, DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { DIALECTS, openTestDatabase, suiteDatabase } from './harness';

describe.each(DIALECTS)('demo accounts seed on %s', (dialect) => {
  const database = suiteDatabase(dialect);

  const links = (phone: string) =>
    database.db
      .selectFrom('users')
      .innerJoin('user_clients', 'user_clients.user_id', 'users.id')
      .select('user_clients.client_id')
      .where('users.phone', '=', phone)
      .execute();

  it('writes the two demo logins once, however often it runs', async () => {
    await seedDemoNetwork(database.db);
    await seedDemoNetwork(database.db);
    await Promise.all([seedDemoNetwork(database.db), seedDemoNetwork(database.db)]);
    expect(await links('79990000001')).toHaveLength(3);
    expect(await links('79990000002')).toHaveLength(1);
    expect(await database.db.selectFrom('users').select('id').execute()).toHaveLength(2);
    expect(await database.db.selectFrom('clients').select('id').execute()).toHaveLength(4);
    const user = await database.db
      .selectFrom('users')
      .select('password_hash')
      .where('phone', '=', '79990000001')
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(user.password_hash, DEMO_PASSWORD)).toBe(true);
  });

  it('production (demoAccounts: false) gets the network but no demo logins', async () => {
    const fresh = await openTestDatabase(dialect);
    try {
      await migrateToLatest(fresh.db, dialect);
      expect((await seedDemoNetwork(fresh.db, { demoAccounts: false })).reason).toBe('seeded');
      expect(await fresh.db.selectFrom('users').select('id').execute()).toHaveLength(0);
      expect((await fresh.db.selectFrom('clinics').select('id').execute()).length).toBeGreaterThan(1);
    } finally {
      await fresh.close();
    }
  });

  it('a demo database seeded before accounts existed gets them on the next start', async () => {
    await database.db.deleteFrom('users').execute();
    await database.db.deleteFrom('clients').execute();
    await database.db.deleteFrom('settings').where('key', '=', DEMO_ACCOUNTS_MARKER_KEY).execute();
    const result = await seedDemoNetwork(database.db);
    expect(result.reason).toBe('already-seeded');
    expect(await links('79990000001')).toHaveLength(3);
  });
});
