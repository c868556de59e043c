import { afterEach, describe, expect, it } from 'vitest';
import { listClinicsFromDb } from '../../server/clinics/clinics-store';
import { migrateToLatest } from '../../server/db/migrate';
import { seedDemoNetwork } from '../../server/seed';
import { BROWSING_SEED_MARKER_KEY } from '../../server/seed/demo-browsing';
import { DEMO_CLINICS } from '../../server/seed/demo-clinics';
import { DEMO_DOCTORS } from '../../server/seed/demo-doctors';
import { DEMO_CATEGORIES, DEMO_SERVICES } from '../../server/seed/demo-services';
import { DIALECTS, openTestDatabase, type TestDatabase } from './harness';

const BROWSING_TABLES = [
  'service_doctors',
  'services',
  'service_categories',
  'doctor_clinics',
  'doctor_specialties',
  'doctor_avatars',
  'doctors',
  'specialties',
] as const;

async function rowCounts(database: TestDatabase) {
  const out: Record<string, number> = {};
  for (const table of BROWSING_TABLES) {
    const row = await database.db
      .selectFrom(table)
      .select(({ fn }) => fn.countAll<number | string>().as('n'))
      .executeTakeFirstOrThrow();
    out[table] = Number(row.n);
  }
  return out;
}

describe.each(DIALECTS)('browsing seed on %s', (dialect) => {
  let database: TestDatabase | undefined;
  afterEach(async () => {
    await database?.close();
    database = undefined;
  });

  it('writes every doctor, category and service once, and the clinic counts follow them', async () => {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database.db, dialect);
    await seedDemoNetwork(database.db);
    const counts = await rowCounts(database);
    expect(counts).toMatchObject({
      doctors: DEMO_DOCTORS.length,
      doctor_avatars: DEMO_DOCTORS.length,
      service_categories: DEMO_CATEGORIES.length,
      services: DEMO_SERVICES.length,
    });
    expect(counts.services).toBeGreaterThanOrEqual(150);
    const clinics = await listClinicsFromDb(database.db);
    for (const clinic of clinics) {
      const services = await database.db
        .selectFrom('services')
        .select(({ fn }) => fn.countAll<number | string>().as('n'))
        .where('clinic_id', '=', clinic.id)
        .executeTakeFirstOrThrow();
      expect(Number(services.n)).toBe(clinic.servicesCount);
    }
    await seedDemoNetwork(database.db);
    expect(await rowCounts(database)).toEqual(counts);
  });

  it('a database seeded before browsing existed gets the browsing rows once on its next start', async () => {
    database = await openTestDatabase(dialect);
    await migrateToLatest(database.db, dialect);
    await seedDemoNetwork(database.db);
    const full = await rowCounts(database);
    // Back to what the first seed wrote: no browsing rows, no marker, the counts typed by hand then.
    // The demo appointments (booking seed) refer to the doctors, and did not exist then either.
    await database.db.deleteFrom('appointments').execute();
    for (const table of BROWSING_TABLES) await database.db.deleteFrom(table).execute();
    await database.db.deleteFrom('settings').where('key', '=', BROWSING_SEED_MARKER_KEY).execute();
    await database.db.updateTable('clinics').set({ doctors_count: 24, services_count: 186 }).execute();

    expect(await seedDemoNetwork(database.db)).toEqual({ seeded: false, reason: 'already-seeded' });
    expect(await rowCounts(database)).toEqual(full);
    const clinics = await listClinicsFromDb(database.db);
    expect(clinics.map(({ logotypes: _, ...clinic }) => clinic)).toEqual(
      DEMO_CLINICS.map(({ clinic }) => clinic),
    );

    // Browsing rows someone removed later are not brought back: the marker is there.
    await database.db.deleteFrom('service_doctors').execute();
    await seedDemoNetwork(database.db);
    expect((await rowCounts(database)).service_doctors).toBe(0);
  });
});
