/**
 * The app over a migrated, seeded SQLite database, serving the real index.html from a temporary
 * folder: for the first paint's tests, through the same routes a browser takes. Call it at a
 * describe's top; the returned function gives the app once the suite has started.
 */
import { copyFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createApp } from '../../server/app';
import { tempDir, openSeededDatabase, silentLogger, type TestDatabase } from './harness';

export function appWithIndexHtml(): () => ReturnType<typeof createApp> {
  let database: TestDatabase;
  let statics: ReturnType<typeof tempDir>;
  let app: ReturnType<typeof createApp>;
  beforeAll(async () => {
    database = await openSeededDatabase('sqlite');
    statics = tempDir('index');
    copyFileSync(new URL('../../index.html', import.meta.url), join(statics.path, 'index.html'));
    app = createApp({ db: database.db, staticDir: statics.path, logger: silentLogger() });
  });
  afterAll(async () => {
    await database?.close();
    statics?.remove();
  });
  return () => app;
}
