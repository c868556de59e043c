/**
 * The retention job's booking rows: an ended waitlist request goes with its offers a while after it
 * ended, an open one stays however old; the moves of an appointment go once its day and the day it moved
 * from are long past, while a move the waitlist still reads stays; each keeping time is the job's
 * setting, and a run still deletes a bounded number of rows.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appointmentRow } from '../../server/appointments/appointment-row';
import { createRetentionJob } from '../../server/auth/retention';
import { AUDIT_RETENTION_MS, type RetentionKept } from '../../server/auth/retention-times';
import type { OfferStatus } from '../../server/db/waitlist-schema';
import { DIALECTS, openTestApp, requestApi, type TestApp } from './harness';

const DAY = 86_400_000;
const T0 = Date.parse('2026-11-23T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);
/** The documented defaults: a month after a request ended, a year and a month after a move's days. */
const ENDED_WAITLIST_KEPT_MS = 30 * DAY;
const PAST_MOVES_KEPT_MS = 400 * DAY;
const DEFAULTS: RetentionKept = {
  endedLoginMs: 30 * DAY,
  auditEventsMs: 400 * DAY,
  expiredLinksMs: 30 * DAY,
  endedWaitlistMs: ENDED_WAITLIST_KEPT_MS,
  pastMovesMs: PAST_MOVES_KEPT_MS,
};

