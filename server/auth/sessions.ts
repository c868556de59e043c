/**
 * Sessions. Tokens are opaque random strings (256 bits), stored only as SHA-256 digests: no signing
 * key to configure or share between instances, and a revoked session stops at once — every
 * authenticated request looks its access token up (one indexed read). One `refresh_tokens` row is one
 * issued pair: the access token lives ACCESS_TTL_MS, the refresh token REFRESH_TTL_MS (sliding: each
 * refresh issues a fresh one), and neither past the family's absolute end (`session_expires_at`, set at
 * login: SESSION_LIFETIME_MS unless configured), after which the patient logs in again.
 *
 * A refresh marks the row rotated and issues the next row of the same family. Two tabs that refresh
 * with the same token at once both get the same new pair: the rotated row keeps that pair sealed with
 * its own refresh token (server/auth/sealed-pair.ts) for a grace window of seconds. Past the window a
 * rotated refresh token presented again means it leaked (or a client misbehaved): every session of the
 * login is revoked, unless the pair its rotation issued was never used. Then the answer that carried it
 * was lost (a phone's request that timed out after the server did its work), nobody holds that pair,
 * and it is handed out again, as within the window. A rotated row's access token stops working at once.
 *
 * Each pair comes with a logout token of its own (its digest in `logout_hash`), which logout takes and
 * nothing else does: a logout kept for later (the offline queue) can end the session, never renew it.
 */
import { type Kysely, PostgresAdapter, type UpdateQueryBuilder, type UpdateResult } from 'kysely';
import { accountErrorKeys, type TokenPair } from '../../src/api';
import type { Database } from '../db/schema';
import type { Audit } from './audit';
import type { Failed } from '../../src/api';
import { failure, type HttpFailure, isFailed } from './failure';
import { openPair, sealPair } from './sealed-pair';
import { randomId, randomToken, sha256 } from './secrets';
import { ACCESS_TTL_MS, REFRESH_TTL_MS, SESSION_LIFETIME_MS } from './token-lifetimes';

const iso = (ms: number) => new Date(ms).toISOString();

export interface Session {
  id: string;
  familyId: string;
  userId: number;
  clientId: number;
  /** The family's absolute end (ISO). */
  sessionExpiresAt: string;
}

export interface SessionOwner {
  userId: number;
  clientId: number;
  /** The family a rotation continues, with its absolute end; absent: a new login. */
  family?: { id: string; expiresAt: string };
}

/** A pair as this server issues it: always with its logout token. */
type IssuedPair = Required<TokenPair>;

const newPair = (): IssuedPair => ({
  accessToken: randomToken(),
  refreshToken: randomToken(),
  logoutToken: randomToken(),
});

async function insertPair(
  db: Kysely<Database>,
  now: number,
  owner: SessionOwner,
  pair: IssuedPair,
  lifetimeMs: number,
): Promise<void> {
  const sessionEnd = owner.family ? Date.parse(owner.family.expiresAt) : now + lifetimeMs;
  await db
    .insertInto('refresh_tokens')
    .values({
      id: randomId(),
      family_id: owner.family?.id ?? randomId(),
      user_id: owner.userId,
      client_id: owner.clientId,
      token_hash: sha256(pair.refreshToken),
      access_hash: sha256(pair.accessToken),
      logout_hash: sha256(pair.logoutToken),
      access_expires_at: iso(Math.min(now + ACCESS_TTL_MS, sessionEnd)),
      expires_at: iso(Math.min(now + REFRESH_TTL_MS, sessionEnd)),
      created_at: iso(now),
      session_expires_at: iso(sessionEnd),
    })
    .execute();
}

/** A new session (a login or a registration), ending at the latest `lifetimeMs` from now. */
export async function issueTokens(
  db: Kysely<Database>,
  now: number,
  owner: SessionOwner,
  lifetimeMs = SESSION_LIFETIME_MS,
): Promise<TokenPair> {
  const pair = newPair();
  await insertPair(db, now, owner, pair, lifetimeMs);
  return pair;
}

/**
 * A login's new session, unless the password it was checked against has changed since (then null).
 * The check took a while after the login read the password: a password change or recovery that ended
 * every session meanwhile could not end this one, which did not exist yet, and whoever still knew the
 * old password would be left logged in. On PostgreSQL the user row is read FOR SHARE: a change under
 * way is waited for and its new password seen, and a change that starts later waits for this
 * transaction, so its revoke finds the new session. On SQLite the transaction writes alone.
 */
