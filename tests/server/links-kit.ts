/**
 * Shared set-up of the personal-link suites: the booking test (clock, test doctors, clients) plus an app
 * whose link lookups count per the `x-test-address` header, with a small limit, and whose transports are
 * a dev outbox the test can read; a booking helper that answers the new appointment's row.
 */
import type { Kysely } from 'kysely';
import { createApp } from '../../server/app';
import type { Database, DialectName } from '../../server/db/schema';
import { createOutboxTransports } from '../../server/transports/outbox';
import type { TransportSet } from '../../server/transports/types';
import { type BookingTest, DIRECT, openBookingTest, type Reply } from './booking-kit';
import { requestApi, silentLogger } from './harness';

export const LOOKUP_LIMIT = 40;

export interface LinksTest extends BookingTest {
  links: ReturnType<typeof createApp>;
  transports: TransportSet;
  /** A request to the links app from an address (default: a new one each time, so only named ones add up). */
  send(
    method: 'GET' | 'POST',
    path: string,
    body?: unknown,
    options?: { address?: string; key?: string; headers?: Record<string, string> },
  ): Promise<Reply>;
  /** A new client's appointment with DIRECT (through create-appointment), as its row. */
  book(date: string, time: string): Promise<BookedRow>;
  /** A new client's appointment at the next unused DIRECT time from Wednesday 2030-01-09 on. */
  bookAny(): Promise<BookedRow>;
}

export interface BookedRow {
  id: number;
  client_id: number;
  client_access_key: string | null;
  client_access_key_expires_at: string | null;
  status: number;
}

export async function openLinksTest(dialect: DialectName): Promise<LinksTest> {
  const t = await openBookingTest(dialect);
  const now = () => t.clock.now;
  const transports = createOutboxTransports(silentLogger(), now);
  const links = createApp({
    db: t.db,
    staticDir: t.staticDir,
    logger: silentLogger(),
    accounts: { now, transports, clientAddress: (c) => c.req.header('x-test-address') ?? 'a' },
    booking: { now, hoursTtlMs: 0, answersTtlMs: 0 },
    links: { lookupsPerAddressPerHour: LOOKUP_LIMIT },
  });
  let requests = 0;
  const send: LinksTest['send'] = async (
    method,
    path,
    body,
    { address = `a${++requests}`, key, headers: extra = {} } = {},
  ) => {
    const headers: Record<string, string> = { ...extra, 'x-test-address': address };
    if (key !== undefined) headers['idempotency-key'] = key;
    return requestApi(links, method, path, { body, headers });
  };
  const free = ['2030-01-09', '2030-01-10', '2030-01-11'].flatMap((date) =>
    ['09:00', '09:30', '10:00', '10:30', '11:00', '11:30'].map((time) => [date, time] as const),
  );
  const book: LinksTest['book'] = async (date, time) => {
    const client = await t.newClient();
    const reply = await t.post(
      '/clients/create-appointment',
      { clinicId: 1, doctorIds: [DIRECT], date, time },
      { token: client.token },
    );
    if (reply.status !== 200) throw new Error(`booking failed: ${JSON.stringify(reply.body)}`);
    const { appointment } = reply.body as { appointment: { id: number } };
    return rowOf(t.db, appointment.id);
  };
  return {
    ...t,
    links,
    transports,
    send,
    book,
    bookAny() {
      const next = free.shift();
      if (!next) throw new Error('no test times left');
      return book(...next);
    },
  };
}

export function rowOf(db: Kysely<Database>, id: number): Promise<BookedRow> {
  return db
    .selectFrom('appointments')
    .select(['id', 'client_id', 'client_access_key', 'client_access_key_expires_at', 'status'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}
