/**
 * The reminder job on both dialects: a confirmation message before an appointment waiting for approval,
 * a feedback message after a visit, each sent once by racing job instances over one database and not
 * again after a restart; failed sends are tried again; a dead instance's claim is taken over when stale;
 * a moved visit's reminders lead to links that still open; the lead counts from the clinic's
 * notice for changes online.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppointmentStatus as S } from '../../src/api';
import { createReminderJob, type ReminderJobDeps } from '../../server/reminders/reminder-job';
import type { CodeTransport } from '../../server/transports/types';
import { recordingTransport } from './recording-transport';
import { T0 } from './booking-kit';
import { DIALECTS } from './harness';
import { type BookedRow, type LinksTest, openLinksTest } from './links-kit';

const BASE = 'https://clinic.example';
const HOUR = 3600_000;

describe.each(DIALECTS)('reminder job on %s', (dialect) => {
  let t: LinksTest;
  beforeAll(async () => {
    t = await openLinksTest(dialect);
  });
  afterAll(async () => {
    await t?.close();
  });

  const job = (transport: CodeTransport, extra: Partial<ReminderJobDeps> = {}) =>
    createReminderJob({
      db: t.db,
      dialect,
      transport,
      now: () => t.clock.now,
      settings: async () => ({ timeZone: 'Europe/Moscow' }),
      leadMinutes: 24 * 60,
      publicBaseUrl: BASE,
      ...extra,
    });

  const phoneOf = async (row: BookedRow) =>
    (
      await t.db
        .selectFrom('clients')
        .select('phone')
        .where('id', '=', row.client_id)
        .executeTakeFirstOrThrow()
    ).phone as string;

  /** The path a message's short link leads to, through the API. */
  async function followed(text: string): Promise<string> {
    const match = new RegExp(`${BASE}/link/([A-Za-z0-9]{10})$`).exec(text);
    expect(match).not.toBeNull();
    const answer = await t.send('POST', '/short_links/fetch-redirect-url', { key: match?.[1] });
    expect(answer.status).toBe(200);
    return (answer.body as { url: string }).url;
  }

  it('sends a confirmation once the appointment is within the lead time, once across racing instances and a restart', async () => {
    t.clock.now = T0;
    // Wednesday 10:00 in Moscow; the clock is Monday 09:00.
    const row = await t.book('2030-01-09', '10:00');
    const phone = await phoneOf(row);
    const { transport, sent } = recordingTransport();
    const [a, b] = [job(transport), job(transport)];
    expect(await a.runOnce()).toMatchObject({ confirmations: 0 });
    // Tuesday 10:30: less than a day ahead.
    t.clock.now = T0 + 25.5 * HOUR;
    const runs = await Promise.all([a.runOnce(), b.runOnce(), a.runOnce(), b.runOnce()]);
    const mine = sent.filter((message) => message.phone === phone);
    expect(mine).toHaveLength(1);
    expect(runs.reduce((sum, run) => sum + run.confirmations, 0)).toBe(sent.length);
    expect(mine[0]?.text).toContain('Тестов9001 Тест 09.01.2030 в 10:00');
    expect(await followed(mine[0]?.text ?? '')).toBe(`/appointment/${row.client_access_key}`);
    // A restart: a new instance over the same database sends nothing again.
    await job(transport).runOnce();
    expect(sent.filter((message) => message.phone === phone)).toHaveLength(1);
  });

  it('a moved visit’s next reminder leads to a live link, though its path’s short link was made for the old time', async () => {
    t.clock.now = T0;
    // Tuesday 10:00; the reminder goes out on Monday 11:00, then the visit moves to Friday.
    const row = await t.book('2030-01-08', '10:00');
    const phone = await phoneOf(row);
    const { transport, sent } = recordingTransport();
    t.clock.now = T0 + 2 * HOUR;
    await job(transport).runOnce();
    const moved = await t.send(
      'POST',
      '/clients/move-appointment-using-client-access-key',
      { clientAccessKey: row.client_access_key, date: '2030-01-11', time: '10:00' },
      { key: 'move-reminded' },
    );
    expect(moved.status).toBe(200);
    // Thursday 11:00, past the old visit's end: the new time's reminder.
    t.clock.now = T0 + (3 * 24 + 2) * HOUR;
    await job(transport).runOnce();
    const mine = sent.filter((message) => message.phone === phone);
    expect(mine).toHaveLength(2);
    expect(mine[1]?.text).toContain('11.01.2030 в 10:00');
    expect(await followed(mine[1]?.text ?? '')).toBe(`/appointment/${row.client_access_key}`);
  });

  it('a reminder’s link tapped after its visit was moved later, before any next reminder, opens the moved visit', async () => {
    t.clock.now = T0;
    // Tuesday 10:30, reminded on Monday 11:00, then moved to Friday by the link.
    const row = await t.book('2030-01-08', '10:30');
    const phone = await phoneOf(row);
    const { transport, sent } = recordingTransport();
    t.clock.now = T0 + 2 * HOUR;
    await job(transport).runOnce();
    const moved = await t.send(
      'POST',
      '/clients/move-appointment-using-client-access-key',
      { clientAccessKey: row.client_access_key, date: '2030-01-11', time: '10:30' },
      { key: 'move-then-tap' },
    );
    expect(moved.status).toBe(200);
    // Wednesday 12:00: the old visit is over, the new one's reminder not due until Thursday.
    t.clock.now = T0 + (2 * 24 + 3) * HOUR;
    await job(transport).runOnce();
    const mine = sent.filter((message) => message.phone === phone);
    expect(mine).toHaveLength(1);
    expect(await followed(mine[0]?.text ?? '')).toBe(`/appointment/${row.client_access_key}`);
  });

  it.each([
    ['the network’s', { onlineChangeNoticeMinutes: 24 * 60 }, ['11:00', '10:30']],
    ['the clinic’s own', { onlineChangeNoticeMinutesByClinic: { '1': 24 * 60 } }, ['11:30', '09:30']],
  ] as const)(
    'counts the lead from %s notice, so the link can still move or cancel; booked inside the notice, the text offers only confirming',
    async (_, notice, [later, sooner]) => {
      t.clock.now = T0;
      // A day's notice and a day's lead: Thursday's visit may be changed online until Wednesday.
      const noticed = (transport: CodeTransport) =>
        job(transport, { settings: async () => ({ timeZone: 'Europe/Moscow', ...notice }) });
      const ahead = await t.book('2030-01-10', later);
      const inside = await t.book('2030-01-08', sooner);
      const { transport, sent } = recordingTransport();
      const to = async (row: BookedRow) => {
        const phone = await phoneOf(row);
        return sent.filter((message) => message.phone === phone).map((message) => message.text);
      };
      // Monday 11:00: Tuesday's visit is inside the notice already (since Monday, before 11:00).
      t.clock.now = T0 + 2 * HOUR;
      await noticed(transport).runOnce();
      expect(await to(ahead)).toEqual([]);
      expect(await to(inside)).toEqual([
        expect.stringMatching(
          new RegExp(`^Подтвердите запись к специалисту .+ 08\\.01\\.2030 в ${sooner}: https:`),
        ),
      ]);
      // Wednesday 12:00: a day before Thursday's notice begins.
      t.clock.now = T0 + 27 * HOUR;
      await noticed(transport).runOnce();
      expect(await to(ahead)).toEqual([
        expect.stringContaining(`10.01.2030 в ${later} (там же её можно перенести или отменить)`),
      ]);
    },
  );

  it('sends no confirmation for an approved, cancelled or past appointment', async () => {
    t.clock.now = T0;
    const approved = await t.book('2030-01-10', '09:00');
    const cancelled = await t.book('2030-01-10', '09:30');
    await t.db
      .updateTable('appointments')
      .set({ status: S.APPROVED })
      .where('id', '=', approved.id)
      .execute();
    await t.db
      .updateTable('appointments')
      .set({ status: S.CANCELED_BY_CLIENT })
      .where('id', '=', cancelled.id)
      .execute();
    const { transport, sent } = recordingTransport();
    t.clock.now = T0 + 2 * 24 * HOUR;
    await job(transport).runOnce();
    const phones = [await phoneOf(approved), await phoneOf(cancelled)];
    expect(sent.filter((message) => phones.includes(message.phone))).toEqual([]);
  });

  it('sends the feedback message once after a visit is serviced, also with two instances and after a restart', async () => {
    t.clock.now = T0;
    const row = await t.book('2030-01-10', '10:00');
    const phone = await phoneOf(row);
    const { transport, sent } = recordingTransport();
    t.clock.now = T0 + 3 * 24 * HOUR;
    await t.db.updateTable('appointments').set({ status: S.SERVICED }).where('id', '=', row.id).execute();
    await Promise.all([job(transport).runOnce(), job(transport).runOnce(), job(transport).runOnce()]);
    const mine = sent.filter((message) => message.phone === phone);
    expect(mine).toHaveLength(1);
    const key = await t.db
      .selectFrom('feedback_keys')
      .select('key')
      .where('appointment_id', '=', row.id)
      .executeTakeFirstOrThrow();
    expect(await followed(mine[0]?.text ?? '')).toBe(`/feedback/${key.key}`);
    await job(transport).runOnce();
    expect(sent.filter((message) => message.phone === phone)).toHaveLength(1);
  });

  it('gives a failed send back and sends it on a later run; shows it in the dev outbox', async () => {
    t.clock.now = T0;
    const row = await t.book('2030-01-11', '09:00');
    const phone = await phoneOf(row);
    const failing = recordingTransport();
    failing.state.failing = true;
    t.clock.now = T0 + 3.5 * 24 * HOUR;
    expect(await job(failing.transport).runOnce()).toMatchObject({ confirmations: 0 });
    const outbox = job(t.transports.byName.sms);
    expect((await outbox.runOnce()).confirmations).toBeGreaterThanOrEqual(1);
    const read = await t.send('GET', `/dev/outbox?phone=${phone}`);
    expect(read.status).toBe(200);
    const texts = (read.body as { texts: { text: string; transport: string }[] }).texts;
    expect(texts).toHaveLength(1);
    expect(texts[0]?.text).toMatch(new RegExp(`${BASE}/link/[A-Za-z0-9]{10}$`));
    expect((await outbox.runOnce()).confirmations).toBe(0);
  });

  it('takes over a claim a dead instance left, only once it is stale', async () => {
    t.clock.now = T0;
    const row = await t.book('2030-01-11', '09:30');
    const phone = await phoneOf(row);
    t.clock.now = T0 + 3.5 * 24 * HOUR;
    await t.db
      .updateTable('appointments')
      .set({ reminder_claimed_by: 'dead', reminder_claimed_at: new Date(t.clock.now).toISOString() })
      .where('id', '=', row.id)
      .execute();
    const { transport, sent } = recordingTransport();
    await job(transport, { staleMs: 10 * 60_000 }).runOnce();
    expect(sent.filter((message) => message.phone === phone)).toHaveLength(0);
    t.clock.now += 11 * 60_000;
    await job(transport, { staleMs: 10 * 60_000 }).runOnce();
    expect(sent.filter((message) => message.phone === phone)).toHaveLength(1);
  });
});
