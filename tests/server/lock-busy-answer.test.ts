/**
 * A lock another writer keeps past the wait, on PostgreSQL: the database gives up with lock_not_available
 * (a lock_timeout ran out), and the API answers it like SQLite's busy lock: 503 with a short Retry-After,
 * nothing written; the portal's connections give up on their own after the same wait as SQLite's. The
 * SQLite side is sqlite-write-lock.test.ts.
 */
import { Hono } from 'hono';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { LOCK_WAIT } from '../../server/db/sqlite-dialect';
import { createErrorHandler } from '../../server/http/errors';
import { GENERIC_UNEXPECTED_ERROR } from '../../src/api';
import { silentLogger, suiteDatabase } from './harness';

describe('a lock another writer keeps on postgres', () => {
  const t = suiteDatabase('postgres');

  it('answers 503 with Retry-After: 5 and writes nothing when the lock is not had in time', async () => {
    const app = new Hono();
    app.post('/api/things', async (c) => {
      await t.db.transaction().execute(async (trx) => {
        await sql`set local lock_timeout = '50ms'`.execute(trx);
        await trx.insertInto('settings').values({ key: 'lock-busy-test', value: '1' }).execute();
        await sql`lock table settings in exclusive mode`.execute(trx);
      });
      return c.json({});
    });
    app.onError(createErrorHandler(silentLogger()));

    const res = await t.db.connection().execute(async (holder) => {
      await sql`begin`.execute(holder);
      try {
        await sql`lock table settings in exclusive mode`.execute(holder);
        return await app.request('/api/things', { method: 'POST' });
      } finally {
        await sql`rollback`.execute(holder);
      }
    });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toEqual({ unexpectedErrors: [GENERIC_UNEXPECTED_ERROR] });
    const kept = await t.db
      .selectFrom('settings')
      .select('key')
      .where('key', '=', 'lock-busy-test')
      .execute();
    expect(kept).toEqual([]);
  });

  it("gives up on a lock held past the portal's wait by itself, as SQLite's connection does, rather than waiting for its holder", async () => {
    const outcome = await t.db.connection().execute(async (holder) => {
      await sql`begin`.execute(holder);
      try {
        await sql`lock table settings in exclusive mode`.execute(holder);
        const started = performance.now();
        // Held for longer than the wait: a connection without a lock_timeout waits all of it.
        const letGo = setTimeout(() => void sql`rollback`.execute(holder), 3 * LOCK_WAIT.giveUpAfterMs);
        try {
          await t.db.insertInto('settings').values({ key: 'lock-wait-test', value: '1' }).execute();
          return { code: 'written', waited: performance.now() - started };
        } catch (error) {
          return { code: (error as { code?: string }).code, waited: performance.now() - started };
        } finally {
          clearTimeout(letGo);
        }
      } finally {
        await sql`rollback`.execute(holder);
      }
    });
    expect(outcome.code).toBe('55P03');
    expect(outcome.waited).toBeGreaterThanOrEqual(LOCK_WAIT.giveUpAfterMs - 50);
    expect(outcome.waited).toBeLessThan(2 * LOCK_WAIT.giveUpAfterMs);
  });
});
