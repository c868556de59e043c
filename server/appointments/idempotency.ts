/**
 * Idempotent requests (create and cancel appointment; next, confirm by link and feedback). The first
 * request with an Idempotency-Key claims the key for its client inside the same transaction as its
 * work and stores its answer there; a retry finds the stored answer and changes nothing again. A retry
 * racing the first request waits on the claimed row (PostgreSQL) or on the one SQLite writer, then reads
 * what the first one committed; if that one rolled back, the retry does the work itself. The same key
 * sent with another request is refused, so a reused key cannot replay an unrelated answer.
 */
import type { Context } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import { type Call, parseWith } from '../../src/api';
import type { Database } from '../db/schema';
import { sha256 } from '../auth/secrets';
import { invalidInputBody } from '../http/errors';

export interface StoredAnswer {
  status: number;
  body: object;
}

export interface IdempotentRequest {
  clientId: number;
  /** The Idempotency-Key header, or null when the request carries none. */
  key: string | null;
  /** What the request asked: the call and its parsed payload. */
  request: unknown;
  now: number;
}

/** Answers kept this long; a retry later than that counts as a new request. */
export const IDEMPOTENCY_TTL_MS = 24 * 3600_000;

/** How often an instance deletes the answers past their lifetime (one indexed range of created_at). */
const SWEEP_EVERY_MS = 60_000;
const lastSweep = new WeakMap<Kysely<Database>, number>();

/**
 * The table keeps about a day of answers: past their lifetime they go, at most once a minute per
 * instance and database, before a request's transaction rather than inside every one of them (a
 * statement per request, holding its pooled connection). A key past its lifetime is reclaimed by the
 * claim itself, so a sweep not yet run never replays an old answer.
 */
async function sweepExpired(db: Kysely<Database>, now: number): Promise<void> {
  const last = lastSweep.get(db);
  if (last !== undefined && now >= last && now - last < SWEEP_EVERY_MS) return;
  lastSweep.set(db, now);
  await db
    .deleteFrom('idempotent_requests')
    .where('created_at', '<', new Date(now - IDEMPOTENCY_TTL_MS).toISOString())
    .execute();
}

export async function runIdempotent(
  db: Kysely<Database>,
  { clientId, key, request, now }: IdempotentRequest,
  work: (trx: Transaction<Database>) => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  const requestHash = sha256(JSON.stringify(request));
  if (key !== null) await sweepExpired(db, now);
  return db.transaction().execute(async (trx) => {
    if (key !== null) {
      const createdAt = new Date(now).toISOString();
      // A key whose answer is past its lifetime no longer holds: claiming it again starts afresh.
      const claimed = await trx
        .insertInto('idempotent_requests')
        .values({
          client_id: clientId,
          key,
          request_hash: requestHash,
          status: 0,
          body: '',
          created_at: createdAt,
        })
        .onConflict((oc) =>
          oc
            .columns(['client_id', 'key'])
            .doUpdateSet({ request_hash: requestHash, status: 0, body: '', created_at: createdAt })
            .where('idempotent_requests.created_at', '<', new Date(now - IDEMPOTENCY_TTL_MS).toISOString()),
        )
        .returning('key')
        .executeTakeFirst();
      if (!claimed) {
        const stored = await trx
          .selectFrom('idempotent_requests')
          .select(['request_hash', 'status', 'body'])
          .where('client_id', '=', clientId)
          .where('key', '=', key)
          .executeTakeFirstOrThrow();
        if (stored.request_hash !== requestHash) {
          return { status: 422, body: invalidInputBody(), replayed: false };
        }
        return { status: stored.status, body: JSON.parse(stored.body) as object, replayed: true };
      }
    }
    const answer = await work(trx);
    if (key !== null) {
      await trx
        .updateTable('idempotent_requests')
        .set({ status: answer.status, body: JSON.stringify(answer.body) })
        .where('client_id', '=', clientId)
        .where('key', '=', key)
        .execute();
    }
    return { ...answer, replayed: false };
  });
}

/** The stored or fresh answer as the response; a success is checked against the call's answer. */
export function sendIdempotent(c: Context, call: Call, answer: StoredAnswer & { replayed: boolean }) {
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  if (answer.status === 200) parseWith(call.answer, answer.body, `${call.method} ${call.path}`);
  return c.json(answer.body, answer.status as 200);
}
