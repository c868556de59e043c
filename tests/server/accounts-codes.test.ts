import { Writable } from 'node:stream';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { flashCallTransport } from '../../server/transports/flash-call';
import { smsTransport } from '../../server/transports/sms';
import type { TransportSet } from '../../server/transports/types';
import { whatsAppTransport } from '../../server/transports/whatsapp';
import { accountErrorKeys as keys, parseWith, readDevOutbox } from '../../src/api';
import { type AccountsTest, lists, openAccountsTest } from './accounts-kit';
import { DIALECTS } from './harness';

const code = (scope: string, name: string) => `errors.${scope}.${name}`;
const HOUR = 3600_000;

describe.each(DIALECTS)('confirmation codes on %s', (dialect) => {
  let t: AccountsTest;
  beforeAll(async () => {
    t = await openAccountsTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = (phone: string, transport: string | null = 'sms', type = 'registration') =>
    t.post('/messages/confirmation-code', { phone, type, transport });
  /** Checks with the id the last send to the phone answered: only the asker's check finds its code. */
  const check = (phone: string, value: string) =>
    t.post('/messages/check-confirmation-code', { phone, code: value, codeRequestId: t.codeRequest(phone) });
  const wait = () => {
    t.clock.now += 61_000;
  };

  it.each(['sms', 'whatsapp', 'flash_call'])(
    'sends a 4-digit code by %s to the dev outbox',
    async (transport) => {
      const phone = t.freshPhone();
      const res = await send(phone, transport);
      expect(res.status).toBe(200);
      // The id only this sender is given: 256 random bits, URL-safe.
      expect(res.body).toEqual({ codeRequestId: expect.stringMatching(/^[\w-]{43}$/) });
      const outbox = await t.get(`/dev/outbox?phone=${phone}`);
      const [message] = parseWith(readDevOutbox.answer, outbox.body, 'test').messages;
      expect(message).toMatchObject({ transport, type: 'registration' });
      expect(message!.code).toMatch(/^\d{4}$/);
      if (transport === 'flash_call') expect(message!.callerNumber!.slice(-4)).toBe(message!.code);
      else expect(message!.callerNumber).toBeNull();
      expect((await check(phone, message!.code)).status).toBe(200);
    },
  );

  it.each([
    ['', lists({ phone: [keys.phone.isRequired] })],
    ['7999', lists({ phone: [keys.phone.minimumLength] })],
    ['7'.repeat(21), lists({ phone: [keys.phone.maximumLength] })],
    ['7 999 000 00 01', lists({ phone: [keys.phone.invalidFormat] })],
  ])('a phone %j is refused with its key', async (phone, expected) => {
    const res = await send(phone);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(expected);
  });

  it('needs a transport that the configuration makes available', async () => {
    const phone = t.freshPhone();
    const none = await send(phone, null);
    expect(none.status).toBe(400);
    expect(none.body).toEqual(lists({ formErrors: [code('messages', 'need_to_select_transport')] }));
    t.config.value = {
      ...t.config.value,
      availableTransports: { sms: true, whatsapp: false, flash_call: true },
    };
    try {
      expect((await send(phone, 'whatsapp')).body).toEqual(
        lists({ formErrors: [code('messages', 'need_to_select_transport')] }),
      );
    } finally {
      t.config.value = {
        ...t.config.value,
        availableTransports: { sms: true, whatsapp: true, flash_call: true },
      };
    }
    expect((await send(phone, 'pigeon')).status).toBe(400);
    expect(
      (await t.post('/messages/confirmation-code', { phone, type: 'other', transport: 'sms' })).status,
    ).toBe(400);
  });

  it('registration codes are refused for a registered phone, recovery codes for an unknown one', async () => {
    const taken = await send('79990000002', 'sms', 'registration');
    expect(taken.status).toBe(400);
    expect(taken.body).toEqual(lists({ phone: [keys.phone.alreadyRegistered] }));
    const unknown = await send(t.freshPhone(), 'sms', 'password_recovery');
    expect(unknown.body).toEqual(lists({ phone: [keys.phone.noClients] }));
  });

  it('a second request within waitingTime is request_timeout with Retry-After; after it, a new code', async () => {
    const phone = t.freshPhone();
    expect((await send(phone, 'whatsapp')).status).toBe(200);
    t.clock.now += 20_000;
    const early = await send(phone, 'whatsapp');
    expect(early.status).toBe(429);
    expect(early.body).toEqual(lists({ formErrors: [code('whatsapp', 'request_timeout')] }));
    expect(early.res.headers.get('retry-after')).toBe('40');
    const flash = await send(phone, 'flash_call');
    expect(flash.body).toEqual(lists({ formErrors: [code('flashCall', 'request_timeout')] }));
    t.clock.now += 40_000;
    expect((await send(phone, 'whatsapp')).status).toBe(200);
  });

  it('requests sent at the same moment get one code between them, not one each (each is five guesses)', async () => {
    const phone = t.freshPhone();
    const answers = await Promise.all(Array.from({ length: 5 }, () => send(phone)));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 429, 429, 429, 429]);
    for (const refused of answers.filter((answer) => answer.status === 429)) {
      expect(refused.body).toEqual(lists({ formErrors: [code('sms', 'request_timeout')] }));
      expect(Number(refused.res.headers.get('retry-after'))).toBeGreaterThan(0);
    }
    const sent = await t.db
      .selectFrom('confirmation_codes')
      .select('id')
      .where('phone', '=', phone)
      .execute();
    expect(sent).toHaveLength(1);
    // After the wait, the next request gets its code as before.
    wait();
    expect((await send(phone)).status).toBe(200);
  });

  it('at most 5 codes per phone per hour, then the hourly key until the next hour', async () => {
    t.clock.now = (Math.floor(t.clock.now / HOUR) + 1) * HOUR + 1000;
    const phone = t.freshPhone();
    for (let i = 0; i < 5; i++) {
      expect((await send(phone)).status).toBe(200);
      wait();
    }
    const sixth = await send(phone);
    expect(sixth.status).toBe(429);
    expect(sixth.body).toEqual(
      lists({ formErrors: [code('sms', 'limit_of_sent_messages_for_this_hour_has_been_exhausted')] }),
    );
    t.clock.now = Math.ceil(t.clock.now / HOUR) * HOUR;
    expect((await send(phone)).status).toBe(200);
  });

  it('at most 20 codes per client address per hour, whatever the phones', async () => {
    t.clock.now = (Math.floor(t.clock.now / HOUR) + 1) * HOUR + 1000;
    t.address.value = '10.9.9.9';
    try {
      for (let i = 0; i < 20; i++) expect((await send(t.freshPhone())).status).toBe(200);
      const over = await send(t.freshPhone(), 'flash_call');
      expect(over.status).toBe(429);
      expect(over.body).toEqual(
        lists({ formErrors: [code('flashCall', 'limit_of_sent_messages_for_this_hour_has_been_exhausted')] }),
      );
      t.address.value = '10.9.9.10';
      expect((await send(t.freshPhone())).status).toBe(200);
    } finally {
      t.address.value = '10.0.0.1';
    }
  });

  it('checking: a code is required, a wrong one is invalid, the check itself does not use the code', async () => {
    const phone = t.freshPhone();
    wait();
    await send(phone);
    const right = await t.lastCode(phone);
    const wrong = right === '0000' ? '1111' : '0000';
    expect((await check(phone, '')).body).toEqual(lists({ code: [code('sms', 'code_is_required')] }));
    const bad = await check(phone, wrong);
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual(lists({ code: [code('sms', 'invalid_registration_code')] }));
    expect((await check(phone, right)).status).toBe(200);
    expect((await check(phone, right)).status).toBe(200);
    expect((await check(t.freshPhone(), right)).body).toEqual(
      lists({ code: [code('messages', 'invalid_confirmation_code')] }),
    );
    expect((await check('123', right)).body).toEqual(lists({ phone: [keys.phone.minimumLength] }));
  });

  it('five wrong tries kill a code: even the right one is requested_too_often then', async () => {
    const phone = t.freshPhone();
    await send(phone);
    const right = await t.lastCode(phone);
    const wrong = right === '0000' ? '1111' : '0000';
    for (let i = 0; i < 4; i++) expect((await check(phone, wrong)).status).toBe(400);
    // A right answer gives its try back: four wrong, one right, still one try left.
    expect((await check(phone, right)).status).toBe(200);
    expect((await check(phone, wrong)).status).toBe(400);
    const dead = await check(phone, right);
    expect(dead.status).toBe(429);
    expect(dead.body).toEqual(lists({ code: [code('sms', 'requested_too_often')] }));
  });

  it('a code expires after five minutes', async () => {
    const phone = t.freshPhone();
    await send(phone, 'sms', 'registration');
    const registration = await t.lastCode(phone);
    t.clock.now += 5 * 60_000;
    expect((await check(phone, registration)).body).toEqual(
      lists({ code: [code('sms', 'expired_registration_code')] }),
    );
    await send('79990000002', 'whatsapp', 'password_recovery');
    const recovery = await t.lastCode('79990000002');
    t.clock.now += 5 * 60_000;
    expect((await check('79990000002', recovery)).body).toEqual(
      lists({ code: [code('whatsapp', 'expired_confirmation_code')] }),
    );
  });

  it('the database holds only a hash of each code', async () => {
    const phone = t.freshPhone();
    wait();
    await send(phone);
    const sent = await t.lastCode(phone);
    const row = await t.db
      .selectFrom('confirmation_codes')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).not.toContain(sent);
    expect(row.code_hash.length).toBeGreaterThan(20);
  });
});

