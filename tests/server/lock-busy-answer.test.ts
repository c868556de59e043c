/**
 * A lock another writer keeps past the wait, on PostgreSQL: the database gives up with lock_not_available
 * (a lock_timeout ran out), and the API answers it like SQLite's busy lock: 503 with a short Retry-After,
 * nothing written. The SQLite side is sqlite-write-lock.test.ts.
 */
import { Hono } from 'hono';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
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
});
