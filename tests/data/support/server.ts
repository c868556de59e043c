/**
 * The REAL in-process server (server/app.ts) over a fresh, migrated and seeded SQLite database (a copy of
 * the run's seeded template: migrating and seeding anew was most of a test's set-up, and a file's first
 * seed also loaded the result files' renderer; BENCHMARKS.md has the figures), plus a
 * network wrapper around its `fetch` that counts requests and injects faults the way a browser would
 * see them: `offline` rejects like fetch does without a network, `down` answers 503, `hold` keeps answers
 * back until released (to make requests overlap), `rewrite` alters a JSON answer (contract tests).
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Kysely } from 'kysely';
import { pino } from 'pino';
import { createApp } from '../../../server/app';
import { openDatabase, SQLITE_FILE_NAME } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import type { Database } from '../../../server/db/schema';
import { seedDemoNetwork } from '../../../server/seed';
import type { FetchLike } from '../../../src/data/api-client';
import { todaysTemplates } from '../../server/todays-templates';

export interface TestServer {
  db: Kysely<Database>;
  app: ReturnType<typeof createApp>;
  close(): Promise<void>;
}

export async function startServer(): Promise<TestServer> {
  const dir = mkdtempSync(join(tmpdir(), 'priyom-data-'));
  const templates = todaysTemplates();
  if (templates) copyFileSync(templates.sqlite.seeded, join(dir, SQLITE_FILE_NAME));
  const { db } = openDatabase({ databaseUrl: null, dataDir: dir });
  if (!templates) {
    await migrateToLatest(db, 'sqlite');
    await seedDemoNetwork(db);
  }
  // No built app is needed for /api calls; a missing index.html only affects page routes.
  const app = createApp({
    db,
    staticDir: join(dir, 'no-static'),
    logger: pino({ level: 'silent' }),
    publicReadTtlMs: 0,
  });
  return {
    db,
    app,
    async close() {
      await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export type NetworkMode = 'online' | 'offline' | 'down';

export interface TestNetwork {
  fetch: FetchLike;
  mode: NetworkMode;
  /** Paths (with query) of every request that reached the network, in order. */
  requests: string[];
  count(path: string): number;
  rewrite: ((path: string, body: unknown) => unknown) | null;
  /** Holds every answer back until the returned function is called. */
  hold(): () => void;
  /** Holds back the answer to a path (without its query) until the promise it returns settles. */
  delay: ((path: string) => Promise<unknown> | null) | null;
}

export function createNetwork(app: { fetch(request: Request): Response | Promise<Response> }): TestNetwork {
  let held: Promise<void> | null = null;
  const network: TestNetwork = {
    mode: 'online',
    requests: [],
    rewrite: null,
    delay: null,
    count: (path) => network.requests.filter((request) => request.split('?')[0] === path).length,
    hold() {
      let release = () => {};
      held = new Promise<void>((resolve) => {
        release = resolve;
      });
      return () => {
        held = null;
        release();
      };
    },
    async fetch(input, init) {
      const url = new URL(input, 'http://test');
      network.requests.push(url.pathname + url.search);
      if (held) await held;
      await network.delay?.(url.pathname);
      if (network.mode === 'offline') throw new TypeError('Failed to fetch');
      if (network.mode === 'down') {
        return new Response(JSON.stringify({ unexpectedErrors: ['errors.unexpected_error'] }), {
          status: 503,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      // A rewritten answer is not the server's: the worker may not revalidate what it stored from one
      // (or before one) by ETag, so rewritten calls go without If-None-Match and answer without ETag.
      const request = new Request(url, init);
      if (network.rewrite) request.headers.delete('If-None-Match');
      const response = await app.fetch(request);
      if (!network.rewrite || !response.ok) return response;
      const body = network.rewrite(url.pathname, await response.json());
      const headers = new Headers(response.headers);
      headers.delete('ETag');
      headers.delete('Content-Length');
      return new Response(JSON.stringify(body), { status: response.status, headers });
    },
  };
  return network;
}
