import { describe, expect, it } from 'vitest';
import { listClinicsFromDb } from '../../server/clinics/clinics-store';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoNetwork } from '../../server/seed';
import { DEMO_CONFIGURATION } from '../../server/seed/demo-configuration';
import { readConfiguration } from '../../server/settings/configuration-store';
import { openDatabase } from '../../server/db/connect';
import { DIALECTS, openTestDatabase, suiteDatabase, type TestDatabase } from './harness';
import { createTestPostgresDatabase } from './pg';

async function snapshot(database: TestDatabase) {
  const { db } = database;
  return {
    settings: await db.selectFrom('settings').selectAll().orderBy('key').execute(),
    clinics: await db.selectFrom('clinics').selectAll().orderBy('id').execute(),
    logotypes: await db.selectFrom('clinic_logotypes').selectAll().orderBy('clinic_id').execute(),
    images: (await db.selectFrom('images').selectAll().orderBy('id').execute()).map((row) => ({
      ...row,
      bytes: Buffer.from(row.bytes).toString('base64'),
    })),
  };
}

describe.each(DIALECTS)('demo seed on %s', (dialect) => {
  const database = suiteDatabase(dialect);

  it('fills an empty database with four clinics, their logos and the configuration', async () => {
    expect(await seedDemoNetwork(database.db)).toEqual({ seeded: true, reason: 'seeded' });
    const clinics = await listClinicsFromDb(database.db);
    expect(clinics.length).toBeGreaterThanOrEqual(3);
    expect(clinics.map((clinic) => clinic.id)).toEqual([1, 2, 3, 4]);
    for (const clinic of clinics) {
      expect(clinic.logotypes.thumb100).toMatch(/^logo-[0-9a-f]{16}$/);
      expect(clinic.phone1).toMatch(/^\+7 \(\d{3}\) \d{3}-\d{2}-\d{2}$/);
      expect(clinic.notFormattedPhone1).toMatch(/^7\d{10}$/);
      expect(clinic.site).toMatch(/^https:\/\//);
    }
    expect(clinics.some((clinic) => !clinic.servicesAvailable)).toBe(true);
    expect(clinics.some((clinic) => !clinic.showInformationAboutClinic)).toBe(true);
    expect(await readConfiguration(database.db)).toEqual(DEMO_CONFIGURATION);
  });

  it('changes nothing on a second start', async () => {
    const before = await snapshot(database);
    expect(await seedDemoNetwork(database.db)).toEqual({ seeded: false, reason: 'already-seeded' });
    expect(await snapshot(database)).toEqual(before);
  });

  it('is deterministic: a fresh database gets the same rows', async () => {
    const other = await openTestDatabase(dialect);
    try {
      await migrateToLatest(other.db, dialect);
      await seedDemoNetwork(other.db);
      expect(await snapshot(other)).toEqual(await snapshot(database));
    } finally {
      await other.close();
    }
  });

  it('leaves a database alone that already has clinics', async () => {
    const other = await openTestDatabase(dialect);
    try {
      await migrateToLatest(other.db, dialect);
      await other.db
        .insertInto('settings')
        .values({ key: 'configuration', value: JSON.stringify(DEMO_CONFIGURATION) })
        .execute();
      expect(await seedDemoNetwork(other.db)).toEqual({ seeded: false, reason: 'not-empty' });
      expect(await listClinicsFromDb(other.db)).toEqual([]);
    } finally {
      await other.close();
    }
  });
});

describe('two instances starting together on one PostgreSQL', () => {
  it('migrate and seed once, with no error', async () => {
    const database = await createTestPostgresDatabase();
    const instances = [1, 2].map(
      () => openDatabase({ databaseUrl: database.url, dataDir: '', poolSize: 2 }).db,
    );
    try {
      const results = await Promise.all(
        instances.map(async (db) => {
          await migrateToLatest(db, 'postgres');
          return seedDemoNetwork(db);
        }),
      );
      expect(results.filter((result) => result.seeded)).toHaveLength(1);
      expect(await listClinicsFromDb(instances[0]!)).toHaveLength(4);
    } finally {
      await Promise.all(instances.map((db) => db.destroy()));
      await database.drop();
    }
  });
});
