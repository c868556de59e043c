/**
 * Idempotent requests (create and cancel appointment; next, confirm by link and feedback). The first
 * request with an Idempotency-Key does its work and, in the same transaction, claims the key for its
 * client together with its answer: one statement after the work rather than a claim before it and an
 * update after (each a round trip holding a pooled connection). A retry does the work too, finds the key
 * taken when it claims, rolls its work back and answers what the first one stored; a retry racing the
 * first waits on the first's row (PostgreSQL) or on the one SQLite writer, and if the first rolled back
 * the retry's own work stands. So the work must touch only the database (no messages sent from it). The
 * same key sent with another request is refused, so a reused key cannot replay an unrelated answer.
 * An answer that says "try later" (a limit reached, or the server unable) is not kept: its work still
 * commits, but the key stays free, so a retry is asked afresh rather than refused again for a day, and a
 * refusal writes no row (a limit must not be a way to grow the database).
 *
 * Nor may new keys be: a client (or anyone holding one of its link keys) could send requests that change
 * nothing, each with a new key, and keep a row each for a day. So once a client holds
 * KEPT_ANSWERS_PER_CLIENT live answers, an answer that changed nothing is no longer kept: a refusal (4xx),
 * or a success marked `unchanged` (cancelling what is cancelled already). Asking such a request again
 * does at most what was asked, once, so its retry is as safe asked afresh as replayed. An answer whose
 * work changed something is always kept, and those are bounded by what a client can change (its
 * bookings a day, its appointments, its links).
 */
import type { Context } from 'hono';
import type { Kysely, Transaction } from 'kysely';
import { type Call, parseWith } from '../../src/api';
import type { Database } from '../db/schema';
import { sha256 } from '../auth/secrets';
import { invalidInputBody } from '../http/errors';

/** A record, not a Result: the status and body once sent, kept so a retry is answered alike, refusal or not. */
export interface StoredAnswer {
  status: number;
  body: object;
  /** A success whose work changed nothing (the state asked for was there already): kept like a refusal. */
  unchanged?: true;
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

/** Live answers of one client past which an answer that changed nothing is no longer kept. */
export const KEPT_ANSWERS_PER_CLIENT = 100;

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

/** Thrown inside the transaction when the key turns out to hold another answer: the work rolls back. */
class KeyHeld extends Error {}

/** Whether an answer is kept for the key's retries: not one that tells the client to try later. */
const kept = (answer: StoredAnswer) => answer.status !== 429 && answer.status < 500;

/** A refusal, or a success that found the state asked for already there: asking again changes nothing twice. */
const changedNothing = (answer: StoredAnswer) => answer.status >= 400 || answer.unchanged === true;

/** Whether the client holds KEPT_ANSWERS_PER_CLIENT live answers: one indexed look past that many of its rows. */
async function atBound(trx: Kysely<Database>, clientId: number, now: number): Promise<boolean> {
  const row = await trx
    .selectFrom('idempotent_requests')
    .select('key')
    .where('client_id', '=', clientId)
    .where('created_at', '>=', new Date(now - IDEMPOTENCY_TTL_MS).toISOString())
    .limit(1)
    .offset(KEPT_ANSWERS_PER_CLIENT - 1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The key's answer still within its lifetime, if any. */
const liveAnswer = (db: Kysely<Database>, clientId: number, key: string, now: number) =>
  db
    .selectFrom('idempotent_requests')
    .select(['request_hash', 'status', 'body'])
    .where('client_id', '=', clientId)
    .where('key', '=', key)
    .where('created_at', '>=', new Date(now - IDEMPOTENCY_TTL_MS).toISOString())
    .executeTakeFirst();

export async function runIdempotent(
  db: Kysely<Database>,
  { clientId, key, request, now }: IdempotentRequest,
  work: (trx: Transaction<Database>) => Promise<StoredAnswer>,
): Promise<StoredAnswer & { replayed: boolean }> {
  if (key === null) return { ...(await db.transaction().execute(work)), replayed: false };
  const requestHash = sha256(JSON.stringify(request));
  await sweepExpired(db, now);
  // A stored answer that vanished between the conflict and the read was past its lifetime: go again.
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(async (trx) => {
        const done = await work(trx);
        const answer = { status: done.status, body: done.body };
        // A retry of an answered request replays that answer, even where the work would now refuse.
        if (!kept(answer) || (changedNothing(done) && (await atBound(trx, clientId, now)))) {
          if (await liveAnswer(trx, clientId, key, now)) throw new KeyHeld();
          return { ...answer, replayed: false };
        }
        if (!(await storeAnswer(trx, { clientId, key, requestHash, now }, answer))) throw new KeyHeld();
        return { ...answer, replayed: false };
      });
    } catch (error) {
      if (!(error instanceof KeyHeld)) throw error;
    }
    const stored = await liveAnswer(db, clientId, key, now);
    if (!stored && attempt === 0) continue;
    if (!stored || stored.request_hash !== requestHash) {
      return { status: 422, body: invalidInputBody(), replayed: false };
    }
    return { status: stored.status, body: JSON.parse(stored.body) as object, replayed: true };
  }
}

/**
 * Claims the key with the answer, after the work, in one statement; false when the key holds another
 * live answer. A first request racing its retry holds the row until it commits (PostgreSQL) or the one
 * SQLite writer: the loser waits here, finds the row taken and rolls its own work back. A key whose
 * answer is past its lifetime no longer holds: claiming it again overwrites it.
 */
async function storeAnswer(
  trx: Transaction<Database>,
  { clientId, key, requestHash, now }: { clientId: number; key: string; requestHash: string; now: number },
  answer: StoredAnswer,
): Promise<boolean> {
  const row = {
    request_hash: requestHash,
    status: answer.status,
    body: JSON.stringify(answer.body),
    created_at: new Date(now).toISOString(),
  };
  const claimed = await trx
    .insertInto('idempotent_requests')
    .values({ client_id: clientId, key, ...row })
    .onConflict((oc) =>
      oc
        .columns(['client_id', 'key'])
        .doUpdateSet(row)
        .where('idempotent_requests.created_at', '<', new Date(now - IDEMPOTENCY_TTL_MS).toISOString()),
    )
    .returning('key')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** The stored or fresh answer as the response; a success is checked against the call's answer. */
export function sendIdempotent(c: Context, call: Call, answer: StoredAnswer & { replayed: boolean }) {
  if (answer.replayed) c.header('Idempotent-Replayed', 'true');
  if (answer.status === 200) parseWith(call.answer, answer.body, `${call.method} ${call.path}`);
  return c.json(answer.body, answer.status as 200);
}
