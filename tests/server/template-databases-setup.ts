/**
 * vitest globalSetup, after pg-global-setup (whose server it uses): migrates one database of each dialect,
 * and seeds a second with the demo network, once for the run. The test files start from copies
 * (harness.ts): a file copy for SQLite, `CREATE DATABASE … TEMPLATE` for PostgreSQL. Migrating and
 * seeding in every file was most of a server file's set-up, and a file that runs on both dialects paid
 * it twice; the drawn result files' renderer was loaded anew in every file of the isolated group.
 * The seed dates its data by the clinic's day, so the copies are used only on the day they were seeded;
 * a run that passes midnight migrates and seeds per file again from then on.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, SQLITE_FILE_NAME } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { DialectName } from '../../server/db/schema';
import { seedDemoNetwork } from '../../server/seed';
import { seedDay } from '../../server/seed/seed-day';
import { withAdmin } from './pg';

/** Where a copy starts from: the database migrated, or migrated and seeded with the demo network. */
export type TemplateKind = 'migrated' | 'seeded';

export interface TemplateDatabases {
  /** The clinic's day the seeded ones were made on. */
  day: string;
  /** SQLite files, by kind. */
  sqlite: Record<TemplateKind, string>;
  /** PostgreSQL database names on the run's server, by kind. */
  postgres: Record<TemplateKind, string>;
}

declare module 'vitest' {
  export interface ProvidedContext {
    templateDatabases: TemplateDatabases | null;
  }
}

async function prepare(
  dialect: DialectName,
  where: { dataDir: string; url: string | null },
  seeded: boolean,
) {
  const { db } = openDatabase({ databaseUrl: where.url, dataDir: where.dataDir, poolSize: 2 });
  try {
    await migrateToLatest(db, dialect);
    if (seeded) await seedDemoNetwork(db);
  } finally {
    // Closed, SQLite writes its log back into the file, and PostgreSQL may copy a database only
    // while nobody is connected to it.
    await db.destroy();
  }
}

export default async function setup(project: TestProject) {
  const adminUrl = project.getProvidedContext().postgresAdminUrl;
  const day = seedDay();
  const dir = mkdtempSync(join(tmpdir(), 'priyom-templates-'));
  const migratedDir = join(dir, 'migrated');
  const seededDir = join(dir, 'seeded');
  const suffix = `${process.pid}_${Date.now().toString(36)}`;
  const names = { migrated: `template_migrated_${suffix}`, seeded: `template_seeded_${suffix}` };
  const urlOf = (name: string) => {
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    return url.toString();
  };

  const dropAll = async () => {
    rmSync(dir, { recursive: true, force: true });
    await withAdmin(async (client) => {
      for (const name of Object.values(names)) {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      }
    }, adminUrl);
  };

  await prepare('sqlite', { dataDir: migratedDir, url: null }, false);
  // The seeded one starts from the migrated file (its migrations then find nothing to do).
  mkdirSync(seededDir);
  copyFileSync(join(migratedDir, SQLITE_FILE_NAME), join(seededDir, SQLITE_FILE_NAME));
  await prepare('sqlite', { dataDir: seededDir, url: null }, true);

  await withAdmin((client) => client.query(`CREATE DATABASE ${names.migrated}`), adminUrl);
  await prepare('postgres', { dataDir: '', url: urlOf(names.migrated) }, false);
  await withAdmin(
    (client) => client.query(`CREATE DATABASE ${names.seeded} TEMPLATE ${names.migrated}`),
    adminUrl,
  );
  await prepare('postgres', { dataDir: '', url: urlOf(names.seeded) }, true);

  const templates: TemplateDatabases = {
    day,
    sqlite: {
      migrated: join(migratedDir, SQLITE_FILE_NAME),
      seeded: join(seededDir, SQLITE_FILE_NAME),
    },
    postgres: names,
  };
  // A seed that straddled the clinic's midnight is of neither day: the files seed their own.
  project.provide('templateDatabases', seedDay() === day ? templates : null);
  return dropAll;
}
