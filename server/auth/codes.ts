/**
 * Confirmation codes: drawn from a secure source, delivered by the chosen transport, stored hashed,
 * single use, expiring after `codeTtlMs`, dead after `codeAttempts` wrong tries. Sending is limited
 * per phone by the configured waitingTime, growing past the day's free codes (request_timeout with
 * Retry-After), and per hour per phone, per client address and by the paid-message budgets
 * (limit_of_sent_messages_for_this_hour_has_been_exhausted, send-budget.ts); a code out of tries answers
 * requested_too_often until a new one is requested. Wrong codes never block a right one: the number
 * of codes a phone can get is what keeps guessing out of reach (limits.ts).
 *
 * A code answers only the request that asked for it: the send hands its sender a random id (256 bits)
 * and a check must bring it back, so a stranger who knows the phone has no code of the owner's to try,
 * cannot spend its tries and cannot shadow it by asking for another. A check without the right id finds
 * no code, the same answer whatever codes the phone has.
 *
 * An expired code's secret is wiped at once (the row keeps only when it was sent, for the wait before
 * the next one, and the asker still hears "expired"); rows go a day after they were sent.
 */
import type { Kysely } from 'kysely';
import {
  type ConfirmationCodeType,
  codeErrorKey,
  codeErrorScope,
  type Failed,
  failed,
  type Transport,
} from '../../src/api';
import type { Database } from '../db/schema';
import type { TransportSet } from '../transports/types';
import { failure, type HttpFailure } from './failure';
import { type AccountLimits, growingDelayMs } from './limits';
import {
  type CounterLimit,
  firstFull,
  giveBackAll,
  pruneCounters,
  readDailyCount,
  secondsToNextHour,
  takeAll,
} from './message-counters';
import { codeHash, randomCode, randomId, randomToken, sameHash, sha256 } from './secrets';
import { isBudget, sendBudgets } from './send-budget';

const iso = (ms: number) => new Date(ms).toISOString();
const DAY_MS = 24 * 3600_000;

export interface SendCodeRequest {
  phone: string;
  type: ConfirmationCodeType;
  transport: Transport;
  address: string;
}

/** A refused send; `budget` names the paid-message budget that ran out, when that is why. */
export type SendFailure = Failed<HttpFailure & { budget?: CounterLimit }>;

export interface CodesDeps {
  db: Kysely<Database>;
  transports: TransportSet;
  limits: AccountLimits;
}

/** The hour's counters a send takes: the address's, the phone's and the paid-message budgets. */
const sendCounters = (limits: AccountLimits, request: SendCodeRequest): CounterLimit[] => [
  { scope: 'address', key: request.address, max: limits.messagesPerAddressPerHour },
  { scope: 'phone', key: request.phone, max: limits.messagesPerPhonePerHour },
  ...sendBudgets(limits, request.phone, request.address),
];

/** The hour's sends used up (`full` names the limit, when known). */
function hourRefusal(request: SendCodeRequest, now: number, full: CounterLimit | null): SendFailure {
  const hourly = codeErrorKey(
    codeErrorScope(request.transport),
    'limit_of_sent_messages_for_this_hour_has_been_exhausted',
  );
  const refused = failure(429, { formErrors: [hourly] }, secondsToNextHour(now));
  return full && isBudget(full) ? failed({ ...refused.error, budget: full }) : refused;
}

/**
 * The refusal a send would meet for a full hour's counter, read without writing anything: asked before
 * the phone is looked up, it comes alike for a phone with an account and one without, where after the
 * look-up only one of them would reach it.
 */
export async function sendRefused(
  { db, limits }: Pick<CodesDeps, 'db' | 'limits'>,
  now: number,
  request: SendCodeRequest,
): Promise<SendFailure | null> {
  const full = await firstFull(db, now, sendCounters(limits, request));
  return full ? hourRefusal(request, now, full) : null;
}

