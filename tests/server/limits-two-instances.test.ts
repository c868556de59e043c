/**
 * The rate limits and counters live in the database, so they hold across server instances: two apps,
 * each with its own connection pool, over one PostgreSQL, with requests alternating between them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/connect';
import { DEMO_CONFIGURATION } from '../../server/seed/demo-configuration';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { createOutboxTransports } from '../../server/transports/outbox';
import { deviceCookieOf } from './accounts-kit';
import { openTestApp, silentLogger, type TestApp } from './harness';

const PHONE = '79990000002';
/** Small network-wide caps, so a test reaches them in a few requests. */
const LIMITS = { phoneLookupsPerHour: 40, codeSendsPerHour: 10 };
const HOUR = 3600_000;

describe('limits across two instances over one PostgreSQL', () => {
  let t: TestApp;
  let instances: ReturnType<typeof createApp>[] = [];
  const pools: { destroy(): Promise<void> }[] = [];
  const address = { value: '10.9.9.9' };
  const clock = { now: Date.parse('2026-11-23T10:00:00.000Z') };
  const transports = createOutboxTransports(silentLogger());
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
          now: () => clock.now,
          limits: LIMITS,
          clientAddress: () => address.value,
          // One outbox for both, as one provider would be: a code sent by either is read here.
          transports,
          configuration: async () => ({ ...DEMO_CONFIGURATION, waitingTime: 1 }),
        },
      });
    });
  });
  afterAll(async () => {
    for (const pool of pools) await pool.destroy();
    await t?.close();
  });

  const post = (index: number, path: string, body: unknown, headers: Record<string, string> = {}) =>
    instances[index % 2]!.request(`/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
  const lastCode = (phone: string) => transports.outbox?.read(phone)[0]?.code ?? '';
  /** This hour's count of a counter, read from the database both instances share. */
  const counted = async (scope: string, key: string) => {
    const window = new Date(Math.floor(clock.now / HOUR) * HOUR).toISOString();
    const row = await t.db
      .selectFrom('message_counters')
      .select('count')
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('window_start', '=', window)
      .executeTakeFirst();
    return Number(row?.count ?? 0);
  };

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
      clock.now += 1100;
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

  it("a code answers its asker on either instance: strangers' wrong codes on both leave it working", async () => {
    const phone = '79995550002';
    address.value = '10.9.8.1';
    const sent = await post(0, '/messages/confirmation-code', {
      phone,
      type: 'registration',
      transport: 'sms',
    });
    const { codeRequestId } = (await sent.json()) as { codeRequestId: string };
    const right = lastCode(phone);
    const wrong = right === '0000' ? '0001' : '0000';
    for (let i = 0; i < 12; i++) {
      address.value = `10.9.7.${i}`;
      expect((await post(i, '/messages/check-confirmation-code', { phone, code: wrong })).status).toBe(400);
    }
    address.value = '10.9.8.1';
    const checked = await post(1, '/messages/check-confirmation-code', { phone, code: right, codeRequestId });
    expect(checked.status).toBe(200);
  });

  it("a device known on one instance passes the phone's delay on the other", async () => {
    const phone = '79990000001';
    address.value = '10.9.6.1';
    const first = await post(0, '/auth/login', { phone, password: DEMO_PASSWORD });
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first);
    // 21 wrong passwords from three addresses, on both instances: the phone's delay is armed.
    for (let i = 0; i < 21; i++) {
      address.value = `10.9.5.${i % 3}`;
      expect((await post(i, '/auth/login', { phone, password: `wrong${i}` })).status).toBe(401);
    }
    address.value = '10.9.6.1';
    expect((await post(1, '/auth/login', { phone, password: DEMO_PASSWORD })).status).toBe(429);
    expect((await post(1, '/auth/login', { phone, password: DEMO_PASSWORD }, device)).status).toBe(200);
  });

  /** The next clock hour: every hourly counter starts afresh. */
  const nextHour = () => {
    clock.now = (Math.floor(clock.now / HOUR) + 1) * HOUR + 1000;
  };

  it('answers that tell whether a phone is registered are capped for everyone together, on both instances', async () => {
    nextHour();
    for (let i = 0; i < LIMITS.phoneLookupsPerHour; i++) {
      address.value = `10.8.${i}.1`;
      const res = await post(i, '/messages/confirmation-code', {
        phone: PHONE,
        type: 'registration',
        transport: 'sms',
      });
      expect(res.status).toBe(400);
    }
    for (const index of [0, 1]) {
      address.value = `10.8.200.${index}`;
      const res = await post(index, '/messages/confirmation-code', {
        phone: PHONE,
        type: 'registration',
        transport: 'sms',
      });
      expect(res.status).toBe(429);
    }
  });

  it("the network's budget of paid messages counts both instances' sends together", async () => {
    nextHour();
    for (let i = 0; i < LIMITS.codeSendsPerHour; i++) {
      address.value = `10.7.${i}.1`;
      const phone = `7${i}${'0'.repeat(8)}${i}`;
      expect(
        (await post(i, '/messages/confirmation-code', { phone, type: 'registration', transport: 'sms' }))
          .status,
      ).toBe(200);
    }
    expect(await counted('send-all', '*')).toBe(LIMITS.codeSendsPerHour);
    for (const index of [0, 1]) {
      address.value = `10.7.200.${index}`;
      const phone = `5${index}${'0'.repeat(9)}`;
      const res = await post(index, '/messages/confirmation-code', {
        phone,
        type: 'registration',
        transport: 'sms',
      });
      expect(res.status).toBe(429);
    }
  });
});
