/**
 * Shared set-up for server tests: every suite runs on both dialects, each test file on its own
 * database (a temp dir for SQLite, a fresh database for PostgreSQL). A migrated or seeded one is a copy
 * of the run's template of that kind (template-databases-setup.ts) when the run has one.
 */
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { brotliCompressSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { pino } from 'pino';
import { createApp } from '../../server/app';
import { openDatabase, SQLITE_FILE_NAME } from '../../server/db/connect';
import { migrateToLatest } from '../../server/db/migrate';
import type { Database, DialectName } from '../../server/db/schema';
import { seedDemoNetwork } from '../../server/seed';
import { CONFIGURATION_PLACEHOLDER, CONFIGURATION_ELEMENT_ID } from '../../src/api/configuration-embed';
import { FIRST_SCREEN_ELEMENT_ID, FIRST_SCREEN_PLACEHOLDER } from '../../src/api/first-screen-embed';
import { FIRST_PAGE_ELEMENT_ID, FIRST_PAGE_PLACEHOLDER } from '../../src/api/first-page-embed';
import { createTestPostgresDatabase } from './pg';
import { expectAnswerInDocument } from './openapi-check';
import type { TemplateKind } from './template-databases-setup';
import { todaysTemplates } from './todays-templates';

export const DIALECTS: readonly DialectName[] = ['sqlite', 'postgres'];

/** Paging queries a list call refuses with 400: a part missing, out of range, not an integer or twice. */
export const BAD_PAGE_QUERIES = [
  '',
  'offset=0',
  'limit=5',
  'offset=-1&limit=5',
  'offset=0&limit=0',
  'offset=0&limit=101',
  'offset=0&limit=1.5',
  'offset=0&offset=1&limit=5',
  'offset=a&limit=5',
  'offset=0&limit=%00',
];

export const silentLogger = () => pino({ level: 'silent' });

/** An info-level logger whose lines (JSON text) collect in `lines`, for tests of what is logged. */
export function capturingLogger(): { logger: ReturnType<typeof silentLogger>; lines: string[] } {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  return { logger: pino({ level: 'info' }, sink), lines };
}

export interface TestDatabase {
  db: Kysely<Database>;
  dialect: DialectName;
  /** For child processes: DATABASE_URL for PostgreSQL, DATA_DIR for SQLite. */
  env: Record<string, string>;
  close(): Promise<void>;
}

export function tempDir(prefix: string): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), `priyom-${prefix}-`));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

/**
 * An empty database; with `from`, a copy of the run's template of that kind, or null when the run has
 * none that fits (the caller then migrates and seeds as before).
 */
export async function openTestDatabase(dialect: DialectName): Promise<TestDatabase>;
export async function openTestDatabase(
  dialect: DialectName,
  from: TemplateKind,
): Promise<TestDatabase | null>;
export async function openTestDatabase(
  dialect: DialectName,
  from?: TemplateKind,
): Promise<TestDatabase | null> {
  const templates = from ? todaysTemplates() : null;
  if (from && !templates) return null;
  if (dialect === 'sqlite') {
    const dir = tempDir('sqlite');
    if (from && templates) copyFileSync(templates.sqlite[from], join(dir.path, SQLITE_FILE_NAME));
    const { db } = openDatabase({ databaseUrl: null, dataDir: dir.path });
    return {
      db,
      dialect,
      env: { DATA_DIR: dir.path, DATABASE_URL: '' },
      async close() {
        await db.destroy();
        dir.remove();
      },
    };
  }
  const database = await createTestPostgresDatabase(from && templates ? templates.postgres[from] : undefined);
  const { db } = openDatabase({ databaseUrl: database.url, dataDir: '', poolSize: 4 });
  return {
    db,
    dialect,
    env: { DATABASE_URL: database.url },
    async close() {
      await db.destroy();
      await database.drop();
    },
  };
}

