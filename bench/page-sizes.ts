/**
 * The size of every public page the server draws, before compression (what a browser parses), on the
 * demo and the wide network (./networks.ts), for each build side by side: the start page, a clinic's
 * menu, its categories, a category's services, a service, its doctors, a doctor and its specialties.
 * Each page of the wide network must stay within PAGE_BYTES_LIMIT.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import { type RunningServer, startServer } from '../e2e/harness';
import { type Build, builds } from './builds';
import { type NetworkName, NETWORKS, networkFile } from './networks';
import { printTable } from './report';

export const PAGE_BYTES_LIMIT = 250 * 1024;

/** The pages of the clinic with the lowest id, with a service, a category and a doctor of it. */
export function pagesOf(databaseFile: string): string[] {
  const db = new Database(databaseFile, { readonly: true });
  try {
    const one = <T>(query: string, ...args: unknown[]) => db.prepare(query).get(...args) as T;
    const { id: clinic } = one<{ id: number }>('select min(id) as id from clinics');
    const service = one<{ id: number; category_id: number }>(
      'select id, category_id from services where clinic_id = ? order by id limit 1',
      clinic,
    );
    const { doctor } = one<{ doctor: number }>(
      'select min(doctor_id) as doctor from doctor_clinics where clinic_id = ?',
      clinic,
    );
    return [
      '/',
      `/clinic/${clinic}/menu`,
      `/clinic/${clinic}/services`,
      `/clinic/${clinic}/services/${service.category_id}`,
      `/clinic/${clinic}/service/${service.id}`,
      `/clinic/${clinic}/doctors`,
      `/clinic/${clinic}/doctor/${doctor}`,
      `/clinic/${clinic}/specialties`,
    ];
  } finally {
    db.close();
  }
}

/**
 * The build's server over `network`, the wide one loaded by the build's own import command: a
 * database migrated by another checkout's code is one the build's server refuses.
 */
async function serverOf(build: Build, network: NetworkName): Promise<RunningServer> {
  if (network === 'demo') return startServer({ root: build.root });
  const dataDir = mkdtempSync(path.join(tmpdir(), `priyom-pages-${network}-`));
  execFileSync(
    process.execPath,
    [path.join(build.root, 'build', 'server', 'import.js'), networkFile(network)],
    {
      cwd: build.root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'warn' },
      stdio: 'ignore',
    },
  );
  return startServer({ root: build.root, dataDir, env: { DEMO_NETWORK: '0' } });
}

export async function benchPageSizes(): Promise<void> {
  const rows: string[][] = [];
  for (const network of NETWORKS) {
    for (const build of builds()) {
      const server = await serverOf(build, network);
      try {
        for (const path of pagesOf(server.databaseFile)) {
          const response = await fetch(`${server.url}${path}`, {
            headers: { 'accept-encoding': 'identity' },
          });
          const bytes = (await response.arrayBuffer()).byteLength;
          const over = network === 'wide' && bytes > PAGE_BYTES_LIMIT;
          rows.push([network, build.label, path, (bytes / 1024).toFixed(1), over ? '**over**' : '']);
        }
      } finally {
        await server.stop();
        rmSync(server.dataDir, { recursive: true, force: true });
      }
    }
  }
  printTable(
    `Each public page's HTML as the server draws it, before compression (KiB; the wide network's limit ${PAGE_BYTES_LIMIT / 1024} KiB)`,
    ['network', 'build', 'page', 'KiB', ''],
    rows,
  );
}
