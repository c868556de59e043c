/**
 * Global setup, after the drawn files' (whose directory the seed fills): seeds one database for the run's
 * tests to copy (seeded-database.ts). A seed that straddles the clinic's midnight keeps no template.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer } from './harness';
import { DATABASE_FILE, dropTemplate, keepTemplate, seedDay } from './seeded-database';

export default async function seedOnce(): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'priyom-e2e-seeded-'));
  const day = seedDay();
  const server = await startServer({ dataDir });
  await server.stop();
  if (seedDay() === day) keepTemplate(path.join(dataDir, DATABASE_FILE), day);
  return () => {
    dropTemplate();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
