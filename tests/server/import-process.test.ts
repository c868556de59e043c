/**
 * `npm run import` as a clinic runs it, then the server started without the demo network serving the
 * imported clinics and their free times.
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { getDoctorsSchedule, listClinics, parseWith } from '../../src/api';
import { tempDir, writeStaticDir } from './harness';
import { IMPORT_ENTRY, ROOT, startServer } from './main-process';

/**
 * The import as a clinic runs it on a production install (`node build/server/import.js`), compiled
 * once for the run; `npm run import`'s own way, the sources through tsx, where `sources` says so.
 */
const runImport = (args: string[], env: Record<string, string>, sources = false) =>
  spawnSync(
    process.execPath,
    [...(sources ? ['--import', 'tsx', 'server/import-main.ts'] : IMPORT_ENTRY), ...args],
    {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
    },
  );

describe('npm run import, then the server without the demo network', () => {
  const data = tempDir('import-data');
  const statics = tempDir('import-static');
  afterAll(() => {
    data.remove();
    statics.remove();
  });

  it('refuses a wrong file with its mistakes, loads the example, and the server serves it', async () => {
    const env = { DATA_DIR: data.path, DATABASE_URL: '' };
    const bad = join(data.path, 'bad.json');
    writeFileSync(bad, JSON.stringify({ clinics: [{ id: 0 }] }));
    const refused = runImport([bad], env, true);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toMatch(/mistake\(s\), nothing was changed/);
    expect(refused.stderr).toMatch(/^ {2}clinics\[0\]\.id: must be a whole number from 1$/m);
    expect(runImport([], env).status).toBe(2);

    // The API elsewhere only when the import names its origin (the app sends patients' tokens there).
    const example = JSON.parse(readFileSync('examples/clinic-network/network.json', 'utf8'));
    const elsewhere = join(data.path, 'elsewhere.json');
    writeFileSync(
      elsewhere,
      JSON.stringify({
        ...example,
        configuration: { ...example.configuration, apiBase: 'https://api.clinic.example' },
        clinics: example.clinics.map((clinic: { logo: unknown }) => ({
          ...clinic,
          logo: { initials: 'К', colour: '#3FAECA' },
        })),
        doctors: example.doctors.map((doctor: object) => ({ ...doctor, photo: null })),
      }),
    );
    const foreign = runImport([elsewhere, '--dry-run'], env);
    expect(foreign.status).toBe(1);
    expect(foreign.stderr).toMatch(
      /^ {2}configuration\.apiBase: must be a path on the portal's own origin.*--allow-api-origin=/m,
    );
    const named = runImport([elsewhere, '--dry-run', '--allow-api-origin=https://api.clinic.example'], env);
    expect([named.status, named.stderr]).toEqual([0, '']);
    const notAnOrigin = runImport([elsewhere, '--allow-api-origin=https://api.clinic.example/v1'], env);
    expect(notAnOrigin.status).toBe(2);
    expect(notAnOrigin.stderr).toMatch(/--allow-api-origin must be an origin/);

    const loaded = runImport(['examples/clinic-network/network.json'], env);
    expect(loaded.stderr).toBe('');
    expect(loaded.status).toBe(0);
    expect(loaded.stdout).toMatch(/wrote 2 clinics, 3 specialties, 3 categories, 4 services, 3 doctors/);

    writeStaticDir(statics.path);
    const { child, port } = await startServer({ ...env, DEMO_NETWORK: '0', STATIC_DIR: statics.path });
    try {
      const base = `http://127.0.0.1:${port}/api`;
      const clinics = parseWith(
        listClinics.answer,
        await (await fetch(`${base}${listClinics.path}`)).json(),
        'c',
      );
      expect(clinics.clinics.map((clinic) => clinic.id)).toEqual([101, 102]);
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Yekaterinburg' }).format(new Date());
      const reply = await fetch(`${base}/clinics/101/doctors-schedule`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ doctorIds: [501], date: today }),
      });
      expect(reply.status).toBe(200);
      const days = parseWith(getDoctorsSchedule.answer, await reply.json(), 's');
      // Doctor 501 works Monday, Wednesday and Friday, so every four days from today hold one of them.
      const times = days.flatMap((day) => Object.values(day.recordingPoints).flat());
      expect(times.length).toBeGreaterThan(0);
      expect(new Set(times)).toEqual(new Set([501]));
    } finally {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    }
  }, 90_000);
});
