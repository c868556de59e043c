/**
 * The paid-message budget (SMS pumping): code sends are counted for the whole network, per number
 * prefix and per IPv6 /48 of the senders, beside the per-phone and per-address limits; past one, a send
 * is refused with the spec's hourly-limit key and Retry-After, and the audit trail hears of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTest, lists, openAccountsTest } from './accounts-kit';
import { capturingLogger, DIALECTS } from './harness';

const HOUR = 3600_000;
const HOURLY = 'errors.sms.limit_of_sent_messages_for_this_hour_has_been_exhausted';
/** Small budgets, so a test reaches them in a few sends; the per-phone and per-address limits are the defaults. */
const BUDGETS = {
  codeSendsPerHour: 8,
  codeSendsPerPrefixPerHour: 3,
  codePrefixDigits: 4,
  codeSendsPerSubnetPerHour: 4,
};

describe.each(DIALECTS)('the paid-message budget on %s', (dialect) => {
  let t: AccountsTest;
  const { logger, lines } = capturingLogger();
  beforeAll(async () => {
    t = await openAccountsTest(dialect, { logger, limits: BUDGETS });
  });
  afterAll(async () => {
    await t?.close();
  });

  let counter = 0;
  /** A phone no other send of the file used, of 11 digits starting with `prefix`. */
  const phoneIn = (prefix: string) => `${prefix}${String(++counter).padStart(11 - prefix.length, '0')}`;
  const nextHour = () => {
    t.clock.now = (Math.floor(t.clock.now / HOUR) + 1) * HOUR + 1000;
  };
  const send = (phone: string, address: string) => {
    t.address.value = address;
    return t.post('/messages/confirmation-code', { phone, type: 'registration', transport: 'sms' });
  };
  const expectRefused = (res: Awaited<ReturnType<typeof send>>) => {
    expect(res.status).toBe(429);
    expect(res.body).toEqual(lists({ formErrors: [HOURLY] }));
    expect(Number(res.res.headers.get('Retry-After'))).toBeGreaterThan(0);
  };
  const stored = async () =>
    (
      await t.db
        .selectFrom('audit_events')
        .select('id')
        .where('event', '=', 'code_budget_exhausted')
        .execute()
    ).length;
  const logged = (limit: string) =>
    lines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.audit === 'code_budget_exhausted' && line.limit === limit);

  it('per number prefix: one range cannot take the budget, another range still gets codes', async () => {
    nextHour();
    const before = await stored();
    for (let i = 0; i < BUDGETS.codeSendsPerPrefixPerHour; i++) {
      expect((await send(phoneIn('8823'), `10.60.0.${i}`)).status).toBe(200);
    }
    for (let i = 0; i < 3; i++) expectRefused(await send(phoneIn('8823'), `10.60.1.${i}`));
    expect((await send(phoneIn('8824'), '10.60.2.1')).status).toBe(200);
    // Every refusal is logged; the first of the hour is also stored, once.
    logger.flush();
    expect(logged('send-prefix 8823')).toHaveLength(3);
    expect(await stored()).toBe(before + 1);
  });

  it('per IPv6 /48 of the senders: fresh /64s of one network share one budget', async () => {
    nextHour();
    for (let i = 0; i < BUDGETS.codeSendsPerSubnetPerHour; i++) {
      expect((await send(phoneIn(`77${i}`), `2001:db8:60:${i + 1}::1`)).status).toBe(200);
    }
    expectRefused(await send(phoneIn('778'), '2001:db8:60:99::1'));
    expect((await send(phoneIn('779'), '2001:db8:61:1::1')).status).toBe(200);
  });

  it('for the whole network: past it every code request waits for the next hour, and the trail says so once', async () => {
    nextHour();
    const before = await stored();
    for (let i = 0; i < BUDGETS.codeSendsPerHour; i++) {
      expect((await send(phoneIn(`6${i}`), `10.61.${i}.1`)).status).toBe(200);
    }
    for (let i = 0; i < 3; i++) expectRefused(await send(phoneIn('59'), `10.62.${i}.1`));
    expect(await stored()).toBe(before + 1);
    nextHour();
    expect((await send(phoneIn('59'), '10.62.9.1')).status).toBe(200);
  });
});
