/**
 * The clinic networks the size benches measure side by side: the demo (what a fresh server seeds) and
 * the made-up `wide` network (100 clinics, 3,000 doctors, 10,000 services, `npm run network:generate`),
 * imported into a fresh embedded SQLite database before the real server starts over it. The generated
 * file is written once per bench run.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import type { Kysely } from 'kysely';
import { BENCH_LAUNCH } from './browser';
import { PHONE } from './phone';
import { type RunningServer, startServer } from '../e2e/harness';
import { generateNetwork, type NetworkShape, networkText } from '../scripts/generate-network';
import { openDatabase } from '../server/db/connect';
import { migrateToLatest } from '../server/db/migrate';
import { importNetworkFile } from '../server/import/import-network';
import type { Database } from '../server/db/schema';

export type NetworkName = 'demo' | NetworkShape;
export const NETWORKS: readonly NetworkName[] = (process.env.BENCH_NETWORKS ?? 'demo,wide')
  .split(',')
  .map((name) => name.trim())
  .filter((name): name is NetworkName => name === 'demo' || name === 'wide' || name === 'deep');

const files = new Map<NetworkShape, string>();

/** The generated network's file, written on first use into a directory removed when the process exits. */
export function networkFile(shape: NetworkShape): string {
  const known = files.get(shape);
  if (known) return known;
  const dir = mkdtempSync(path.join(tmpdir(), `priyom-${shape}-`));
  process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'network.json');
  writeFileSync(file, networkText(generateNetwork({ shape })));
  files.set(shape, file);
  return file;
}

/** A data directory whose SQLite database holds `shape` alone (no demo seed). */
export async function importedDataDir(shape: NetworkShape): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `priyom-${shape}-db-`));
  const { db } = openDatabase({ databaseUrl: null, dataDir });
  try {
    await migrateToLatest(db, 'sqlite');
    await importInto(db, shape);
  } finally {
    await db.destroy();
  }
  return dataDir;
}

type ServerOptions = Parameters<typeof startServer>[0];

/** The real server over `network`; stop it with `stopNetworkServer`. */
export async function startNetworkServer(
  network: NetworkName,
  options: ServerOptions = {},
): Promise<RunningServer> {
  if (network === 'demo') return startServer(options);
  const dataDir = await importedDataDir(network);
  return startServer({ ...options, dataDir, env: { ...options.env, DEMO_NETWORK: '0' } });
}

/** Loads `shape` into a migrated database (a throwaway PostgreSQL's); the server then starts with DEMO_NETWORK=0. */
export async function importInto(db: Kysely<Database>, shape: NetworkShape): Promise<void> {
  const imported = await importNetworkFile(db, networkFile(shape));
  if (!imported.ok) throw new Error(`the ${shape} network did not import: ${imported.error.join('; ')}`);
}

export async function stopNetworkServer(server: RunningServer): Promise<void> {
  await server.stop();
  rmSync(server.dataDir, { recursive: true, force: true });
}

/** `measure` on each network of NETWORKS in turn, its server running only meanwhile. */
export async function onEachNetwork<T>(
  measure: (network: NetworkName, server: RunningServer) => Promise<T>,
  options: ServerOptions = {},
): Promise<T[]> {
  const results: T[] = [];
  for (const network of NETWORKS) {
    const server = await startNetworkServer(network, options);
    try {
      results.push(await measure(network, server));
    } finally {
      await stopNetworkServer(server);
    }
  }
  return results;
}

/** `measure` with a new phone-sized page (a new browser context: empty storage) on each network in turn. */
export async function onEachNetworkPage<T>(
  measure: (network: NetworkName, server: RunningServer, page: Page) => Promise<T>,
  options: ServerOptions = {},
): Promise<T[]> {
  const browser = await chromium.launch(BENCH_LAUNCH);
  try {
    return await onEachNetwork(async (network, server) => {
      const context = await browser.newContext(PHONE);
      try {
        return await measure(network, server, await context.newPage());
      } finally {
        await context.close();
      }
    }, options);
  } finally {
    await browser.close();
  }
}
