/**
 * The limits that make up for the spec's weak contract: 4-digit codes (few codes a day per phone,
 * never a lock on the right one, tried only by whoever asked for them), answers that say whether a
 * phone has an account (caps on such look-ups per address, per /48 and in all) and code checks that
 * find nothing (capped, audited, alike whatever codes the phone has).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS } from '../../server/auth/limits';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { errorKeys } from '../../src/api';
import { type AccountsTest, lists, openAccountsTest } from './accounts-kit';
import { DIALECTS } from './harness';

const HOUR = 3600_000;

describe.each(DIALECTS)('accounts limits on %s', (dialect) => {
  let t: AccountsTest;
  beforeAll(async () => {
    t = await openAccountsTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const nextHour = (address: string) => {
    t.clock.now = (Math.floor(t.clock.now / HOUR) + 1) * HOUR + 1000;
    t.address.value = address;
  };
  const send = (phone: string, type = 'password_recovery') =>
    t.post('/messages/confirmation-code', { phone, type, transport: 'sms' });
  /** Checks with the id of the last code sent to the phone here; null: without an id. */
  const check = (
    phone: string,
    code: string,
    codeRequestId: string | null | undefined = t.codeRequest(phone),
  ) =>
    t.post('/messages/check-confirmation-code', { phone, code, codeRequestId: codeRequestId ?? undefined });

  it('wrong codes never block a right one: after a day of wrong tries a fresh code still works', async () => {
    const phone = '79990000002';
    nextHour('10.3.3.3');
    for (let wrong = 0; wrong < 25; ) {
      t.clock.now += 4 * HOUR;
      expect((await send(phone)).status).toBe(200);
      const right = await t.lastCode(phone);
      const guess = right === '0000' ? '0001' : '0000';
      for (let i = 0; i < DEFAULT_LIMITS.codeAttempts; i++, wrong++)
        expect((await check(phone, guess)).status).toBe(400);
    }
    t.clock.now += 4 * HOUR;
    expect((await send(phone)).status).toBe(200);
    expect((await check(phone, await t.lastCode(phone))).status).toBe(200);
  });

  it("the asker's five wrong tries kill its code, from whatever addresses they come", async () => {
    const phone = t.freshPhone();
    nextHour('10.3.5.0');
    expect((await send(phone, 'registration')).status).toBe(200);
    const right = await t.lastCode(phone);
    const wrong = right === '0000' ? '0001' : '0000';
    for (let i = 1; i <= DEFAULT_LIMITS.codeAttempts; i++) {
      t.address.value = `10.3.5.${i}`;
      expect((await check(phone, wrong)).status).toBe(400);
    }
    // Fresh addresses give no fresh tries: even the right code is refused now.
    t.address.value = '10.3.6.1';
    expect((await check(phone, right)).status).toBe(429);
  });

  it("a code answers only the request that asked for it: strangers' wrong codes leave the owner's working", async () => {
    const phone = '79990000001';
    nextHour('10.3.7.1');
    expect((await send(phone)).status).toBe(200);
    const owner = t.codeRequest(phone);
    const right = await t.lastCode(phone);
    const wrong = right === '0000' ? '0001' : '0000';
    for (let i = 0; i < 3 * DEFAULT_LIMITS.codeAttempts; i++) {
      t.address.value = `10.3.8.${i}`;
      expect((await check(phone, wrong, i % 2 === 0 ? null : `made-up-${i}`)).status).toBe(400);
    }
    t.address.value = '10.3.7.1';
    expect((await check(phone, right, owner)).status).toBe(200);
    const recovered = await t.post('/clients/password-recovery', {
      phone,
      code: right,
      newPassword: DEMO_PASSWORD,
      codeRequestId: owner,
    });
    expect(recovered.status).toBe(200);
  });

  it('without its id even the right code finds nothing', async () => {
    const phone = t.freshPhone();
    nextHour('10.3.7.2');
    expect((await send(phone, 'registration')).status).toBe(200);
    const right = await t.lastCode(phone);
    expect((await check(phone, right, null)).status).toBe(400);
    expect((await check(phone, right, 'another-request')).status).toBe(400);
    expect((await check(phone, right)).status).toBe(200);
  });

  it("a code someone else asks for later does not shadow the owner's", async () => {
    const phone = t.freshPhone();
    nextHour('10.3.9.1');
    expect((await send(phone, 'registration')).status).toBe(200);
    const owner = t.codeRequest(phone);
    const ownerCode = await t.lastCode(phone);
    t.clock.now += 61_000;
    t.address.value = '10.3.9.2';
    expect((await send(phone, 'registration')).status).toBe(200);
    t.address.value = '10.3.9.1';
    expect((await check(phone, ownerCode, owner)).status).toBe(200);
  });

  it('past a day of free codes a phone waits a doubling delay (capped) between codes, from any address', async () => {
    const phone = t.freshPhone();
    nextHour('10.3.3.4');
    for (let i = 0; i < DEFAULT_LIMITS.freeCodesPerPhonePerDay; i++) {
      t.clock.now += HOUR;
      expect((await send(phone, 'registration')).status).toBe(200);
    }
    const waits: number[] = [];
    for (let i = 0; i < 6; i++) {
      t.address.value = `10.3.4.${i}`;
      t.clock.now += 61_000;
      const early = await send(phone, 'registration');
      expect(early.status).toBe(429);
      const wait = Number(early.res.headers.get('Retry-After'));
      waits.push(Math.round((wait + 61) / 60));
      t.clock.now += wait * 1000;
      expect((await send(phone, 'registration')).status).toBe(200);
    }
    expect(waits).toEqual([15, 30, 60, 120, 240, 240]);
  });

  it('answers that say whether a phone is registered are capped per address and hour', async () => {
    nextHour('10.2.2.2');
    for (let i = 0; i < DEFAULT_LIMITS.phoneLookupsPerAddressPerHour; i++) {
      t.clock.now += 1000;
      expect((await send('79990000001', 'registration')).status).toBe(400);
    }
    expect((await send('79990000001', 'registration')).status).toBe(429);
    const recovery = await t.post('/clients/password-recovery', {
      phone: '79990000001',
      code: '1234',
      newPassword: 'Newpass2026',
    });
    expect(recovery.status).toBe(429);
    t.address.value = '10.2.2.3';
    expect((await send('79990000001', 'registration')).status).toBe(400);
  });

  it('an address whose other caps are full is refused alike for phones with an account and without', async () => {
    nextHour('10.2.7.7');
    // The address's checks that found no code are used up (cheap: no look-up among them).
    for (let i = 0; i < DEFAULT_LIMITS.codeCheckMissesPerAddressPerHour; i++)
      expect((await check(t.freshPhone(), '1234', null)).status).toBe(400);
    // A registration of a phone with no account would reach the checks and be refused there, where
    // one with an account would be told so: both are refused before the look-up, for free.
    const register = (phone: string) =>
      t.post('/clients/registration', {
        name: 'Ян',
        surname: 'Логов',
        phone,
        code: '1234',
        newPassword: 'Newpass2026',
      });
    for (const phone of [t.freshPhone(), '79990000001']) expect((await register(phone)).status).toBe(429);
    // The same for the hour's code sends: the unknown phone's send and the registered phone's answer.
    nextHour('10.2.7.8');
    for (let i = 0; i < DEFAULT_LIMITS.messagesPerAddressPerHour; i++) {
      t.clock.now += 1000;
      expect((await send(t.freshPhone(), 'registration')).status).toBe(200);
    }
    for (const phone of [t.freshPhone(), '79990000001'])
      expect((await send(phone, 'registration')).status).toBe(429);
  });

  it('requests sent at the same moment cannot all pass the cap on those answers', async () => {
    nextHour('10.2.5.5');
    const cap = DEFAULT_LIMITS.phoneLookupsPerAddressPerHour;
    const answers = await Promise.all(
      Array.from({ length: cap + 20 }, () => send('79990000001', 'registration')),
    );
    const told = answers.filter((answer) => answer.status === 400).length;
    expect(told).toBe(cap);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(20);
  });

  it('the addresses of one IPv6 /64 share the per-address caps; another /64 has its own', async () => {
    nextHour('2001:db8:7:1::1');
    for (let i = 0; i < DEFAULT_LIMITS.phoneLookupsPerAddressPerHour; i++) {
      t.address.value = `2001:db8:7:1::${(i + 1).toString(16)}`;
      t.clock.now += 1000;
      expect((await send('79990000001', 'registration')).status).toBe(400);
    }
    t.address.value = '2001:db8:7:1:ffff:ffff:ffff:ffff';
    expect((await send('79990000001', 'registration')).status).toBe(429);
    t.address.value = '2001:db8:7:2::1';
    expect((await send('79990000001', 'registration')).status).toBe(400);
  });

  it('the /64s of one IPv6 /48 share a cap of their own on those answers; another /48 has its own', async () => {
    nextHour('2001:db8:9:1::1');
    const perSubnet = DEFAULT_LIMITS.phoneLookupsPerSubnetPerHour;
    const perAddress = DEFAULT_LIMITS.phoneLookupsPerAddressPerHour;
    for (let i = 0; i < perSubnet; i++) {
      // A fresh /64 each time its allowance is spent: 65 536 of them in one /48.
      t.address.value = `2001:db8:9:${(Math.floor(i / perAddress) + 1).toString(16)}::1`;
      t.clock.now += 1000;
      expect((await send('79990000001', 'registration')).status).toBe(400);
    }
    t.address.value = '2001:db8:9:ff::1';
    const refused = await send('79990000001', 'registration');
    expect(refused.status).toBe(429);
    expect(Number(refused.res.headers.get('Retry-After'))).toBeGreaterThan(0);
    t.address.value = '2001:db8:a:1::1';
    expect((await send('79990000001', 'registration')).status).toBe(400);
  });

  it('a check answers alike whatever codes the phone has, when it brings no id of them', async () => {
    nextHour('10.4.0.1');
    const registration = t.freshPhone();
    expect((await send(registration, 'registration')).status).toBe(200);
    t.config.value = {
      ...t.config.value,
      availableTransports: { sms: true, whatsapp: true, flash_call: true },
    };
    const recovery = '79990000002';
    const sent = await t.post('/messages/confirmation-code', {
      phone: recovery,
      type: 'password_recovery',
      transport: 'whatsapp',
    });
    expect(sent.status).toBe(200);
    const none = t.freshPhone();
    t.address.value = '10.4.0.2';
    const answers = [];
    for (const phone of [registration, recovery, none]) {
      const answer = await check(phone, '1234', null);
      answers.push({ status: answer.status, body: answer.body });
    }
    expect(answers).toEqual(Array(3).fill(answers[2]));
    expect(answers[2]).toEqual({
      status: 400,
      body: lists({ code: ['errors.messages.invalid_confirmation_code'] }),
    });
  });

  it('checks that find no code are capped per address and per /48, and each is audited', async () => {
    nextHour('10.4.1.1');
    const missed = async () =>
      Number(
        (
          await t.db
            .selectFrom('audit_events')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('event', '=', 'code_missing')
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await missed();
    for (let i = 0; i < DEFAULT_LIMITS.codeCheckMissesPerAddressPerHour; i++) {
      expect((await check(t.freshPhone(), '1234', null)).status).toBe(400);
    }
    expect(await missed()).toBe(before + DEFAULT_LIMITS.codeCheckMissesPerAddressPerHour);
    const refused = await check(t.freshPhone(), '1234', null);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual(lists({ formErrors: [errorKeys.tooManyRequests] }));
    // The refusal wrote nothing.
    expect(await missed()).toBe(before + DEFAULT_LIMITS.codeCheckMissesPerAddressPerHour);
    // The asker's own code is still found from there: its tries bound it.
    const phone = t.freshPhone();
    expect((await send(phone, 'registration')).status).toBe(200);
    expect((await check(phone, await t.lastCode(phone))).status).toBe(200);
    // Across the /64s of one /48.
    nextHour('2001:db8:b:1::1');
    const perAddress = DEFAULT_LIMITS.codeCheckMissesPerAddressPerHour;
    for (let i = 0; i < DEFAULT_LIMITS.codeCheckMissesPerSubnetPerHour; i++) {
      t.address.value = `2001:db8:b:${(Math.floor(i / perAddress) + 1).toString(16)}::1`;
      expect((await check(t.freshPhone(), '1234', null)).status).toBe(400);
    }
    t.address.value = '2001:db8:b:ff::1';
    expect((await check(t.freshPhone(), '1234', null)).status).toBe(429);
  });

  it('an expired code keeps no secret, and its row goes a day after it was sent', async () => {
    nextHour('10.4.2.1');
    const phone = t.freshPhone();
    expect((await send(phone, 'registration')).status).toBe(200);
    const code = await t.lastCode(phone);
    const row = () =>
      t.db.selectFrom('confirmation_codes').select('code_hash').where('phone', '=', phone).executeTakeFirst();
    expect((await row())?.code_hash).not.toBe('');
    t.clock.now += DEFAULT_LIMITS.codeTtlMs;
    // Its asker still hears that it expired; the hash is gone.
    expect((await check(phone, code)).body).toEqual(
      lists({ code: ['errors.sms.expired_registration_code'] }),
    );
    expect((await row())?.code_hash).toBe('');
    t.clock.now += 24 * HOUR;
    expect((await send(t.freshPhone(), 'registration')).status).toBe(200);
    expect(await row()).toBeUndefined();
  });
});
