/**
 * Shared set-up of the results suites: the booking test app (clients with live tokens on a moved clock)
 * plus an app over the same database that re-reads the configuration on every request, so a test can
 * switch the results, protocols and attachments flags; result rows the test knows; byte-level requests.
 */
import type { Kysely } from 'kysely';
import { createApp } from '../../server/app';
import type { Database, DialectName } from '../../server/db/schema';
import { CONFIGURATION_KEY, readConfiguration } from '../../server/settings/configuration-store';
import type { Configuration } from '../../src/api';
import { type BookingTest, openBookingTest } from './booking-kit';
import { silentLogger } from './harness';
import { expectAnswerInDocument } from './openapi-check';

export { lists } from './accounts-kit';

export interface Download {
  status: number;
  res: Response;
  bytes: Buffer;
  /** The JSON body of a non-file answer, else null. */
  body: Record<string, unknown> | null;
}

export interface ResultsTest extends BookingTest {
  request(path: string, token?: string): Promise<Download>;
  setFlags(flags: Partial<Pick<Configuration, FlagName>>): Promise<void>;
}

type FlagName = 'serviceResultsAvailable' | 'serviceProtocolsAvailable' | 'serviceAttachmentsAvailable';

export async function openResultsTest(dialect: DialectName): Promise<ResultsTest> {
  const t = await openBookingTest(dialect);
  const app = createApp({
    db: t.db,
    staticDir: t.staticDir,
    logger: silentLogger(),
    publicReadTtlMs: 0,
    booking: { now: () => t.clock.now },
  });
  const defaults = await readConfiguration(t.db);
  return {
    ...t,
    async request(path, token) {
      const res = await app.request(`/api${path}`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      await expectAnswerInDocument(res, 'GET', `/api${path}`);
      const bytes = Buffer.from(await res.clone().arrayBuffer());
      const json = res.headers.get('content-type')?.startsWith('application/json');
      return { status: res.status, res, bytes, body: json ? JSON.parse(bytes.toString('utf8')) : null };
    },
    async setFlags(flags) {
      await t.db
        .updateTable('settings')
        .set({ value: JSON.stringify({ ...defaults, ...flags }) })
        .where('key', '=', CONFIGURATION_KEY)
        .execute();
    },
  };
}

export interface NewResult {
  clientId: number;
  date: string;
  title: string;
  kind?: number;
  state?: number;
  complexId?: number | null;
  executor?: [string, string, string | null] | null;
}

export async function insertResult(db: Kysely<Database>, row: NewResult): Promise<number> {
  const inserted = await db
    .insertInto('service_results')
    .values({
      client_id: row.clientId,
      complex_id: row.complexId ?? null,
      date: row.date,
      title: row.title,
      kind: row.kind ?? 1,
      state: row.state ?? 2,
      executor_surname: row.executor?.[0] ?? null,
      executor_name: row.executor?.[1] ?? null,
      executor_second_name: row.executor?.[2] ?? null,
      created_at: '2030-01-07T06:00:00.000Z',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return inserted.id;
}

export async function insertAttachment(
  db: Kysely<Database>,
  resultId: number,
  title: string,
  mimeType: string | null,
  bytes: Uint8Array,
): Promise<number> {
  const row = await db
    .insertInto('service_result_attachments')
    .values({ result_id: resultId, title, mime_type: mimeType, bytes })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function insertProtocol(
  db: Kysely<Database>,
  resultId: number,
  title: string,
  pdf: Uint8Array | null,
): Promise<number> {
  const row = await db
    .insertInto('service_result_protocols')
    .values({ result_id: resultId, title, pdf })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
