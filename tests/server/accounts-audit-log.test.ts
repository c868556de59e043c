import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/auth/limits';
import { REFRESH_GRACE_MS } from '../../server/auth/token-lifetimes';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { type AccountsTest, openAccountsTest, pairOf } from './accounts-kit';
import { capturingLogger, DIALECTS } from './harness';

const SINGLE = '79990000002';
const MISSES = DEFAULT_LIMITS.codeCheckMissesPerAddressPerHour;

describe.each(DIALECTS)('audit events in the log on %s', (dialect) => {
  let t: AccountsTest;
  const { logger, lines } = capturingLogger();
  beforeAll(async () => {
    // Small limits, so a throttled login and a lockout delay come within a few attempts.
    t = await openAccountsTest(dialect, {
      logger,
      limits: { failedLoginsPerPhoneAndAddressPerHour: 3, freeFailedLoginsPerPhone: 4 },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const audits = (event: string) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.audit === event);

  /** Registers the phone, then tries a wrong recovery code sent past the clinic's waiting time. */
  const registerAndTryWrongCode = async (phone: string) => {
    expect((await t.register(phone, 'TulipHarbour71')).status).toBe(200);
    const code = await t.recoveryCode(phone);
    const wrong = code === '0000' ? '1111' : '0000';
    const codeRequestId = t.codeRequest(phone);
    const checked = await t.post('/messages/check-confirmation-code', { phone, code: wrong, codeRequestId });
    expect(checked.status).toBe(400);
  };

  it('wrong codes, throttled logins, lockout delays, reuse and logout each log an event without the phone', async () => {
    const phone = t.freshPhone();
    await registerAndTryWrongCode(phone);
    // Three failures from one address, then that address is throttled.
    for (let i = 0; i < 3; i++) {
      expect((await t.post('/auth/login', { phone, password: `wrong-${i}` })).status).toBe(401);
    }
    expect((await t.post('/auth/login', { phone, password: `wrong-x` })).status).toBe(429);
    // Two more from elsewhere: the fifth failure of the phone starts a delay.
    t.address.value = '10.0.0.2';
    try {
      expect((await t.post('/auth/login', { phone, password: 'wrong-4' })).status).toBe(401);
      expect((await t.post('/auth/login', { phone, password: 'wrong-5' })).status).toBe(401);
    } finally {
      t.address.value = '10.0.0.1';
    }
    // Reuse of a rotated refresh token past the grace window, then a logout.
    const first = pairOf((await t.post('/auth/login', { phone: SINGLE, password: DEMO_PASSWORD })).body);
    const renewed = pairOf((await t.post('/auth/refresh', first)).body);
    await t.post('/auth/refresh', renewed); // the renewed pair in use: the first token is reuse now
    t.clock.now += REFRESH_GRACE_MS;
    expect((await t.post('/auth/refresh', first)).status).toBe(401);
    const second = pairOf((await t.post('/auth/login', { phone: SINGLE, password: DEMO_PASSWORD })).body);
    expect((await t.post('/auth/logout', { refreshToken: second.refreshToken })).status).toBe(200);
    logger.flush();

    const [wrongCode] = audits('code_wrong');
    const [throttled] = audits('login_throttled');
    const [delayed] = audits('login_delayed');
    expect(wrongCode).toMatchObject({
      address: '10.0.0.1',
      phoneTag: expect.stringMatching(/^[0-9a-f]{16}$/),
    });
    expect(throttled).toMatchObject({ address: '10.0.0.1', retryAfter: expect.any(Number) });
    expect(delayed).toMatchObject({ address: '10.0.0.2', retryAfter: 30 });
    // One phone, one tag: its events can be followed across lines.
    expect(new Set([wrongCode?.phoneTag, throttled?.phoneTag, delayed?.phoneTag]).size).toBe(1);
    expect(audits('refresh_reuse')).toEqual([expect.objectContaining({ userId: expect.any(Number) })]);
    expect(audits('logout')).toEqual([expect.objectContaining({ userId: expect.any(Number) })]);
    // The phone (with or without its country code), the passwords and tokens appear in no line (the
    // code does, from the dev outbox this test reads it from: that transport exists to show codes).
    const text = lines.join('\n');
    for (const secret of [phone, phone.slice(1), 'wrong-0', 'TulipHarbour71', first.refreshToken]) {
      expect(text).not.toContain(secret);
    }
    // The throttled attempt was logged, not stored: a refusal writes nothing.
    const stored = await t.db.selectFrom('audit_events').select('event').execute();
    expect(stored.map((row) => row.event)).not.toContain('login_throttled');
    expect(stored.map((row) => row.event)).toContain('code_wrong');
  });

  it('a check that finds no code is a code_missing event, past its cap a logged refusal; a wrong try is code_wrong', async () => {
    const rows = async (event: string) =>
      (await t.db.selectFrom('audit_events').select('id').where('event', '=', event).execute()).length;
    const phone = t.freshPhone();
    t.address.value = '10.0.0.3';
    try {
      const [missingBefore, wrongBefore] = [await rows('code_missing'), await rows('code_wrong')];
      for (let i = 0; i < 50; i++) {
        const res = await t.post('/messages/check-confirmation-code', { phone, code: '1234' });
        expect(res.status).toBe(i < MISSES ? 400 : 429);
      }
      logger.flush();
      // Each answered miss is stored; the refusals past the cap are logged only.
      expect(await rows('code_missing')).toBe(missingBefore + MISSES);
      expect(audits('code_check_throttled')).toHaveLength(50 - MISSES);
      expect(audits('code_missing').at(-1)).toMatchObject({
        address: '10.0.0.3',
        phoneTag: expect.any(String),
      });
      t.address.value = '10.0.0.4';
      await registerAndTryWrongCode(phone);
      expect(await rows('code_wrong')).toBe(wrongBefore + 1);
    } finally {
      t.address.value = '10.0.0.1';
    }
  });
});
