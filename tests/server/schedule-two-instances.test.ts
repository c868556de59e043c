/**
 * Two instances over one database, each keeping its schedule answers as production does (up to 1 s):
 * a cancel through one frees the time in the other's schedule within that second, and in its own at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../server/app';
import { openDatabase } from '../../server/db/connect';
import { type BookingTest, CLINIC, DIRECT, openBookingTest, pointsOf } from './booking-kit';
import { DIALECTS, requestApi, silentLogger } from './harness';

const DAY = '2030-01-09';
const TIME = '09:00';
/** The production lifetime of a kept answer (server/routes/booking.ts). */
const KEPT_MS = 1000;

describe.each(DIALECTS)('a cancel on one instance, the schedule on another, on %s', (dialect) => {
  let t: BookingTest;
  let other: ReturnType<typeof createApp>;
  let otherDb: { destroy(): Promise<void> };
  beforeAll(async () => {
    // Instance A keeps its answers far longer than a second: only its own cancel can free the time there.
    t = await openBookingTest(dialect, { answersTtlMs: 60_000 });
    // Instance B: its own connection (pool or file handle) to the same database, production lifetimes.
    const opened = openDatabase({
      databaseUrl: t.env.DATABASE_URL || null,
      dataDir: t.env.DATA_DIR ?? '',
      poolSize: 2,
    });
    otherDb = opened.db;
    other = createApp({
      db: opened.db,
      staticDir: t.staticDir,
      logger: silentLogger(),
      booking: { now: () => t.clock.now },
    });
  });
  afterAll(async () => {
    await otherDb?.destroy();
    await t?.close();
  });

  const timesOn = async (app: ReturnType<typeof createApp>) => {
    const res = await requestApi(app, 'POST', `/clinics/${CLINIC}/doctors-schedule`, {
      body: { doctorIds: [DIRECT], date: DAY },
    });
    expect(res.status).toBe(200);
    return Object.keys(pointsOf(res.body)[0]?.[1] ?? {});
  };

  it('frees the time on the other instance within 1 s and on its own at once', async () => {
    const { token } = await t.newClient();
    const booked = await t.post(
      '/clients/create-appointment',
      { clinicId: CLINIC, doctorIds: [DIRECT], date: DAY, time: TIME, clientComment: '' },
      { token },
    );
    expect(booked.status).toBe(200);
    const appointmentId = (booked.body as { appointment: { id: number } }).appointment.id;
    // Both instances now keep an answer without the time.
    expect(await timesOn(t.booking)).not.toContain(TIME);
    expect(await timesOn(other)).not.toContain(TIME);

    const cancelled = await t.post('/clients/cancel-appointment', { appointmentId }, { token });
    expect(cancelled.status).toBe(200);
    const at = performance.now();
    expect(await timesOn(t.booking)).toContain(TIME);
    // The other instance may answer from its kept answer for the rest of its second, never longer.
    while (performance.now() - at < KEPT_MS) {
      await timesOn(other);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await timesOn(other)).toContain(TIME);
  });
});