/** A database of the given kind, copied from the run's template when it has one, else made here. */
async function openPrepared(dialect: DialectName, kind: TemplateKind): Promise<TestDatabase> {
  const copy = await openTestDatabase(dialect, kind);
  if (copy) return copy;
  const database = await openTestDatabase(dialect);
  await migrateToLatest(database.db, dialect);
  if (kind === 'seeded') await seedDemoNetwork(database.db);
  return database;
}

/** A migrated database, copied from the run's template when it has one. */
export const openMigratedDatabase = (dialect: DialectName) => openPrepared(dialect, 'migrated');

/** A migrated database seeded with the demo network, copied from the run's template when it has one. */
export const openSeededDatabase = (dialect: DialectName) => openPrepared(dialect, 'seeded');

/** A built-app stand-in: index.html with the placeholder, an asset, sw.js and the manifest. */
/** The stand-in index.html's one inline script (its CSP hash is checked in app.test.ts). */
export const STAND_IN_LOADER = "alert('Hello, world.');";

export function writeStaticDir(dir: string): void {
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html><html lang="ru"><head><title>Priyom</title>` +
      // Like the build's paint-first loader (scripts/paint-first-html.mjs): an inline script.
      `<script data-app="/assets/index-abc123.js">${STAND_IN_LOADER}</script>` +
      `</head><body><div id="root"></div>` +
      `<script id="${CONFIGURATION_ELEMENT_ID}" type="text/plain">${CONFIGURATION_PLACEHOLDER}</script>` +
      `<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">${FIRST_SCREEN_PLACEHOLDER}</script>` +
      `<script id="${FIRST_PAGE_ELEMENT_ID}" type="application/json">${FIRST_PAGE_PLACEHOLDER}</script>` +
      `<script type="module" src="/assets/index-abc123.js"></script></body></html>`,
  );
  mkdirSync(join(dir, 'assets'), { recursive: true });
  writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("priyom");\n');
  // What scripts/compress-dist.mjs writes beside each asset of a real build.
  writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync('console.log("priyom");\n'));
  writeFileSync(join(dir, 'sw.js'), 'self.addEventListener("fetch", () => {});\n');
  writeFileSync(join(dir, 'manifest.webmanifest'), '{"name":"Priyom"}\n');
}

export interface TestApp extends TestDatabase {
  app: ReturnType<typeof createApp>;
  staticDir: string;
}

/** An answer of the app: its status, the parsed JSON (null for an empty body) and the response. */
export interface Reply {
  status: number;
  body: Record<string, unknown> | null;
  res: Response;
}

/** One request to the app's /api: a JSON body (or `raw` text as it is) with the given headers. */
export async function requestApi(
  app: ReturnType<typeof createApp>,
  method: string,
  path: string,
  { body, raw, headers = {} }: { body?: unknown; raw?: string; headers?: Record<string, string> } = {},
): Promise<Reply> {
  const res = await app.request(`/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: raw ?? (body === undefined ? undefined : JSON.stringify(body)),
  });
  // Every answer the kits read is also checked against the API document, so it cannot drift.
  await expectAnswerInDocument(res, method, `/api${path}`);
  const text = await res.clone().text();
  return { status: res.status, body: text ? JSON.parse(text) : null, res };
}

/** A migrated, seeded database and the in-process app over it, with a stand-in built app. */
export async function openTestApp(
  dialect: DialectName,
  options: { logger?: ReturnType<typeof silentLogger> } = {},
): Promise<TestApp> {
  const database = await openSeededDatabase(dialect);
  const statics = tempDir('static');
  writeStaticDir(statics.path);
  const app = createApp({
    db: database.db,
    staticDir: statics.path,
    logger: options.logger ?? silentLogger(),
  });
  return {
    ...database,
    app,
    staticDir: statics.path,
    async close() {
      await database.close();
      statics.remove();
    },
  };
}

/** A migrated (not seeded) database for the calling suite: opened before its tests, closed after them. */
export function suiteDatabase(dialect: DialectName): TestDatabase {
  const database = {} as TestDatabase;
  beforeAll(async () => {
    Object.assign(database, await openMigratedDatabase(dialect));
  });
  afterAll(async () => {
    await database.close?.();
  });
  return database;
}
