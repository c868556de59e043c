/**
 * `npm run import` at size: the `wide` network (./networks.ts) loaded by the real command (the compiled
 * `node build/server/import.js` a production install runs, when built; else `npm run import`) into an empty
 * database (migrations included), loaded again unchanged (every row written in place), then a tenth of
 * it changed and loaded with `--remove-missing` (every tenth doctor and every tenth service gone, every
 * tenth of the rest renamed and repriced). Each load is one transaction (server/import/write-network.ts);
 * the time is the command's, start to exit, on the embedded SQLite and on a throwaway PostgreSQL.
 * With BENCH_BEFORE (./builds.ts), the earlier checkout's command is timed first, on a database of its own.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { generateNetwork, networkText } from '../scripts/generate-network';
import type { NetworkFile } from '../server/import/network-file';
import { startThrowawayPostgres } from '../tests/server/pg-cluster';
import { builds } from './builds';
import { networkFile } from './networks';
import { printTable } from './report';

const run = promisify(execFile);

/** The wide network with a tenth of it changed, as a clinic's next export would be. */
export function changedNetwork(): NetworkFile {
  const network = generateNetwork({ shape: 'wide' });
  const services = network.services
    .filter((service) => service.id % 10 !== 0)
    .map((service) =>
      service.id % 10 === 5
        ? { ...service, title: `${service.title} (новая цена)`, priceMinor: service.priceMinor + 5000 }
        : service,
    );
  const kept = new Set(services.map((service) => service.id));
  const doctors = network.doctors
    .filter((doctor) => doctor.id % 10 !== 0)
    .map((doctor) => ({ ...doctor, services: doctor.services.filter((id) => kept.has(id)) }));
  return { ...network, services, doctors };
}

async function timedImport(
  root: string,
  env: Record<string, string>,
  args: string[],
): Promise<{ ms: number; said: string }> {
  const started = performance.now();
  const compiled = path.join(root, 'build', 'server', 'import.js');
  const [command, ...before] = existsSync(compiled)
    ? [process.execPath, compiled]
    : ['npm', 'run', '--silent', 'import', '--'];
  const { stdout } = await run(command!, [...before, ...args], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
  return { ms: performance.now() - started, said: stdout.trim().split('\n').slice(0, 2).join('; ') };
}

async function measure(
  root: string,
  label: string,
  database: string,
  env: Record<string, string>,
  changed: string,
): Promise<string[][]> {
  const wide = networkFile('wide');
  const rows: string[][] = [];
  for (const [what, args] of [
    ['wide network into an empty database', [wide]],
    ['the same file again', [wide]],
    ['a tenth changed, `--remove-missing`', [changed, '--remove-missing']],
  ] as const) {
    const { ms, said } = await timedImport(root, env, [...args]);
    rows.push([database, label, what, (ms / 1000).toFixed(1), said]);
  }
  return rows;
}

export async function benchImportSize(): Promise<void> {
  const dir = mkdtempSync(path.join(tmpdir(), 'priyom-import-'));
  const rows: string[][] = [];
  try {
    const changed = path.join(dir, 'wide-changed.json');
    writeFileSync(changed, networkText(changedNetwork()));
    for (const build of builds()) {
      const dataDir = path.join(dir, `data-${build.label}`);
      rows.push(
        ...(await measure(
          build.root,
          build.label,
          'SQLite',
          { DATA_DIR: dataDir, DATABASE_URL: '' },
          changed,
        )),
      );
      const postgres = await startThrowawayPostgres();
      try {
        rows.push(
          ...(await measure(build.root, build.label, 'PostgreSQL', { DATABASE_URL: postgres.url }, changed)),
        );
      } finally {
        await postgres.stop();
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  printTable(
    '`node build/server/import.js` (what `npm run import` runs, compiled) of the wide network (100 clinics, 3,000 doctors, 10,000 services), the command start to exit, one transaction a load',
    ['database', 'build', 'load', 'seconds', 'what it printed'],
    rows,
  );
}
