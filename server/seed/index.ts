/**
 * The demo seed: on the first start of an empty database, writes the demo clinic network and its
 * configuration in one transaction that first claims a marker row. Later starts (and a second
 * instance racing the first on PostgreSQL) find the marker and change nothing; every insert also
 * ignores a row that is already there.
 */
import type { Kysely } from 'kysely';
import { LOGO_SIZE } from '../../src/api';
import { clinicToRow } from '../clinics/clinics-store';
import type { Database } from '../db/schema';
import { insertImageIfMissing } from '../images/images-store';
import { CONFIGURATION_KEY, insertConfigurationIfMissing } from '../settings/configuration-store';
import { claimBrowsingSeed, insertDemoBrowsing } from './demo-browsing';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoBooking } from './demo-booking';
import { seedDemoLinks } from './demo-links';
import { seedDemoResults } from './demo-results';
import { DEMO_CLINICS } from './demo-clinics';
import { DEMO_CONFIGURATION } from './demo-configuration';
import { logoImage } from './logos';

export const SEED_MARKER_KEY = 'seed.demo';
const SEED_VERSION = 1;

export interface SeedResult {
  seeded: boolean;
  reason: 'seeded' | 'already-seeded' | 'not-empty';
}

/** The demo network, then the demo accounts (server/seed/demo-accounts.ts) unless the database is someone else's. */
/**
 * `demoAccounts: false` (production) leaves out the demo logins: their password is printed in the
 * README, so on a clinic's server they would be anyone's. `drawnFiles`: a directory keeping the drawn
 * result files for later seeds (drawn-files.ts).
 */
export async function seedDemoNetwork(
  db: Kysely<Database>,
  { demoAccounts = true, drawnFiles = null }: { demoAccounts?: boolean; drawnFiles?: string | null } = {},
): Promise<SeedResult> {
  const result = await seedNetwork(db);
  if (demoAccounts && result.reason !== 'not-empty') await seedDemoAccounts(db);
  // Schedules for the demo doctors; appointments only for the demo accounts.
  if (result.reason !== 'not-empty') await seedDemoBooking(db, { appointments: demoAccounts });
  // Service results with their files, only for the demo accounts' clients.
  if (demoAccounts && result.reason !== 'not-empty') await seedDemoResults(db, Date.now(), drawnFiles);
  // Confirmation, feedback and short links on the demo accounts' appointments.
  if (demoAccounts && result.reason !== 'not-empty') await seedDemoLinks(db);
  return result;
}

async function seedNetwork(db: Kysely<Database>): Promise<SeedResult> {
  return db.transaction().execute(async (trx) => {
    const marker = await trx
      .selectFrom('settings')
      .select('key')
      .where('key', '=', SEED_MARKER_KEY)
      .executeTakeFirst();
    if (marker) {
      // Seeded before browsing existed: add the doctors and services once, if the demo clinics are still there.
      const demoClinics = await trx
        .selectFrom('clinics')
        .select('id')
        .where(
          'id',
          'in',
          DEMO_CLINICS.map(({ clinic }) => clinic.id),
        )
        .execute();
      if (demoClinics.length === DEMO_CLINICS.length && (await claimBrowsingSeed(trx))) {
        await insertDemoBrowsing(trx);
      }
      return { seeded: false, reason: 'already-seeded' };
    }
    // A database someone filled by other means is left alone.
    const existing = await trx.selectFrom('clinics').select('id').limit(1).executeTakeFirst();
    const configured = await trx
      .selectFrom('settings')
      .select('key')
      .where('key', '=', CONFIGURATION_KEY)
      .executeTakeFirst();
    if (existing || configured) return { seeded: false, reason: 'not-empty' };

    // Claim the seed: of two instances racing on PostgreSQL, the second waits on this row until the first
    // commits and then inserts nothing, so exactly one of them writes (RETURNING works on both dialects).
    const claimed = await trx
      .insertInto('settings')
      .values({ key: SEED_MARKER_KEY, value: JSON.stringify({ version: SEED_VERSION }) })
      .onConflict((oc) => oc.column('key').doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!claimed) return { seeded: false, reason: 'already-seeded' };

    await insertConfigurationIfMissing(trx, DEMO_CONFIGURATION);
    for (const { clinic, logo } of DEMO_CLINICS) {
      const image = logoImage(logo.initials, logo.background);
      await insertImageIfMissing(trx, image);
      await trx
        .insertInto('clinics')
        .values(clinicToRow({ ...clinic, logotypes: {} }))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      await trx
        .insertInto('clinic_logotypes')
        .values({ clinic_id: clinic.id, size: LOGO_SIZE, image_id: image.id })
        .onConflict((oc) => oc.columns(['clinic_id', 'size']).doNothing())
        .execute();
    }
    await claimBrowsingSeed(trx);
    await insertDemoBrowsing(trx);
    return { seeded: true, reason: 'seeded' };
  });
}
