/**
 * What a network file may reach: its pictures only inside its own folder, symbolic links included, and
 * the app's API only on the portal's own origin (the app sends patients' tokens there) unless the import
 * is told the other origin by name.
 */
import { copyFileSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importNetworkFile } from '../../server/import/import-network';
import type { NetworkFile } from '../../server/import/network-file';
import { tempDir, openMigratedDatabase, type TestDatabase } from './harness';
import { example } from './network-kit';

const PHOTO = 'examples/clinic-network/photos/volkova.png';

describe('the network file’s reach', () => {
  let database: TestDatabase;
  const root = tempDir('import-trust');
  // The network's folder, and a picture beside it, outside it.
  const folder = join(root.path, 'network');
  const outside = join(root.path, 'elsewhere');
  beforeAll(async () => {
    database = await openMigratedDatabase('sqlite');
    mkdirSync(join(folder, 'photos'), { recursive: true });
    mkdirSync(outside, { recursive: true });
    for (const name of ['volkova.png', 'sokolov.png', 'logo-uralmed.png'])
      copyFileSync(join('examples/clinic-network/photos', name), join(folder, 'photos', name));
    copyFileSync(PHOTO, join(outside, 'secret.png'));
    symlinkSync(join(outside, 'secret.png'), join(folder, 'photos', 'out.png'));
    symlinkSync(outside, join(folder, 'linked-folder'));
    symlinkSync(join(folder, 'photos', 'volkova.png'), join(folder, 'photos', 'same.png'));
    mkdirSync(join(folder, 'photos', 'a-folder.png'));
  });
  afterAll(async () => {
    await database?.close();
    root.remove();
  });

  const check = (file: NetworkFile, options: { allowedApiOrigin?: string } = {}) => {
    const path = join(folder, 'network.json');
    writeFileSync(path, JSON.stringify(file));
    return importNetworkFile(database.db, path, { dryRun: true, ...options });
  };

  it("refuses a picture whose link leads out of the file's folder, and takes one that stays inside", async () => {
    const file = example();
    file.doctors[0]!.photo = 'photos/out.png';
    file.doctors[1]!.photo = 'linked-folder/secret.png';
    file.doctors[2]!.photo = 'photos/a-folder.png';
    const refused = await check(file);
    expect(refused.ok ? [] : refused.error).toEqual([
      "doctors[0].photo: photos/out.png leads outside the file's folder (a symbolic link)",
      "doctors[1].photo: linked-folder/secret.png leads outside the file's folder (a symbolic link)",
      'doctors[2].photo: photos/a-folder.png is not a file',
    ]);
    const inside = example();
    inside.doctors[0]!.photo = 'photos/same.png';
    expect((await check(inside)).ok).toBe(true);
  });

  it.each([
    ['another origin', 'https://attacker.example/api'],
    ['a scheme-relative address', '//attacker.example/api'],
    ['a backslash the browser reads as a slash', '/\\attacker.example/api'],
    ['a tab the browser drops', '/\t/attacker.example/api'],
    ['a relative path', 'api'],
  ])('refuses an apiBase that is %s', async (_label, apiBase) => {
    const file = example();
    file.configuration.apiBase = apiBase;
    const refused = await check(file);
    expect(refused.ok ? [] : refused.error).toEqual([
      `configuration.apiBase: must be a path on the portal's own origin, like /api: the app sends patients' ` +
        `tokens to it (got ${JSON.stringify(apiBase)}); an API on another origin is taken only when the ` +
        'import names it: --allow-api-origin=https://api.clinic.example',
    ]);
  });

  it('takes a path on the portal, and another origin only when named', async () => {
    for (const apiBase of ['/api', '/portal/api', '']) {
      const file = example();
      file.configuration.apiBase = apiBase;
      expect((await check(file)).ok).toBe(true);
    }
    const file = example();
    file.configuration.apiBase = 'https://api.clinic.example/v1';
    expect((await check(file, { allowedApiOrigin: 'https://api.clinic.example' })).ok).toBe(true);
    const other = await check(file, { allowedApiOrigin: 'https://api.other.example' });
    expect(other.ok ? [] : other.error).toEqual([
      'configuration.apiBase: https://api.clinic.example/v1 is not on https://api.other.example, ' +
        'the origin --allow-api-origin names',
    ]);
  });
});
