/**
 * The rate limits and counters live in the database, so they hold across server instances: two apps,
 * each with its own connection pool, over one PostgreSQL, with requests alternating between them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/connect';
import { DEMO_CONFIGURATION } from '../../server/seed/demo-configuration';
import { createOutboxTransports } from '../../server/transports/outbox';
import { openTestApp, silentLogger, type TestApp } from './harness';

const PHONE = '79990000002';

describe('limits across two instances over one PostgreSQL', () => {
  let t: TestApp;
  let instances: ReturnType<typeof createApp>[] = [];
  const pools: { destroy(): Promise<void> }[] = [];
  beforeAll(async () => {
    t = await openTestApp('postgres');
    const logger = silentLogger();
    instances = [0, 1].map(() => {
      const { db } = openDatabase({ databaseUrl: t.env.DATABASE_URL!, dataDir: '', poolSize: 4 });
      pools.push(db);
      return createApp({
        db,
        staticDir: t.staticDir,
        logger,
        accounts: {
          clientAddress: () => '10.9.9.9',
          transports: createOutboxTransports(logger),
          configuration: async () => ({ ...DEMO_CONFIGURATION, waitingTime: 1 }),
        },
      });
    });
  });
  afterAll(async () => {
    for (const pool of pools) await pool.destroy();
    await t?.close();
  });

  const post = (index: number, path: string, body: unknown) =>
    instances[index % 2]!.request(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('ten failed logins of one phone from one address, half on each instance, stop the eleventh on both', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      statuses.push((await post(i, '/auth/login', { phone: PHONE, password: `wrong${i}` })).status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    for (const index of [0, 1]) {
      expect((await post(index, '/auth/login', { phone: PHONE, password: 'wrong-again' })).status).toBe(429);
    }
  });

  it('codes per phone per hour count on both instances together', async () => {
    const phone = '79995550001';
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) {
      // waitingTime is 1 s: wait it out, so only the hourly counter can refuse.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const res = await post(i, '/messages/confirmation-code', {
        phone,
        type: 'registration',
        transport: 'sms',
      });
      statuses.push(res.status);
    }
    // Five an hour per phone (server/auth/limits.ts), whichever instance sends them.
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5)).toEqual([429, 429, 429]);
  });
});
