import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../server/seed/demo-accounts';
import { accountErrorKeys as keys, PersonalDataSchema, parseWith } from '../../src/api';
import { type AccountsTest, lists, openAccountsTest, pairOf } from './accounts-kit';
import { DIALECTS } from './harness';

const code = (scope: string, name: string) => `errors.${scope}.${name}`;

describe.each(DIALECTS)('registration, recovery and change password on %s', (dialect) => {
  let t: AccountsTest;
  beforeAll(async () => {
    t = await openAccountsTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const codeFor = async (phone: string, type: 'registration' | 'password_recovery', transport = 'sms') => {
    t.clock.now += 61_000;
    const res = await t.post('/messages/confirmation-code', { phone, type, transport });
    expect(res.status).toBe(200);
    return t.lastCode(phone);
  };
  /** The code calls carry the id the last send to the phone answered, as the app does. */
  const withRequest = (path: string) => (body: Record<string, unknown>) =>
    t.post(path, { codeRequestId: t.codeRequest(String(body.phone)), ...body });
  const register = withRequest('/clients/registration');
  const checkCode = withRequest('/messages/check-confirmation-code');
  const recover = withRequest('/clients/password-recovery');
  const personal = async (accessToken: string) =>
    parseWith(PersonalDataSchema, (await t.get('/clients/personal-data', accessToken)).body, 'test');

  it('registers with a code, answers a working pair and registration: true; the code is single use', async () => {
    const phone = t.freshPhone();
    const sent = await codeFor(phone, 'registration', 'flash_call');
    const body = { name: ' Ольга ', surname: 'Новикова', phone, code: sent, newPassword: 'Olga2026x' };
    const res = await register(body);
    expect(res.status).toBe(200);
    expect(res.body?.registration).toBe(true);
    const data = await personal(pairOf(res.body).accessToken);
    expect(data.personalInformation).toMatchObject({ surname: 'Новикова', name: 'Ольга', phone });
    expect(data.otherAvailableClients).toEqual([]);
    expect((await t.post('/auth/login', { phone, password: 'Olga2026x' })).status).toBe(200);
    const again = await register(body);
    expect(again.body).toEqual(lists({ phone: [keys.phone.alreadyRegistered] }));
    const user = await t.db
      .selectFrom('users')
      .select('password_hash')
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(user.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('a used code cannot register a second time', async () => {
    const phone = t.freshPhone();
    const sent = await codeFor(phone, 'registration');
    const body = { name: '', surname: 'Первый', phone, code: sent, newPassword: 'First2026' };
    expect((await checkCode({ phone, code: sent })).status).toBe(200);
    expect((await register(body)).status).toBe(200);
    expect((await checkCode({ phone, code: sent })).body).toEqual(
      lists({ code: [code('messages', 'invalid_confirmation_code')] }),
    );
  });

  it('a phone the clinic already knows is linked, not duplicated: registration false', async () => {
    const phone = t.freshPhone();
    const known = await t.db
      .insertInto('clients')
      .values({ phone, surname: 'Известная', name: 'Мария', created_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const sent = await codeFor(phone, 'registration');
    const res = await register({
      name: 'Мария',
      surname: 'Известная',
      phone,
      code: sent,
      newPassword: 'Maria2026',
    });
    expect(res.status).toBe(200);
    expect(res.body?.registration).toBe(false);
    expect((await personal(pairOf(res.body).accessToken)).personalInformation.id).toBe(known.id);
  });

  it.each([
    [
      'every field empty',
      { name: '', surname: '', phone: '', code: '', newPassword: '' },
      {
        surname: [keys.registration.surnameIsRequired],
        phone: [keys.phone.isRequired],
        code: [code('messages', 'code_is_required')],
        newPassword: [keys.password.isRequired],
      },
    ],
    [
      'names too long and a bad password',
      {
        name: 'Я'.repeat(51),
        surname: 'Я'.repeat(51),
        phone: '79990001111',
        code: '1',
        newPassword: 'short!',
      },
      {
        name: [keys.registration.nameMaximumLength],
        surname: [keys.registration.surnameMaximumLength],
        newPassword: [keys.password.alphanumericOnly, keys.password.minimumLength],
      },
    ],
    [
      'a password too long',
      { name: 'a', surname: 'b', phone: '79990001111', code: '1', newPassword: 'a1'.repeat(17) },
      { newPassword: [keys.password.maximumLength] },
    ],
  ])('registration with %s answers every field key', async (_label, body, expected) => {
    const res = await register(body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(lists(expected));
  });

  it('registration with a wrong or missing code', async () => {
    const phone = t.freshPhone();
    const sent = await codeFor(phone, 'registration');
    const wrong = sent === '0000' ? '1111' : '0000';
    const base = { name: '', surname: 'Кодов', phone, newPassword: 'Kodov2026' };
    expect((await register({ ...base, code: wrong })).body).toEqual(
      lists({ code: [code('sms', 'invalid_registration_code')] }),
    );
    expect((await register({ ...base, phone: t.freshPhone(), code: sent })).body).toEqual(
      lists({ code: [code('messages', 'invalid_registration_code')] }),
    );
    expect((await register({ surname: 'x' })).status).toBe(400);
  });

  it('recovers a password with a code: the new one logs in, the old sessions end', async () => {
    const phone = t.freshPhone();
    const reg = await register({
      name: '',
      surname: 'Забывчивый',
      phone,
      code: await codeFor(phone, 'registration'),
      newPassword: 'Old2026pass',
    });
    const session = pairOf(reg.body);
    const sent = await codeFor(phone, 'password_recovery', 'whatsapp');
    expect((await checkCode({ phone, code: sent })).status).toBe(200);
    const res = await recover({ phone, code: sent, newPassword: 'New2026pass' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({});
    expect((await t.post('/auth/login', { phone, password: 'Old2026pass' })).status).toBe(401);
    expect((await t.post('/auth/login', { phone, password: 'New2026pass' })).status).toBe(200);
    expect((await t.get('/clients/personal-data', session.accessToken)).status).toBe(401);
    expect((await t.post('/auth/refresh', session)).status).toBe(401);
    const reuse = await recover({ phone, code: sent, newPassword: 'Other2026' });
    expect(reuse.body).toEqual(lists({ code: [code('messages', 'invalid_confirmation_code')] }));
  });

  it('recovery errors: fields, an unknown phone, a blocked login', async () => {
    expect((await recover({ phone: '', code: '', newPassword: 'abc' })).body).toEqual(
      lists({
        phone: [keys.phone.isRequired],
        code: [code('messages', 'code_is_required')],
        newPassword: [keys.password.minimumLength],
      }),
    );
    const unknown = await recover({
      phone: t.freshPhone(),
      code: '1234',
      newPassword: 'Valid2026',
    });
    expect(unknown.body).toEqual(lists({ phone: [keys.phone.noClients] }));
    await t.db.updateTable('users').set({ blocked: 1 }).where('phone', '=', '79990000002').execute();
    try {
      const blocked = await t.post('/messages/confirmation-code', {
        phone: '79990000002',
        type: 'password_recovery',
        transport: 'sms',
      });
      expect(blocked.status).toBe(403);
      expect(blocked.body).toEqual(lists({ phone: [keys.phone.accessRestricted] }));
    } finally {
      await t.db.updateTable('users').set({ blocked: 0 }).where('phone', '=', '79990000002').execute();
    }
  });

  it('changes the password: this session stays, every other one ends', async () => {
    const phone = t.freshPhone();
    const reg = await register({
      name: '',
      surname: 'Менялов',
      phone,
      code: await codeFor(phone, 'registration'),
      newPassword: 'First2026',
    });
    const mine = pairOf(reg.body);
    const other = pairOf((await t.post('/auth/login', { phone, password: 'First2026' })).body);
    const res = await t.post(
      '/clients/change-password',
      { oldPassword: 'First2026', newPassword: 'Second#2026', confirmNewPassword: 'Second#2026' },
      mine.accessToken,
    );
    expect(res.status).toBe(200);
    expect((await t.get('/clients/personal-data', mine.accessToken)).status).toBe(200);
    expect((await t.post('/auth/refresh', mine)).status).toBe(200);
    expect((await t.get('/clients/personal-data', other.accessToken)).status).toBe(401);
    expect((await t.post('/auth/refresh', other)).status).toBe(401);
    expect((await t.post('/auth/login', { phone, password: 'Second#2026' })).status).toBe(200);
  });

  it('wrong old passwords count as password guesses: ten an hour, then 429, the right one too', async () => {
    const phone = t.freshPhone();
    const reg = await register({
      name: '',
      surname: 'Угадайкин',
      phone,
      code: await codeFor(phone, 'registration'),
      newPassword: 'First2026',
    });
    const { accessToken } = pairOf(reg.body);
    const change = (oldPassword: string) =>
      t.post(
        '/clients/change-password',
        { oldPassword, newPassword: 'Second#2026', confirmNewPassword: 'Second#2026' },
        accessToken,
      );
    for (let i = 0; i < 10; i++) expect((await change(`Wrong${i}x`)).status).toBe(400);
    expect((await change('First2026')).status).toBe(429);
  });

  it.each([
    [
      'every field empty',
      { oldPassword: '', newPassword: '', confirmNewPassword: '' },
      {
        oldPassword: [keys.fieldIsRequired],
        newPassword: [keys.fieldIsRequired],
        confirmNewPassword: [keys.fieldIsRequired],
      },
    ],
    [
      'letters only, too short, not matching',
      { oldPassword: 'demo2026', newPassword: 'abc', confirmNewPassword: 'abd' },
      {
        newPassword: [keys.password.mustContainLettersAndNumbers, keys.password.minimumLength],
        confirmNewPassword: [
          keys.password.mustContainLettersAndNumbers,
          keys.password.minimumLength,
          keys.password.passwordsDoNotMatch,
        ],
      },
    ],
    [
      'blocked characters and too long',
      {
        oldPassword: 'demo 2026',
        newPassword: `a1~${'x'.repeat(30)}`,
        confirmNewPassword: `a1~${'x'.repeat(30)}`,
      },
      {
        oldPassword: [keys.password.invalidCharacters],
        newPassword: [keys.password.invalidCharacters, keys.password.maximumLength],
        confirmNewPassword: [keys.password.invalidCharacters, keys.password.maximumLength],
      },
    ],
    [
      'the new one equal to the old one',
      { oldPassword: 'demo2026', newPassword: 'demo2026', confirmNewPassword: 'demo2026' },
      {
        oldPassword: [keys.password.newAndOldMustNotMatch],
        newPassword: [keys.password.newAndOldMustNotMatch],
        confirmNewPassword: [keys.password.newAndOldMustNotMatch],
      },
    ],
  ])('change password with %s answers every field key', async (_label, body, expected) => {
    const pair = pairOf(
      (await t.post('/auth/login', { phone: '79990000002', password: DEMO_PASSWORD })).body,
    );
    const res = await t.post('/clients/change-password', body, pair.accessToken);
    expect(res.status).toBe(400);
    expect(res.body).toEqual(lists(expected));
  });

  it('change password: a wrong old password, no token', async () => {
    const pair = pairOf(
      (await t.post('/auth/login', { phone: '79990000002', password: DEMO_PASSWORD })).body,
    );
    const body = { oldPassword: 'wrong2026', newPassword: 'Fresh2026', confirmNewPassword: 'Fresh2026' };
    const wrong = await t.post('/clients/change-password', body, pair.accessToken);
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual(lists({ oldPassword: [keys.password.oldPasswordIncorrect] }));
    const anonymous = await t.post('/clients/change-password', body);
    expect(anonymous.status).toBe(401);
    expect((await t.post('/auth/login', { phone: '79990000002', password: DEMO_PASSWORD })).status).toBe(200);
  });
});
