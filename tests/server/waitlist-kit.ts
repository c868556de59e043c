/**
 * Shared set-up of the waitlist suites: the booking test (clock, test doctors, clients) with waitlist
 * helpers — a job over a recording transport, joining the line, booking and cancelling through the API,
 * the third party's view of a day — and a reset that ends every open request between tests.
 */
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { KyselyPlugin } from 'kysely';
import type { DialectName } from '../../server/db/schema';
import type { CodeTransport } from '../../server/transports/types';
import { createWaitlistJob, type WaitlistJobDeps } from '../../server/waitlist/waitlist-job';
import { type BookingTest, CLINIC, DIRECT, openBookingTest, pointsOf } from './booking-kit';

export { recordingTransport } from './recording-transport';

export const BASE = 'https://clinic.example';
export const MINUTE = 60_000;
export const HOLD = 10 * MINUTE;

export type Client = Awaited<ReturnType<BookingTest['newClient']>>;

export interface WaitlistTest extends BookingTest {
  job(transport: CodeTransport, extra?: Partial<WaitlistJobDeps>): ReturnType<typeof createWaitlistJob>;
  /** Moves the clock on by `ms` and renews the clients' tokens (they live 15 minutes). */
  tick(ms: number, ...clients: Client[]): Promise<void>;
  ask(client: Client, lastDate: string, doctorId?: number): Promise<number>;
  book(client: Client, date: string, time: string, doctorId?: number): Promise<number>;
  cancel(client: Client, appointmentId: number): Promise<void>;
  /**
   * A patient's visit with DIRECT at `date` `time`, then another patient in line for that day, then the
   * visit cancelled: the time is freed for the one in line (the job's next pass offers it).
   */
  freedForLine(date: string, time: string): Promise<{ holder: Client; waiting: Client; appointment: number }>;
  /** The times of a day DIRECT shows to anyone. */
  shown(date: string): Promise<string[]>;
  /** The offers listed for the client. */
  offersOf(client: Client): Promise<{ key: string; date: string; time: string }[]>;
  phoneOf(client: Client): Promise<string>;
  /** The appointment's confirmation-link key. */
  accessKey(appointmentId: number): Promise<string | null>;
  /** Ends every open request and hold: each test starts with an empty line. */
  reset(): Promise<void>;
}

/**
 * The dialect's waitlist test for a describe block: opened before its tests, reset after each, closed
 * after all. The object is filled in by the time the tests run.
 */
export function waitlistTestPerBlock(dialect: DialectName, plugin?: KyselyPlugin): WaitlistTest {
  const t = {} as WaitlistTest;
  beforeAll(async () => {
    Object.assign(t, await openWaitlistTest(dialect, plugin));
  });
  afterEach(async () => {
    await t.reset();
  });
  afterAll(async () => {
    await t.close?.();
  });
  return t;
}

/** `plugin` sees the app's queries only (a HoldQuery to hold one open), as in openBookingTest. */
export async function openWaitlistTest(dialect: DialectName, plugin?: KyselyPlugin): Promise<WaitlistTest> {
  // A cancel holds the time it frees as long as the job's holds last.
  const t = await openBookingTest(dialect, { waitlistHoldMs: HOLD }, plugin);
  const ok = (reply: { status: number; body: unknown }, what: string) => {
    if (reply.status !== 200)
      throw new Error(`${what} failed: ${reply.status} ${JSON.stringify(reply.body)}`);
    return reply.body as Record<string, unknown>;
  };
  return {
    ...t,
    job: (transport, extra = {}) =>
      createWaitlistJob({
        db: t.db,
        dialect,
        transport,
        now: () => t.clock.now,
        timeZone: async () => 'Europe/Moscow',
        holdMs: HOLD,
        publicBaseUrl: BASE,
        ...extra,
      }),
    async tick(ms, ...clients) {
      t.clock.now += ms;
      for (const client of clients) client.token = await t.tokenFor(client);
    },
    async ask(client, lastDate, doctorId = DIRECT) {
      const body = ok(
        await t.post(
          '/waitlist/requests/create',
          { clinicId: CLINIC, doctorId, lastDate },
          { token: client.token },
        ),
        'joining the line',
      );
      return (body.request as { id: number }).id;
    },
    async book(client, date, time, doctorId = DIRECT) {
      const reply = await t.post(
        '/clients/create-appointment',
        { clinicId: CLINIC, doctorIds: [doctorId], date, time },
        { token: client.token },
      );
      return (ok(reply, 'booking').appointment as { id: number }).id;
    },
    async cancel(client, appointmentId) {
      ok(
        await t.post('/clients/cancel-appointment', { appointmentId }, { token: client.token }),
        'cancelling',
      );
    },
    async freedForLine(this: WaitlistTest, date: string, time: string) {
      const [holder, waiting] = [await t.newClient(), await t.newClient()];
      const appointment = await this.book(holder, date, time);
      await this.tick(MINUTE, holder, waiting);
      await this.ask(waiting, date);
      await this.tick(MINUTE, holder, waiting);
      await this.cancel(holder, appointment);
      return { holder, waiting, appointment };
    },
    async shown(date) {
      const reply = await t.post(`/clinics/${CLINIC}/doctors-schedule`, { doctorIds: [DIRECT], date });
      expect(reply.status).toBe(200);
      const day = pointsOf(reply.body).find(([shownDate]) => shownDate === date);
      return Object.keys(day?.[1] ?? {});
    },
    async offersOf(client) {
      const reply = await t.get('/waitlist/requests', client.token);
      return (ok(reply, 'listing').offers as { key: string; date: string; time: string }[]).map(
        ({ key, date, time }) => ({ key, date, time }),
      );
    },
    async phoneOf(client) {
      const row = await t.db
        .selectFrom('clients')
        .select('phone')
        .where('id', '=', client.clientId)
        .executeTakeFirstOrThrow();
      return row.phone ?? '';
    },
    async accessKey(appointmentId) {
      const row = await t.db
        .selectFrom('appointments')
        .select('client_access_key')
        .where('id', '=', appointmentId)
        .executeTakeFirstOrThrow();
      return row.client_access_key;
    },
    async reset() {
      const stamp = new Date(t.clock.now).toISOString();
      await t.db
        .updateTable('waitlist_offers')
        .set({ status: 'declined', decided_at: stamp })
        .where('status', '=', 'held')
        .execute();
      await t.db
        .updateTable('waitlist_requests')
        .set({ ended_at: stamp, end_reason: 'removed' })
        .where('ended_at', 'is', null)
        .execute();
    },
  };
}
