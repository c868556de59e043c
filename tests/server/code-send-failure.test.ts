/** A code send that could not be delivered counts against no limit: nothing went out. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashCallTransport } from '../../server/transports/flash-call';
import { smsTransport } from '../../server/transports/sms';
import type { TransportSet } from '../../server/transports/types';
import { whatsAppTransport } from '../../server/transports/whatsapp';
import { type AccountsTest, openAccountsTest } from './accounts-kit';
import { DIALECTS } from './harness';

const HOUR = 3600_000;

describe.each(DIALECTS)('failed code deliveries on %s', (dialect) => {
  let t: AccountsTest;
  let works = false;
  const transports: TransportSet = {
    byName: {
      sms: smsTransport(async () => works),
      whatsapp: whatsAppTransport(async () => (works ? 'sent' : 'timeout')),
      flash_call: flashCallTransport(async () => (works ? '+7 (800) 555-12-34' : null)),
    },
    outbox: null,
  };
  beforeAll(async () => {
    t = await openAccountsTest(dialect, { transports });
  });
  afterAll(async () => {
    await t?.close();
  });
  const send = (phone: string, transport: string) =>
    t.post('/messages/confirmation-code', { phone, type: 'registration', transport });
  /** The counts held this hour for the phone, the address and the paid-message budgets, by scope. */
  const counts = async () => {
    const rows = await t.db
      .selectFrom('message_counters')
      .select(['scope', 'count'])
      .where('scope', 'in', ['phone', 'address', 'send-all', 'send-prefix', 'send-subnet'])
      .execute();
    const byScope: Record<string, number> = {};
    for (const row of rows)
      if (Number(row.count) > 0) byScope[row.scope] = (byScope[row.scope] ?? 0) + Number(row.count);
    return byScope;
  };

  it('five failed deliveries leave the phone its hour: a working provider then sends all five', async () => {
    t.clock.now = (Math.floor(t.clock.now / HOUR) + 1) * HOUR + 1000;
    t.address.value = '10.0.7.1';
    const phone = t.freshPhone();
    const before = await counts();
    works = false;
    try {
      for (const transport of ['sms', 'whatsapp', 'flash_call', 'sms', 'whatsapp'])
        expect((await send(phone, transport)).status).toBe(503);
      // Nothing counted: not the phone's hour, the address's hour nor any paid-message budget.
      expect(await counts()).toEqual(before);
    } finally {
      works = true;
    }
    for (let i = 0; i < 5; i++) {
      expect((await send(phone, 'sms')).status).toBe(200);
      t.clock.now += 61_000;
    }
    expect((await send(phone, 'sms')).status).toBe(429);
  });
});
