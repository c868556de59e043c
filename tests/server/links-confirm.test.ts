/** Confirming or cancelling an appointment by its client access key, and looking it up, on both dialects. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  AppointmentStatus as S,
  appointmentErrorKeys as keys,
  errorKeys,
  getAppointmentByClientAccessKey,
  LINK_KEY_PATTERN,
  linkErrorKeys,
  parseWith,
} from '../../src/api';
import { KEPT_ANSWERS_PER_CLIENT } from '../../server/appointments/idempotency';
import { CLINIC, DIRECT, keptAnswers, MONDAY, T0 } from './booking-kit';
import { DIALECTS } from './harness';
import { LINK_SUBNET_ADDRESSES } from '../../server/routes/links';
import { type LinksTest, LOOKUP_LIMIT, openLinksTest, rowOf } from './links-kit';

const TUESDAY = '2030-01-08';
const LOOKUP = '/clients/appointment-by-client-access-key';
const CONFIRM = '/clients/confirm-appointment-using-client-access-key';

describe.each(DIALECTS)('confirmation links on %s', (dialect) => {
  let t: LinksTest;
  beforeAll(async () => {
    t = await openLinksTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const lookup = (key: string, date = MONDAY, time = '09:00', address = 'a') =>
    t.send(
      'GET',
      `${LOOKUP}?clientAccessKey=${encodeURIComponent(key)}&date=${date}&time=${time}`,
      undefined,
      {
        address,
      },
    );
  const confirm = (clientAccessKey: string, status: number, key?: string) =>
    t.send('POST', CONFIRM, { clientAccessKey, status }, { key });
  const setStatus = (id: number, status: number) =>
    t.db.updateTable('appointments').set({ status }).where('id', '=', id).execute();

  it('gives a booking a key of the link format that lives until the appointment ends', async () => {
    t.clock.now = T0;
    const row = await t.book(TUESDAY, '10:00');
    expect(row.client_access_key).toMatch(/^[A-Za-z0-9]{10}$/);
    expect(row.client_access_key).toMatch(LINK_KEY_PATTERN);
    // 10:00 in Moscow is 07:00 UTC; the slot lasts 30 minutes.
    expect(row.client_access_key_expires_at).toBe('2030-01-08T07:30:00.000Z');
    const other = await t.book(TUESDAY, '10:30');
    expect(other.client_access_key).not.toBe(row.client_access_key);
  });

  it('answers the date, time, doctor and status of a key; 404 for an unknown key, 400 for bad input', async () => {
    t.clock.now = T0;
    const row = await t.book(TUESDAY, '11:00');
    const found = await lookup(row.client_access_key as string);
    expect(found.status).toBe(200);
    expect(parseWith(getAppointmentByClientAccessKey.answer, found.body, 'test')).toEqual({
      date: TUESDAY,
      time: '11:00',
      doctorFullName: 'Тестов9001 Тест',
      status: S.NEED_APPROVAL,
      clinicId: CLINIC,
      doctorId: DIRECT,
      serviceId: null,
      clinicPhone: expect.any(String),
      // No notice configured: it may be changed until it begins.
      changeUntil: `${TUESDAY} 11:00`,
    });
    const unknown = await lookup('Zz9Zz9Zz9Z');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ unexpectedErrors: [], formErrors: [errorKeys.notFound] });
    // A wrong key (one character off a real one) is just as unknown.
    const key = row.client_access_key as string;
    const wrong = await lookup(`${key.slice(0, 9)}${key.endsWith('A') ? 'B' : 'A'}`);
    expect([wrong.status, wrong.body]).toEqual([404, unknown.body]);
    for (const bad of [
      `${LOOKUP}?clientAccessKey=short&date=${MONDAY}&time=09:00`,
      `${LOOKUP}?clientAccessKey=${key}&time=09:00`,
      `${LOOKUP}?clientAccessKey=${key}&date=2030-02-30&time=09:00`,
      `${LOOKUP}?clientAccessKey=${key}&clientAccessKey=${key}&date=${MONDAY}&time=09:00`,
    ]) {
      expect((await t.send('GET', bad)).status).toBe(400);
    }
  });

  it('answers 410 once the link is outdated: begun by the client’s clock, expired, or removed', async () => {
    t.clock.now = T0;
    const row = await t.book(TUESDAY, '09:30');
    const key = row.client_access_key as string;
    expect((await lookup(key, TUESDAY, '09:29')).status).toBe(200);
    const begun = await lookup(key, TUESDAY, '09:30');
    expect(begun.status).toBe(410);
    expect(begun.body).toEqual({ unexpectedErrors: [], formErrors: [linkErrorKeys.outdated] });
    t.clock.now = Date.parse('2030-01-08T07:00:00.000Z');
    expect((await lookup(key)).status).toBe(410);
    expect((await confirm(key, S.APPROVED)).status).toBe(410);
    t.clock.now = T0;
    await t.db
      .updateTable('appointments')
      .set({ deleted_at: new Date(T0).toISOString() })
      .where('id', '=', row.id)
      .execute();
    expect((await lookup(key)).status).toBe(410);
  });

  it('confirms and cancels; the same status again is harmless; other moves answer the catalogue keys', async () => {
    t.clock.now = T0;
    const row = await t.bookAny();
    const key = row.client_access_key as string;
    expect(await confirm(key, S.APPROVED).then((r) => [r.status, r.body])).toEqual([
      200,
      { status: S.APPROVED },
    ]);
    expect((await rowOf(t.db, row.id)).status).toBe(S.APPROVED);
    expect(await confirm(key, S.APPROVED).then((r) => [r.status, r.body])).toEqual([
      200,
      { status: S.APPROVED },
    ]);
    expect(await confirm(key, S.CANCELED_BY_CLIENT).then((r) => r.body)).toEqual({
      status: S.CANCELED_BY_CLIENT,
    });
    expect((await rowOf(t.db, row.id)).status).toBe(S.CANCELED_BY_CLIENT);
    // The link, opened again, says the appointment is cancelled (the app then offers no choice).
    expect((await lookup(key)).body).toMatchObject({ status: S.CANCELED_BY_CLIENT });
    expect((await confirm(key, S.CANCELED_BY_CLIENT)).status).toBe(200);
    const again = await confirm(key, S.APPROVED);
    expect([again.status, again.body]).toEqual([
      409,
      { unexpectedErrors: [], formErrors: [], confirmAppointmentErrors: [keys.confirmRejected] },
    ]);

    const visited = await t.bookAny();
    await setStatus(visited.id, S.ARRIVED);
    const cancel = await confirm(visited.client_access_key as string, S.CANCELED_BY_CLIENT);
    expect([cancel.status, cancel.body]).toEqual([
      409,
      { unexpectedErrors: [], formErrors: [], confirmAppointmentErrors: [keys.cancelRejected] },
    ]);
    // Approved by the administrator first: the client may still confirm.
    const byAdmin = await t.bookAny();
    await setStatus(byAdmin.id, S.CONFIRMED_BY_ADMINISTRATOR);
    expect((await confirm(byAdmin.client_access_key as string, S.APPROVED)).status).toBe(200);
  });

  it('refuses a removed appointment with appointment_has_been_deleted, a begun one’s confirm with the status key and its cancel as too late', async () => {
    t.clock.now = T0;
    const removed = await t.bookAny();
    await t.db
      .updateTable('appointments')
      .set({ deleted_at: new Date(T0).toISOString() })
      .where('id', '=', removed.id)
      .execute();
    const answer = await confirm(removed.client_access_key as string, S.APPROVED);
    expect([answer.status, answer.body]).toEqual([
      409,
      { unexpectedErrors: [], formErrors: [], confirmAppointmentErrors: [keys.deleted] },
    ]);
    const begun = await t.book(MONDAY, '11:30');
    // 11:35 in Moscow: begun, not over.
    t.clock.now = Date.parse('2030-01-07T08:35:00.000Z');
    const late = await confirm(begun.client_access_key as string, S.APPROVED);
    expect([late.status, late.body]).toEqual([
      409,
      { unexpectedErrors: [], formErrors: [], confirmAppointmentErrors: [keys.confirmRejected] },
    ]);
    // A cancel of the begun visit is too late to make online (call the clinic), not a status change.
    const cancel = await confirm(begun.client_access_key as string, S.CANCELED_BY_CLIENT);
    expect([cancel.status, cancel.body]).toEqual([
      409,
      { unexpectedErrors: [], formErrors: [], confirmAppointmentErrors: [keys.tooLateToChangeOnline] },
    ]);
    t.clock.now = T0;
  });

  it('refuses to confirm or cancel at a time the screen did not show: a visit moved meanwhile stays as it is', async () => {
    t.clock.now = T0;
    const row = await t.bookAny();
    const key = row.client_access_key as string;
    const shown = await t.db
      .selectFrom('appointments')
      .select(['date', 'time'])
      .where('id', '=', row.id)
      .executeTakeFirstOrThrow();
    // The clinic moves it to later that day after the patient opened the link.
    await t.db.updateTable('appointments').set({ time: '23:30' }).where('id', '=', row.id).execute();
    const moved = {
      unexpectedErrors: [],
      formErrors: [],
      confirmAppointmentErrors: [keys.recordingPointNotAvailable],
    };
    for (const status of [S.APPROVED, S.CANCELED_BY_CLIENT]) {
      const answer = await t.send('POST', CONFIRM, { clientAccessKey: key, status, shown });
      expect([answer.status, answer.body]).toEqual([409, moved]);
    }
    expect((await rowOf(t.db, row.id)).status).toBe(S.NEED_APPROVAL);
    // Shown the new time (the screen looks the link up again), the patient's answer is taken.
    const now = await t.send('POST', CONFIRM, {
      clientAccessKey: key,
      status: S.APPROVED,
      shown: { ...shown, time: '23:30' },
    });
    expect([now.status, now.body]).toEqual([200, { status: S.APPROVED }]);
    // A shown time of the wrong form is bad input.
    const bad = await t.send('POST', CONFIRM, {
      clientAccessKey: key,
      status: S.APPROVED,
      shown: { date: shown.date, time: '12' },
    });
    expect(bad.status).toBe(400);
  });

  it('takes bad input as 400 and unknown keys as 404', async () => {
    expect((await confirm('Zz9Zz9Zz9Z', S.APPROVED)).status).toBe(404);
    const row = await t.bookAny();
    const key = row.client_access_key as string;
    for (const status of [S.NEED_APPROVAL, S.SERVICED, 'approved', null]) {
      expect((await confirm(key, status as number)).status).toBe(400);
    }
    expect((await confirm(key, S.APPROVED, 'bad key with spaces')).status).toBe(400);
  });

  it('replays a retry with the same Idempotency-Key and changes nothing again', async () => {
    t.clock.now = T0;
    const row = await t.book(MONDAY, '10:00');
    const key = row.client_access_key as string;
    const first = await confirm(key, S.APPROVED, 'retry-1');
    expect([first.status, first.body]).toEqual([200, { status: S.APPROVED }]);
    // The administrator moves it on; the client's retry must not act again.
    await setStatus(row.id, S.NEED_APPROVAL);
    const retry = await confirm(key, S.APPROVED, 'retry-1');
    expect([retry.status, retry.body]).toEqual([200, { status: S.APPROVED }]);
    expect(retry.res.headers.get('Idempotent-Replayed')).toBe('true');
    expect((await rowOf(t.db, row.id)).status).toBe(S.NEED_APPROVAL);
    // The same key with another request is refused.
    expect((await confirm(key, S.CANCELED_BY_CLIENT, 'retry-1')).status).toBe(422);
  });

  it('past the bound of kept answers, confirming what is confirmed already keeps no more rows', async () => {
    t.clock.now = T0;
    const row = await t.book(MONDAY, '10:30');
    const key = row.client_access_key as string;
    expect((await confirm(key, S.APPROVED, 'confirm-first')).status).toBe(200);
    for (let i = 0; i < KEPT_ANSWERS_PER_CLIENT + 10; i++) {
      const again = await confirm(key, S.APPROVED, `confirm-again-${i}`);
      expect([again.status, again.body]).toEqual([200, { status: S.APPROVED }]);
    }
    // The booking was sent without a key: only the confirmations keep answers.
    expect(await keptAnswers(t.db, row.client_id)).toBe(KEPT_ANSWERS_PER_CLIENT);
  });

  it('limits key lookups per address: 429 past the limit, other addresses unaffected', async () => {
    t.clock.now = T0 + 3600_000;
    const row = await t.bookAny();
    const key = row.client_access_key as string;
    for (let i = 0; i < LOOKUP_LIMIT; i++) {
      expect((await lookup('Zz9Zz9Zz9Z', MONDAY, '09:00', 'guesser')).status).toBe(404);
    }
    const limited = await lookup(key, MONDAY, '09:00', 'guesser');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ unexpectedErrors: [], formErrors: [errorKeys.tooManyRequests] });
    expect(Number(limited.res.headers.get('Retry-After'))).toBeGreaterThan(0);
    for (const [path, body] of [
      [CONFIRM, { clientAccessKey: key, status: S.APPROVED }],
      ['/clients/feedback', { key }],
      ['/clients/create-feedback', { key, generalAssessmentOfAdmission: 10, netPromoterScore: 10 }],
      ['/short_links/fetch-redirect-url', { key }],
    ] as const) {
      expect((await t.send('POST', path, body, { address: 'guesser' })).status).toBe(429);
    }
    expect((await lookup(key, MONDAY, '09:00', 'someone-else')).status).toBe(200);
    // The next clock hour starts afresh.
    t.clock.now = T0 + 2 * 3600_000;
    expect((await lookup(key, MONDAY, '09:00', 'guesser')).status).toBe(200);
    t.clock.now = T0;
  });

  it('the /64s of one IPv6 /48 share four addresses’ worth of unknown keys', async () => {
    t.clock.now = T0 + 5 * 3600_000;
    const row = await t.bookAny();
    const key = row.client_access_key as string;
    const inSubnet = (i: number) => `2001:db8:99:${i.toString(16)}::1`;
    for (let i = 0; i < LOOKUP_LIMIT * LINK_SUBNET_ADDRESSES; i++) {
      expect((await lookup('Zz9Zz9Zz9Z', MONDAY, '09:00', inSubnet(i))).status).toBe(404);
    }
    expect((await lookup(key, MONDAY, '09:00', inSubnet(9999))).status).toBe(429);
    expect((await lookup(key, MONDAY, '09:00', '2001:db8:100::1')).status).toBe(200);
    t.clock.now = T0;
  });
});