describe.each(DIALECTS)('booking rows retention on %s', (dialect) => {
  let t: TestApp;
  let place: { client_id: number; clinic_id: number; doctor_id: number };
  beforeAll(async () => {
    t = await openTestApp(dialect);
    const client = await t.db.selectFrom('clients').select('id').orderBy('id').executeTakeFirstOrThrow();
    const works = await t.db
      .selectFrom('doctor_clinics')
      .select(['doctor_id', 'clinic_id'])
      .orderBy('doctor_id')
      .executeTakeFirstOrThrow();
    place = { client_id: client.id, ...works };
  });
  afterAll(async () => {
    await t?.close();
  });

  const prune = (
    now: number,
    options: { batchSize?: number; maxBatches?: number; kept?: RetentionKept } = {},
  ) => createRetentionJob({ db: t.db, now: () => now, ...options }).runOnce();

  /** A request created long before `endedAt` (null: open), with offers of the given keys and statuses. */
  const request = async (endedAt: number | null, offers: readonly (readonly [string, OfferStatus])[]) => {
    const created = (endedAt ?? T0) - 40 * DAY;
    const row = await t.db
      .insertInto('waitlist_requests')
      .values({
        ...place,
        service_id: null,
        last_date: day(created + 60 * DAY),
        created_at: iso(created),
        ended_at: endedAt === null ? null : iso(endedAt),
        end_reason: endedAt === null ? null : 'removed',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    for (const [n, [key, status]] of offers.entries())
      await t.db
        .insertInto('waitlist_offers')
        .values({
          ...place,
          key,
          request_id: row.id,
          service_id: null,
          date: day(created + (n + 2) * DAY),
          time: '10:00',
          status,
          offered_at: iso(created + DAY),
          expires_at: iso(created + DAY + 900_000),
          decided_at: status === 'held' ? null : iso(created + DAY + 60_000),
          appointment_id: null,
        })
        .execute();
    return row.id;
  };
  /** Which of the rows the job left. */
  const left = async (table: 'waitlist_requests' | 'appointment_moves', ids: number[]) =>
    (await t.db.selectFrom(table).select('id').where('id', 'in', ids).orderBy('id').execute()).map(
      (row) => row.id,
    );
  const requestsLeft = (ids: number[]) => left('waitlist_requests', ids);
  const offersOf = async (id: number) =>
    (
      await t.db
        .selectFrom('waitlist_offers')
        .select('key')
        .where('request_id', '=', id)
        .orderBy('key')
        .execute()
    ).map((row) => row.key);
  const offerLink = async (key: string) =>
    (await requestApi(t.app, 'GET', `/waitlist/offer?key=${key}`)).status;

  it('an ended waitlist request goes with its offers once it ended longer ago than the kept time', async () => {
    const now = T0;
    const old = await request(now - ENDED_WAITLIST_KEPT_MS - 60_000, [
      ['retOld0001', 'accepted'],
      ['retOld0002', 'declined'],
      ['retOld0003', 'expired'],
    ]);
    const late = await request(now - ENDED_WAITLIST_KEPT_MS + 60_000, [['retLate001', 'declined']]);
    const bare = await request(now - ENDED_WAITLIST_KEPT_MS - DAY, []);
    expect(await offerLink('retOld0001')).toBe(410);

    const run = await prune(now);
    expect(await requestsLeft([old, late, bare])).toEqual([late]);
    expect(await offersOf(old)).toEqual([]);
    expect(run).toMatchObject({ waitlistOffers: 3, endedWaitlistRequests: 2 });
    expect(await offersOf(late)).toEqual(['retLate001']);
    // Until it goes, a late visitor of the offer's link is told it is gone; after, that it names nothing.
    expect(await offerLink('retLate001')).toBe(410);
    expect(await offerLink('retOld0001')).toBe(404);
  });

  it('an open waitlist request stays however old, and so do its offers', async () => {
    const now = T0 + 400 * DAY;
    const open = await request(null, [
      ['retOpen001', 'declined'],
      ['retOpen002', 'expired'],
    ]);
    await prune(now);
    expect(await requestsLeft([open])).toEqual([open]);
    expect(await offersOf(open)).toEqual(['retOpen001', 'retOpen002']);
  });

  let slots = 0;
  /** A time of its own for each appointment: a doctor's time is booked once. */
  const nextTime = () => {
    const n = slots++;
    return `${String(8 + Math.floor(n / 12)).padStart(2, '0')}:${String((n % 12) * 5).padStart(2, '0')}`;
  };
  /** An appointment on `date`, moved from `from` to there at `movedAt`. */
  const moved = async (from: string, date: string, movedAt: number) => {
    const time = nextTime();
    const appointment = await t.db
      .insertInto('appointments')
      .values(
        appointmentRow({ ...place, service_id: null, date, time, duration_minutes: 30, status: 2 }, movedAt),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    const move = await t.db
      .insertInto('appointment_moves')
      .values({
        ...place,
        appointment_id: appointment.id,
        from_date: from,
        from_time: '09:00',
        to_date: date,
        to_time: time,
        moved_at: iso(movedAt),
        moved_by: 'client',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return move.id;
  };
  const movesLeft = (ids: number[]) => left('appointment_moves', ids);

  it("an appointment's moves go once its day and the day it moved from are past the kept time", async () => {
    const now = T0 + 2 * PAST_MOVES_KEPT_MS;
    const past = now - PAST_MOVES_KEPT_MS - 2 * DAY;
    const gone = await moved(day(past - 3 * DAY), day(past), past - 10 * DAY);
    const recent = await moved(day(now - PAST_MOVES_KEPT_MS + 2 * DAY), day(now - 30 * DAY), now - 40 * DAY);
    // Moved long ago to a day still ahead: the waitlist asks whether a request was met by it.
    const ahead = await moved(day(past - DAY), day(now + 5 * DAY), past - 5 * DAY);
    // Moved earlier from a day still ahead: the waitlist offers that day's freed time.
    const freeing = await moved(day(now + 3 * DAY), day(past), past - 5 * DAY);

    const run = await prune(now);
    expect(await movesLeft([gone, recent, ahead, freeing])).toEqual([recent, ahead, freeing]);
    expect(run.appointmentMoves).toBe(1);
  });

  it('keeps each kind of row as long as the settings say, shorter or longer than the defaults', async () => {
    const now = T0 + 3 * PAST_MOVES_KEPT_MS;
    const address = '10.78.0.1';
    const event = (ms: number) => ({ at: iso(ms), event: 'login', user_id: null, client_id: null, address });
    await t.db
      .insertInto('audit_events')
      .values([event(now - AUDIT_RETENTION_MS - DAY), event(now - 60 * DAY), event(now - 10 * DAY)])
      .execute();
    const ended = await request(now - 5 * DAY, [['retShort01', 'declined']]);
    const move = await moved(day(now - 20 * DAY), day(now - 15 * DAY), now - 25 * DAY);
    const events = async () =>
      (
        await t.db
          .selectFrom('audit_events')
          .select('at')
          .where('address', '=', address)
          .orderBy('at')
          .execute()
      ).map((row) => row.at);

    await prune(now, { kept: { ...DEFAULTS, auditEventsMs: 500 * DAY } });
    expect(await events()).toHaveLength(3);

    await prune(now, {
      kept: { ...DEFAULTS, auditEventsMs: 30 * DAY, endedWaitlistMs: DAY, pastMovesMs: 10 * DAY },
    });
    expect(await events()).toEqual([iso(now - 10 * DAY)]);
    expect(await requestsLeft([ended])).toEqual([]);
    expect(await movesLeft([move])).toEqual([]);
  });

  it('a run deletes at most its batches of offers, requests and moves, and the next goes on', async () => {
    const now = T0 + 4 * PAST_MOVES_KEPT_MS;
    await prune(now);
    const endedAt = now - ENDED_WAITLIST_KEPT_MS - DAY;
    const past = now - PAST_MOVES_KEPT_MS - DAY;
    const offers = Array.from(
      { length: 10 },
      (_, n) => [`retBatch${String(n).padStart(2, '0')}`, 'declined'] as const,
    );
    const ended = await request(endedAt, offers);
    for (let n = 0; n < 3; n++) await moved(day(past - 2 * DAY), day(past - DAY), past - 3 * DAY);

    // Tokens, audit, links (none), offers (4), the request (it has offers yet), moves (3), offers again (4).
    expect(await prune(now, { batchSize: 4, maxBatches: 7 })).toEqual({
      endedLoginTokens: 0,
      auditEvents: 0,
      shortLinks: 0,
      waitlistOffers: 8,
      endedWaitlistRequests: 0,
      appointmentMoves: 3,
    });
    expect(await requestsLeft([ended])).toEqual([ended]);
    expect(await prune(now, { batchSize: 4, maxBatches: 7 })).toMatchObject({
      waitlistOffers: 2,
      endedWaitlistRequests: 1,
      appointmentMoves: 0,
    });
    expect(await requestsLeft([ended])).toEqual([]);
  });
});
