/**
 * No targeted lockout: guesses from many addresses slow a phone's logins (a doubling, capped delay)
 * but never lock the owner out for long; a device that has proven the phone passes the delay; a
 * recovery by code resets the brake; refused requests write nothing, so a flood of them cannot grow
 * the database.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/auth/limits';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { type AccountsTest, deviceCookieOf, openAccountsTest } from './accounts-kit';
import { DIALECTS } from './harness';

const HOUR = 3600_000;

// These tests log in and fail a login dozens of times; what they prove is the brake's counting, not the
// hash. Passwords are hashed here at argon2id's lowest cost (a login verifies at the cost its stored hash
// names); accounts-registration.test.ts checks that the app stores hashes at the production cost.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const argon2 = await importOriginal<typeof import('@node-rs/argon2')>();
  return {
    ...argon2,
    hash: (password: string, options: Parameters<typeof argon2.hash>[1]) =>
      argon2.hash(password, { ...options, memoryCost: 8, timeCost: 1 }),
  };
});

describe.each(DIALECTS)('no targeted lockout on %s', (dialect) => {
  let t: AccountsTest;
  beforeAll(async () => {
    t = await openAccountsTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const nextHour = () => {
    t.clock.now = (Math.floor(t.clock.now / HOUR) + 1) * HOUR + 1000;
  };
  const login = (phone: string, password: string, headers?: Record<string, string>) =>
    t.post('/auth/login', { phone, password }, undefined, headers);
  /** 21 wrong passwords from three addresses: past the phone's 20 free failures, its delay is armed. */
  const strangersArmTheDelay = async (phone: string, from: string) => {
    for (let i = 0; i <= DEFAULT_LIMITS.freeFailedLoginsPerPhone; i++) {
      t.address.value = `${from}.${i % 3}`;
      expect((await login(phone, `wrong${i}`)).status).toBe(401);
    }
  };
  /** Every table's rows and every counter's total: what a request may have written. */
  /** A password recovery by a code from the outbox, as the owner makes it. */
  const recover = async (phone: string, newPassword: string) => {
    await t.post('/messages/confirmation-code', { phone, type: 'password_recovery', transport: 'sms' });
    return t.post('/clients/password-recovery', {
      phone,
      code: await t.lastCode(phone),
      newPassword,
      codeRequestId: t.codeRequest(phone),
    });
  };
  const footprint = async () => {
    const counters = await t.db
      .selectFrom('message_counters')
      .select((eb) => [eb.fn.countAll<number>().as('rows'), eb.fn.sum<number>('count').as('total')])
      .executeTakeFirstOrThrow();
    const delays = await t.db
      .selectFrom('login_delays')
      .select(['phone', 'failures', 'retry_at'])
      .orderBy('phone')
      .execute();
    const audit = await sql<{ n: number }>`select count(*) as n from audit_events`.execute(t.db);
    const codes = await sql<{ n: number }>`select count(*) as n from confirmation_codes`.execute(t.db);
    return {
      rows: Number(counters.rows),
      total: Number(counters.total),
      delays,
      audit: Number(audit.rows[0]?.n),
      codes: Number(codes.rows[0]?.n),
    };
  };

  it('failed logins from the /64s of one IPv6 /48 share its cap: a /48 is not 65 536 addresses', async () => {
    nextHour();
    const cap = DEFAULT_LIMITS.failedLoginsPerSubnetPerHour;
    for (let i = 0; i < cap; i++) {
      t.address.value = `2001:db8:77:${i.toString(16)}::1`;
      expect((await login(t.freshPhone(), 'wrong-password')).status).toBe(401);
    }
    t.address.value = `2001:db8:77:${cap.toString(16)}::1`;
    const refused = await login(t.freshPhone(), 'wrong-password');
    expect(refused.status).toBe(429);
    expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
    // Another /48 is not held back.
    t.address.value = '2001:db8:78::1';
    expect((await login(t.freshPhone(), 'wrong-password')).status).toBe(401);
  });

  it('failures from many addresses slow a phone with a doubling delay; the owner still gets in', async () => {
    const phone = '79990000001';
    nextHour();
    const free = DEFAULT_LIMITS.freeFailedLoginsPerPhone;
    for (let i = 0; i < free; i++) {
      t.address.value = `10.20.0.${i}`;
      expect((await login(phone, `wrong${i}`)).status).toBe(401);
    }
    // Past the free ones, each checked failure makes the next attempt wait twice as long.
    const waits: number[] = [];
    for (let i = 0; i < 7; i++) {
      t.address.value = `10.21.0.${i}`;
      expect((await login(phone, `again${i}`)).status).toBe(401);
      t.address.value = `10.22.0.${i}`;
      const slowed = await login(phone, DEMO_PASSWORD);
      expect(slowed.status).toBe(429);
      const wait = Number(slowed.res.headers.get('Retry-After'));
      waits.push(wait);
      t.clock.now += wait * 1000;
    }
    expect(waits).toEqual([30, 60, 120, 240, 480, 900, 900]);
    // Slowed, not locked: once the delay has passed, the right password is checked and logs in.
    t.address.value = '10.23.0.1';
    expect((await login(phone, DEMO_PASSWORD)).status).toBe(200);
  });

  it('a device that has logged in to the phone before passes the delay a stranger armed', async () => {
    const phone = t.freshPhone();
    nextHour();
    t.address.value = '10.50.0.1';
    expect((await t.register(phone, 'Owner2026xy')).status).toBe(200);
    t.clock.now += 3600_000;
    const first = await login(phone, 'Owner2026xy');
    expect(first.status).toBe(200);
    const device = deviceCookieOf(first.res);
    expect(device.cookie).toMatch(/^priyom_device=[\w-]{43}$/);
    expect(first.res.headers.get('set-cookie')).toMatch(
      /HttpOnly.*Secure.*SameSite=Strict|SameSite=Strict.*Secure/i,
    );
    nextHour();
    await strangersArmTheDelay(phone, '10.51.0');
    t.address.value = '10.50.0.1';
    // Any other device waits out the delay; the owner's goes straight in, again and again.
    expect((await login(phone, 'Owner2026xy')).status).toBe(429);
    expect((await login(phone, 'Owner2026xy', { cookie: 'priyom_device=made-up' })).status).toBe(429);
    expect((await login(phone, 'Owner2026xy', device)).status).toBe(200);
    // The stranger keeps the delay armed, one wrong password each time it runs out.
    t.clock.now += 31_000;
    t.address.value = '10.51.0.9';
    expect((await login(phone, 'wrong-again')).status).toBe(401);
    t.address.value = '10.50.0.1';
    expect((await login(phone, 'Owner2026xy')).status).toBe(429);
    expect((await login(phone, 'Owner2026xy', device)).status).toBe(200);
  });

  it('a device that proved the phone with a fresh code passes the delay too', async () => {
    const phone = t.freshPhone();
    nextHour();
    t.address.value = '10.53.0.1';
    expect((await t.register(phone, 'Owner2026xy')).status).toBe(200);
    nextHour();
    await strangersArmTheDelay(phone, '10.54.0');
    t.address.value = '10.53.0.2';
    expect((await login(phone, 'Owner2026xy')).status).toBe(429);
    await t.post('/messages/confirmation-code', { phone, type: 'password_recovery', transport: 'sms' });
    const body = { phone, code: await t.lastCode(phone), codeRequestId: t.codeRequest(phone) };
    const checked = await t.post('/messages/check-confirmation-code', body);
    expect(checked.status).toBe(200);
    expect((await login(phone, 'Owner2026xy', deviceCookieOf(checked.res))).status).toBe(200);
  });

  it("a known device's own failures end its pass: after five in a row it waits like any other", async () => {
    const phone = t.freshPhone();
    nextHour();
    t.address.value = '10.55.0.1';
    const device = deviceCookieOf((await t.register(phone, 'Owner2026xy')).res);
    nextHour();
    await strangersArmTheDelay(phone, '10.56.0');
    t.address.value = '10.55.0.1';
    // Known for this phone only: another phone's delay holds it back.
    const other = t.freshPhone();
    expect((await t.register(other, 'Other2026xy')).status).toBe(200);
    await strangersArmTheDelay(other, '10.57.0');
    t.address.value = '10.55.0.1';
    expect((await login(other, 'Other2026xy', device)).status).toBe(429);
    for (let i = 0; i < DEFAULT_LIMITS.knownDeviceFailures; i++) {
      expect((await login(phone, `mine-wrong${i}`, device)).status).toBe(401);
    }
    expect((await login(phone, 'Owner2026xy', device)).status).toBe(429);
  });

  it('a password recovery by code resets the brake at once', async () => {
    const phone = t.freshPhone();
    nextHour();
    t.address.value = '10.30.0.1';
    const registered = await t.register(phone, 'First2026xy');
    expect(registered.status).toBe(200);
    for (let i = 0; i <= DEFAULT_LIMITS.freeFailedLoginsPerPhone; i++) {
      t.address.value = `10.31.0.${i}`;
      expect((await login(phone, `wrong${i}`)).status).toBe(401);
    }
    expect((await login(phone, 'First2026xy')).status).toBe(429);
    t.clock.now += 61_000;
    expect((await recover(phone, 'Second2026xy')).status).toBe(200);
    expect((await login(phone, 'Second2026xy')).status).toBe(200);
  });

  it('a password recovery by code lets the owner log in from the address of their own wrong guesses', async () => {
    const phone = t.freshPhone();
    nextHour();
    t.address.value = '10.32.0.1';
    expect((await t.register(phone, 'First2026xy')).status).toBe(200);
    nextHour();
    // The owner forgot the password and tried the hour's allowance from their own address.
    for (let i = 0; i < DEFAULT_LIMITS.failedLoginsPerPhoneAndAddressPerHour; i++) {
      expect((await login(phone, `forgotten${i}`)).status).toBe(401);
    }
    expect((await login(phone, 'First2026xy')).status).toBe(429);
    expect((await recover(phone, 'Second2026xy')).status).toBe(200);
    expect((await login(phone, 'Second2026xy')).status).toBe(200);
  });

  it('refused requests write nothing: a burst of 429s leaves every table as it was', async () => {
    const phone = '79990000002';
    nextHour();
    // Brake a phone, fill one address's code limit and one pair's login limit.
    for (let i = 0; i <= DEFAULT_LIMITS.freeFailedLoginsPerPhone; i++) {
      t.address.value = `10.40.0.${i}`;
      expect((await login(phone, `wrong${i}`)).status).toBe(401);
    }
    t.address.value = '10.41.0.1';
    for (let i = 0; i < DEFAULT_LIMITS.messagesPerAddressPerHour; i++) {
      t.clock.now += 1000;
      const sent = await t.post('/messages/confirmation-code', {
        phone: t.freshPhone(),
        type: 'registration',
        transport: 'sms',
      });
      expect(sent.status).toBe(200);
    }
    const before = await footprint();
    for (let i = 0; i < 30; i++) {
      t.address.value = `10.42.${i}.1`;
      expect((await login(phone, DEMO_PASSWORD)).status).toBe(429);
      t.address.value = '10.41.0.1';
      const code = await t.post('/messages/confirmation-code', {
        phone: t.freshPhone(),
        type: 'registration',
        transport: 'sms',
      });
      expect(code.status).toBe(429);
    }
    expect(await footprint()).toEqual(before);
  });
});