export async function sendCode(
  { db, transports, limits }: CodesDeps,
  now: number,
  waitingTimeSeconds: number,
  request: SendCodeRequest,
): Promise<{ ok: true; codeRequestId: string } | SendFailure> {
  const scope = codeErrorScope(request.transport);
  const last = await db
    .selectFrom('confirmation_codes')
    .select('created_at')
    .where('phone', '=', request.phone)
    .orderBy('created_at', 'desc')
    .limit(1)
    .executeTakeFirst();
  const sentToday = await readDailyCount(db, now, 'phone', request.phone);
  const { freeCodesPerPhonePerDay: free, codeDelayBaseMs: base, codeDelayCapMs: cap } = limits;
  const waitMs = Math.max(waitingTimeSeconds * 1000, growingDelayMs(sentToday + 1, free, base, cap));
  const tooEarly = (until: number) =>
    failure(429, { formErrors: [codeErrorKey(scope, 'request_timeout')] }, Math.ceil((until - now) / 1000));
  if (last && Date.parse(last.created_at) + waitMs > now)
    return tooEarly(Date.parse(last.created_at) + waitMs);
  // The phone's send, claimed in one statement before anything is delivered: requests that read the
  // wait above at the same moment find it held, and get no code of their own (each is five guesses).
  const heldUntil = iso(now + Math.max(1000, waitMs, growingDelayMs(sentToday + 2, free, base, cap)));
  const claimed = await claimCodeSlot(db, request.phone, iso(now), heldUntil);
  if (!claimed) return tooEarly(Date.parse((await codeSlotHeldUntil(db, request.phone)) ?? heldUntil));
  const releaseSlot = () =>
    db
      .updateTable('code_send_slots')
      .set({ held_until: iso(now) })
      .where('phone', '=', request.phone)
      .where('held_until', '=', heldUntil)
      .execute();
  const counters = sendCounters(limits, request);
  if (!(await takeAll(db, now, counters))) {
    await releaseSlot();
    // Which one refused, read again: a limit filled by a concurrent send in between counts too.
    return hourRefusal(request, now, await firstFull(db, now, counters));
  }
  const delivered = await transports.byName[request.transport].deliver({
    phone: request.phone,
    type: request.type,
    code: randomCode(),
  });
  if (!delivered.ok) {
    // Nothing went out: the claim and the counters are given back, so a provider's outage does not
    // use up the phone's, the address's or the paid budgets' hour.
    await giveBackAll(db, now, counters);
    await releaseSlot();
    return failure(503, { formErrors: [codeErrorKey(scope, delivered.error)] });
  }
  const id = randomId();
  const codeRequestId = randomToken();
  await db
    .insertInto('confirmation_codes')
    .values({
      id,
      phone: request.phone,
      type: request.type,
      transport: request.transport,
      code_hash: codeHash(id, delivered.value),
      created_at: iso(now),
      expires_at: iso(now + limits.codeTtlMs),
      request_hash: sha256(codeRequestId),
    })
    .execute();
  await pruneCounters(db, now);
  await pruneCodes(db, now, limits);
  return { ok: true, codeRequestId };
}

/** Holds the phone's sends until `heldUntil`, unless another send holds them past `at`; true when claimed. */
async function claimCodeSlot(
  db: Kysely<Database>,
  phone: string,
  at: string,
  heldUntil: string,
): Promise<boolean> {
  const row = await db
    .insertInto('code_send_slots')
    .values({ phone, held_until: heldUntil })
    .onConflict((oc) =>
      oc.column('phone').doUpdateSet({ held_until: heldUntil }).where('code_send_slots.held_until', '<=', at),
    )
    .returning('phone')
    .executeTakeFirst();
  return row !== undefined;
}

async function codeSlotHeldUntil(db: Kysely<Database>, phone: string): Promise<string | null> {
  const row = await db
    .selectFrom('code_send_slots')
    .select('held_until')
    .where('phone', '=', phone)
    .executeTakeFirst();
  return row?.held_until ?? null;
}