describe.each(DIALECTS)('real transports on %s', (dialect) => {
  let t: AccountsTest;
  const logged: string[] = [];
  let smsWorks = true;
  let whatsApp: 'sent' | 'refused' | 'timeout' = 'sent';
  let caller: string | null = '+7 (800) 555-12-34';
  const transports: TransportSet = {
    byName: {
      sms: smsTransport(async () => smsWorks),
      whatsapp: whatsAppTransport(async () => whatsApp),
      flash_call: flashCallTransport(async () => caller),
    },
    outbox: null,
  };
  beforeAll(async () => {
    const sink = new Writable({
      write(chunk, _encoding, done) {
        logged.push(String(chunk));
        done();
      },
    });
    t = await openAccountsTest(dialect, {
      transports,
      logger: pino({ level: 'trace', base: null, timestamp: false }, sink),
    });
  });
  afterAll(async () => {
    await t?.close();
  });
  const send = (phone: string, transport: string) =>
    t.post('/messages/confirmation-code', { phone, type: 'registration', transport });

  it('without the outbox there is no /api/dev/outbox', async () => {
    expect((await t.get('/dev/outbox?phone=79990000001')).status).toBe(404);
  });

  it('a flash call code is the last four digits of the calling number', async () => {
    const phone = t.freshPhone();
    expect((await send(phone, 'flash_call')).status).toBe(200);
    const checked = await t.post('/messages/check-confirmation-code', {
      phone,
      code: '1234',
      codeRequestId: t.codeRequest(phone),
    });
    expect(checked.status).toBe(200);
  });

  it('failed deliveries answer sending_error per transport, and WhatsApp timeouts timeout_error', async () => {
    smsWorks = false;
    whatsApp = 'timeout';
    caller = '12';
    try {
      const sms = await send(t.freshPhone(), 'sms');
      expect(sms.status).toBe(503);
      expect(sms.body).toEqual(lists({ formErrors: [code('sms', 'sending_error')] }));
      expect((await send(t.freshPhone(), 'whatsapp')).body).toEqual(
        lists({ formErrors: [code('whatsapp', 'timeout_error')] }),
      );
      whatsApp = 'refused';
      expect((await send(t.freshPhone(), 'whatsapp')).body).toEqual(
        lists({ formErrors: [code('whatsapp', 'sending_error')] }),
      );
      expect((await send(t.freshPhone(), 'flash_call')).body).toEqual(
        lists({ formErrors: [code('flashCall', 'sending_error')] }),
      );
    } finally {
      smsWorks = true;
      whatsApp = 'sent';
      caller = '+7 (800) 555-12-34';
    }
  });

  it('a send that could not be delivered leaves the phone free to ask again at once', async () => {
    const phone = t.freshPhone();
    smsWorks = false;
    try {
      expect((await send(phone, 'sms')).status).toBe(503);
    } finally {
      smsWorks = true;
    }
    expect((await send(phone, 'sms')).status).toBe(200);
  });

  it('logs carry no phone, code, password or token', async () => {
    const phone = t.freshPhone();
    await send(phone, 'flash_call');
    const codeRequestId = t.codeRequest(phone) ?? '';
    await t.post('/messages/check-confirmation-code', { phone, code: '1234', codeRequestId });
    const reg = await t.post('/clients/registration', {
      name: 'Ян',
      surname: 'Логов',
      phone,
      code: '1234',
      newPassword: 'Secret2026',
      codeRequestId,
    });
    expect(reg.status).toBe(200);
    const tokens = reg.body?.tokensPair as { accessToken: string; refreshToken: string };
    await t.post('/auth/login', { phone, password: 'Secret2026' });
    await t.post('/auth/refresh', tokens);
    const text = logged.join('');
    expect(text).toContain('request');
    const secrets = [
      phone,
      '1234',
      'Secret2026',
      tokens.accessToken,
      tokens.refreshToken,
      'Логов',
      codeRequestId,
    ];
    for (const secret of secrets) {
      expect(text).not.toContain(secret);
    }
  });
});