export async function issueLoginTokens(
  db: Kysely<Database>,
  now: number,
  owner: SessionOwner,
  checkedHash: string,
  lifetimeMs = SESSION_LIFETIME_MS,
): Promise<TokenPair | null> {
  return db.transaction().execute(async (trx) => {
    const current = trx.selectFrom('users').select('password_hash').where('id', '=', owner.userId);
    const locked = trx.getExecutor().adapter instanceof PostgresAdapter ? current.forShare() : current;
    const row = await locked.executeTakeFirst();
    if (row?.password_hash !== checkedHash) return null;
    return issueTokens(trx, now, owner, lifetimeMs);
  });
}

/**
 * A token row with what deciding about it needs: its state, lifetimes, the user's block and whether the
 * login still reaches the token's profile (its own, or a family member's a clinic may take off it).
 */
const selectSessionRow = (db: Kysely<Database>) =>
  db
    .selectFrom('refresh_tokens')
    .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
    .leftJoin('user_clients', (join) =>
      join
        .onRef('user_clients.user_id', '=', 'refresh_tokens.user_id')
        .onRef('user_clients.client_id', '=', 'refresh_tokens.client_id'),
    )
    .select([
      'user_clients.client_id as linked_client_id',
      'refresh_tokens.id',
      'refresh_tokens.family_id',
      'refresh_tokens.user_id',
      'refresh_tokens.client_id',
      'refresh_tokens.access_expires_at',
      'refresh_tokens.expires_at',
      'refresh_tokens.session_expires_at',
      'refresh_tokens.rotated_at',
      'refresh_tokens.successor_sealed',
      'refresh_tokens.revoked_at',
      'refresh_tokens.used_at',
      'users.blocked',
    ]);

type SessionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof selectSessionRow>['executeTakeFirst']>>>;

/** Ended by the absolute lifetime (a row from before it existed has none: ended too). */
const pastSessionEnd = (row: SessionRow, now: number) =>
  row.session_expires_at === null || row.session_expires_at <= iso(now);

const sessionOf = (row: SessionRow): Session => ({
  id: row.id,
  familyId: row.family_id,
  userId: row.user_id,
  clientId: row.client_id,
  sessionExpiresAt: row.session_expires_at ?? '',
});

/** The session an access token opens, or null (unknown, expired, rotated, revoked, blocked user). */
export async function authenticate(
  db: Kysely<Database>,
  now: number,
  accessToken: string,
): Promise<Session | null> {
  const row = await selectSessionRow(db)
    .where('refresh_tokens.access_hash', '=', sha256(accessToken))
    .executeTakeFirst();
  if (
    !row ||
    row.rotated_at ||
    row.revoked_at ||
    row.blocked ||
    row.linked_client_id === null ||
    row.access_expires_at <= iso(now)
  ) {
    return null;
  }
  if (pastSessionEnd(row, now)) return null;
  // Once per pair: from now on, its rotated predecessor presented again is reuse. A stamp that cannot
  // be written (a full disk) must not refuse the request: the pair counts as unused a while longer.
  if (row.used_at === null)
    await db
      .updateTable('refresh_tokens')
      .set({ used_at: iso(now) })
      .where('id', '=', row.id)
      .where('used_at', 'is', null)
      .execute()
      .catch(() => undefined);
  return sessionOf(row);
}

/** Whether the pair was handed out and never used since: not rotated, not revoked, its access never let in. */
async function neverUsed(db: Kysely<Database>, now: number, pair: TokenPair): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_tokens')
    .select(['rotated_at', 'revoked_at', 'used_at', 'expires_at'])
    .where('token_hash', '=', sha256(pair.refreshToken))
    .executeTakeFirst();
  return (
    row !== undefined &&
    row.rotated_at === null &&
    row.revoked_at === null &&
    row.used_at === null &&
    row.expires_at > iso(now)
  );
}

const refreshFailure = (key: string = accountErrorKeys.auth.invalidRefreshToken) =>
  failure(401, { refreshErrors: [key] });

/**
 * Revokes the tokens `narrow` picks, pass after pass until one finds none left: on PostgreSQL one pass
 * can miss the pair a rotation is issuing. The pass waits for the row that rotation is marking, then
 * looks at that row again, but it never sees the next pair the rotation inserted, since that row did
 * not exist when the pass began; the patient would be logged out with a fresh refresh token still
 * good. Each new pass sees every rotation finished before it. A pass that changes nothing means no
 * rotation was under way (it would have met that rotation's live row and revoked it), and none can
 * start later, as a rotation needs its row unrevoked. On SQLite a rotation writes alone from start
 * to end, so the second pass finds nothing. Answers how many tokens were still live.
 */
