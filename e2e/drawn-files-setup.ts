/**
 * One directory for the whole run where every test's server keeps the result files its demo seed draws
 * (DEMO_DRAWN_FILES, server/seed/drawn-files.ts): the run's seeded database (seeded-database.ts) draws
 * them, and a server that seeds its own reads them. Workers and their servers inherit the variable.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export default function keepDrawnFiles(): () => void {
  const dir = mkdtempSync(path.join(tmpdir(), 'priyom-e2e-drawn-'));
  process.env.DEMO_DRAWN_FILES = dir;
  return () => rmSync(dir, { recursive: true, force: true });
}
