/**
 * Source maps are build artefacts, never served: the server answers 404 for any *.map (also
 * precompressed or under another folder), and the build refuses a shipped file that names its map.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp, type TestApp, tempDir } from './harness';
import { ROOT } from './main-process';

describe('source maps', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await openTestApp('sqlite');
    const map = JSON.stringify({ version: 3, sources: ['src/app/secret.ts'], mappings: '' });
    writeFileSync(join(t.staticDir, 'assets', 'index-abc123.js.map'), map);
    writeFileSync(join(t.staticDir, 'sw.js.map'), map);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each(['/assets/index-abc123.js.map', '/sw.js.map', '/assets/INDEX-abc123.js.map', '/nothing.map'])(
    'GET %s is a 404 that shows nothing of the sources',
    async (path) => {
      const res = await t.app.request(path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('src/app');
    },
  );

  it('the script beside its map is still served', async () => {
    expect((await t.app.request('/assets/index-abc123.js')).status).toBe(200);
  });

  it('the build step refuses a script that names its source map', () => {
    const dist = tempDir('dist-maps');
    try {
      mkdirSync(join(dist.path, 'assets'));
      writeFileSync(join(dist.path, 'assets', 'a.js'), 'console.log(1);\n//# sourceMappingURL=a.js.map\n');
      expect(() =>
        execFileSync(process.execPath, ['scripts/compress-dist.mjs', dist.path], {
          cwd: ROOT,
          stdio: 'pipe',
        }),
      ).toThrow(/names its source map/);
      writeFileSync(join(dist.path, 'assets', 'a.js'), 'console.log(1);\n');
      execFileSync(process.execPath, ['scripts/compress-dist.mjs', dist.path], { cwd: ROOT, stdio: 'pipe' });
    } finally {
      dist.remove();
    }
  });
});