async function revokeAll(
  db: Kysely<Database>,
  now: number,
  narrow: (
    query: UpdateQueryBuilder<Database, 'refresh_tokens', 'refresh_tokens', UpdateResult>,
  ) => UpdateQueryBuilder<Database, 'refresh_tokens', 'refresh_tokens', UpdateResult>,
): Promise<number> {
  let revoked = 0;
  for (;;) {
    const { numUpdatedRows } = await narrow(
      db
        .updateTable('refresh_tokens')
        .set({ revoked_at: iso(now) })
        .where('revoked_at', 'is', null),
    ).executeTakeFirst();
    if (numUpdatedRows === 0n) return revoked;
    revoked += Number(numUpdatedRows);
  }
}

/** Revokes the family's live tokens; answers how many were still live (0: revoked before). */
export const revokeFamily = (db: Kysely<Database>, now: number, familyId: string): Promise<number> =>
  revokeAll(db, now, (query) => query.where('family_id', '=', familyId));

/** Revokes every session of a user but the family kept (null: all of them). */
export async function revokeUserSessions(
  db: Kysely<Database>,
  now: number,
  userId: number,
  keepFamilyId: string | null,
): Promise<void> {
  await revokeAll(db, now, (query) => {
    const own = query.where('user_id', '=', userId);
    return keepFamilyId ? own.where('family_id', '!=', keepFamilyId) : own;
  });
}

export interface RefreshContext {
  address: string;
  audit: Audit;
  /** How long a rotated refresh token answers with its successor pair (0: never). */
  graceMs: number;
}

/** A rotated token presented again within the grace window: the pair its rotation issued. */
export interface SameAgain {
  again: TokenPair;
}

/**
 * The live session a refresh token belongs to; a rotated one answers its successor pair within the
 * grace window and past it is reuse, which ends every session of the login.
 */
export async function findRefreshable(
  db: Kysely<Database>,
  now: number,
  refreshToken: string,
  context: RefreshContext,
): Promise<Session | SameAgain | Failed<HttpFailure>> {
  const row = await selectSessionRow(db)
    .where('refresh_tokens.token_hash', '=', sha256(refreshToken))
    .executeTakeFirst();
  if (!row || row.revoked_at) return refreshFailure();
  if (row.rotated_at) {
    const inGrace = Date.parse(row.rotated_at) + context.graceMs > now;
    const sealed = row.successor_sealed ? openPair(refreshToken, row.successor_sealed) : null;
    const lost = !inGrace && context.graceMs > 0 && sealed !== null && (await neverUsed(db, now, sealed));
    const again = sealed && (inGrace || lost) ? sealed : null;
    if (again && !row.blocked) {
      await context.audit(now, { event: 'refresh_grace', userId: row.user_id, address: context.address });
      return { again };
    }
    await revokeUserSessions(db, now, row.user_id, null);
    await context.audit(now, { event: 'refresh_reuse', userId: row.user_id, address: context.address });
    return refreshFailure();
  }
  if (row.blocked) return refreshFailure(accountErrorKeys.auth.accessRestricted);
  // A profile taken off the login: no new pair for it (the patient logs in again, as their own).
  if (row.linked_client_id === null) return refreshFailure();
  if (pastSessionEnd(row, now)) {
    await context.audit(now, { event: 'session_expired', userId: row.user_id, address: context.address });
    return refreshFailure();
  }
  if (row.expires_at <= iso(now)) return refreshFailure();
  return sessionOf(row);
}

/**
 * Rotates the session's row (keeping the new pair sealed with the presented refresh token for the
 * grace window) and issues the next pair of its family (for `clientId`). Of two concurrent rotations
 * of one row only one writes; the other then finds the row rotated and answers as a second
 * presentation would (the same pair within the window).
 */
export async function rotate(
  db: Kysely<Database>,
  now: number,
  session: Session,
  next: { clientId: number; refreshToken: string },
  context: RefreshContext,
): Promise<TokenPair | Failed<HttpFailure>> {
  const pair = newPair();
  const rotated = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('refresh_tokens')
      .set({ rotated_at: iso(now), successor_sealed: sealPair(next.refreshToken, pair) })
      .where('id', '=', session.id)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return false;
    const family = { id: session.familyId, expiresAt: session.sessionExpiresAt };
    await insertPair(trx, now, { userId: session.userId, clientId: next.clientId, family }, pair, 0);
    return true;
  });
  if (rotated) return pair;
  // The pair sealed by the winner is for its client: a switch to another client gets no copy of it.
  if (next.clientId !== session.clientId) return refreshFailure();
  const again = await findRefreshable(db, now, next.refreshToken, context);
  if (isFailed(again)) return again;
  return 'again' in again ? again.again : refreshFailure();
}
