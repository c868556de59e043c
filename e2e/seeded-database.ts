/**
 * One seeded database for the whole run, copied for each test. The global setup
 * (seeded-database-setup.ts) starts a server once over an empty data directory, so the migrations and the
 * demo seed run once, and keeps that database file; each test's server then starts over its own copy: a
 * fresh, private database as before, without seeding it again. The seed dates its data by the clinic's
 * day (appointments and results so many days from today), so a copy serves only on the day it was seeded;
 * a run that passes midnight seeds afresh from then on.
 */
import { copyFileSync } from 'node:fs';
import path from 'node:path';
import { seedDay } from '../server/seed/seed-day';

/** Where the setup tells the workers (which inherit its environment) the template lies, and its day. */
const TEMPLATE_FILE = 'PRIYOM_E2E_SEEDED_FILE';
const TEMPLATE_DAY = 'PRIYOM_E2E_SEEDED_DAY';

/** The embedded database's file in a data directory. */
export const DATABASE_FILE = 'priyom.sqlite';

/** Environment that changes what a server seeds, or where: a server given any of it seeds its own. */
const SEED_SETTINGS = ['DEMO_NETWORK', 'DEMO_ACCOUNTS', 'DEMO_DRAWN_FILES', 'DATABASE_URL'];

export { seedDay };

export function keepTemplate(file: string, day: string): void {
  process.env[TEMPLATE_FILE] = file;
  process.env[TEMPLATE_DAY] = day;
}

export function dropTemplate(): void {
  delete process.env[TEMPLATE_FILE];
  delete process.env[TEMPLATE_DAY];
}

/**
 * Copies the run's seeded database into an empty data directory, when there is one that fits: seeded
 * today, and for a server whose environment seeds the same. False: the server is to seed its own.
 */
export function copySeeded(dataDir: string, env: Record<string, string> = {}): boolean {
  const file = process.env[TEMPLATE_FILE];
  if (!file || process.env[TEMPLATE_DAY] !== seedDay()) return false;
  if (SEED_SETTINGS.some((name) => name in env)) return false;
  copyFileSync(file, path.join(dataDir, DATABASE_FILE));
  return true;
}