/** Wipes the hashes of expired codes and drops rows too old to hold back the next send. */
export async function pruneCodes(db: Kysely<Database>, now: number, limits: AccountLimits): Promise<void> {
  await db
    .updateTable('confirmation_codes')
    .set({ code_hash: '' })
    .where('expires_at', '<=', iso(now))
    .where('code_hash', '<>', '')
    .execute();
  const keptMs = Math.max(DAY_MS, limits.codeDelayCapMs, limits.codeTtlMs);
  await db
    .deleteFrom('confirmation_codes')
    .where('created_at', '<', iso(now - keptMs))
    .execute();
  await db
    .deleteFrom('code_send_slots')
    .where('held_until', '<', iso(now - keptMs))
    .execute();
}

export interface CheckCodeRequest {
  phone: string;
  code: string;
  /** The id the send answered to whoever asked for the code; without it no code is found. */
  codeRequestId?: string | undefined;
  /** null: whichever kind the request asked for (POST /messages/check-confirmation-code). */
  type: ConfirmationCodeType | null;
  /** Marks the code used: registration and recovery consume it, the check alone does not. */
  consume: boolean;
}

/**
 * A failed check; `triedCode` when it cost a code one of its tries (bounded per code), `missed` when it
 * found no code for the phone and request id (the caller bounds those per address).
 */
export type CheckFailure = Failed<HttpFailure & { triedCode?: true; missed?: true }>;

/** The unused code the request's id names for its phone (and type, when given); none without an id. */
async function findRequestedCode(db: Kysely<Database>, request: CheckCodeRequest) {
  if (!request.codeRequestId) return undefined;
  let query = db
    .selectFrom('confirmation_codes')
    .selectAll()
    .where('phone', '=', request.phone)
    .where('request_hash', '=', sha256(request.codeRequestId))
    .where('used_at', 'is', null);
  if (request.type) query = query.where('type', '=', request.type);
  return query.executeTakeFirst();
}

/** Checks a code; a wrong one costs one of its tries. Failures land in the `code` list. */
export async function checkCode(
  { db, limits }: Pick<CodesDeps, 'db' | 'limits'>,
  now: number,
  request: CheckCodeRequest,
): Promise<{ ok: true } | CheckFailure> {
  const row = await findRequestedCode(db, request);
  const scope = codeErrorScope((row?.transport as Transport | undefined) ?? null);
  const registration = (row?.type ?? request.type) === 'registration';
  const codeFailure = (status: 400 | 429, name: Parameters<typeof codeErrorKey>[1]) =>
    failure(status, { code: [codeErrorKey(scope, name)] });
  if (request.code.length === 0) return codeFailure(400, 'code_is_required');
  if (!row) {
    const miss = codeFailure(400, registration ? 'invalid_registration_code' : 'invalid_confirmation_code');
    return failed({ ...miss.error, missed: true as const });
  }
  if (row.attempts >= limits.codeAttempts) return codeFailure(429, 'requested_too_often');
  if (row.expires_at <= iso(now)) {
    return codeFailure(400, registration ? 'expired_registration_code' : 'expired_confirmation_code');
  }
  // A try is taken before comparing, so concurrent guesses cannot outrun the limit; a right code gives it back.
  const reserved = await db
    .updateTable('confirmation_codes')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', row.id)
    .where('attempts', '<', limits.codeAttempts)
    .executeTakeFirst();
  if (Number(reserved.numUpdatedRows) !== 1) return codeFailure(429, 'requested_too_often');
  if (!sameHash(codeHash(row.id, request.code), row.code_hash)) {
    const wrong = codeFailure(400, registration ? 'invalid_registration_code' : 'invalid_confirmation_code');
    return failed({ ...wrong.error, triedCode: true as const });
  }
  await db
    .updateTable('confirmation_codes')
    .set((eb) => ({ attempts: eb('attempts', '-', 1) }))
    .where('id', '=', row.id)
    .execute();
  if (!request.consume) return { ok: true };
  // Single use even under a race: only the request that flips used_at wins.
  const used = await db
    .updateTable('confirmation_codes')
    .set({ used_at: iso(now) })
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  if (Number(used.numUpdatedRows) !== 1) {
    return codeFailure(400, registration ? 'invalid_registration_code' : 'invalid_confirmation_code');
  }
  return { ok: true };
}
