/**
 * The Playwright hooks are switched on by the server (TEST_HOOKS=1 puts a mark in index.html), never by
 * anything a visitor can put in an address; the app's side is src/app/test-hooks.ts.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { TEST_HOOKS_META } from '../../server/http/static-app';
import { tempDir, openSeededDatabase, silentLogger, type TestDatabase, writeStaticDir } from './harness';

describe('test hooks mark in index.html', () => {
  let database: TestDatabase;
  const statics = tempDir('static-hooks');

  beforeAll(async () => {
    database = await openSeededDatabase('sqlite');
    writeStaticDir(statics.path);
  });

  afterAll(async () => {
    await database.close();
    statics.remove();
  });

  const page = async (testHooks: boolean | undefined, path: string) => {
    const app = createApp({ db: database.db, staticDir: statics.path, logger: silentLogger(), testHooks });
    const response = await app.request(path, { headers: { 'sec-fetch-mode': 'navigate' } });
    expect(response.status).toBe(200);
    return response.text();
  };

  it.each([undefined, false])(
    'is absent by default (testHooks: %s), whatever the address says',
    async (flag) => {
      for (const path of ['/', '/?e2e', '/clinic/1/menu?e2e=1&testHooks=on']) {
        expect(await page(flag, path)).not.toContain('priyom-test-hooks');
      }
    },
  );

  it('is in the head of every page when the server runs with TEST_HOOKS=1', async () => {
    for (const path of ['/', '/privacy-policy']) {
      const html = await page(true, path);
      expect(html).toContain(`${TEST_HOOKS_META}</head>`);
    }
  });
});
