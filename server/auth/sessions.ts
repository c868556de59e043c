/**
 * Sessions. Tokens are opaque random strings (256 bits), stored only as SHA-256 digests: no signing
 * key to configure or share between instances, and a revoked session stops at once — every
 * authenticated request looks its access token up (one indexed read). One `refresh_tokens` row is one
 * issued pair: the access token lives ACCESS_TTL_MS, the refresh token REFRESH_TTL_MS. A refresh marks
 * the row rotated and issues the next row of the same family; a rotated refresh token presented again
 * means it leaked (or a client misbehaved), so its whole family is revoked. A rotated row's access token
 * stops working too.
 */
import type { Kysely } from 'kysely';
import { accountErrorKeys, type TokenPair } from '../../src/api';
import type { Database } from '../db/schema';
import { audit } from './audit';
import { type Failure, failure } from './failure';
import { randomId, randomToken, sha256 } from './secrets';

export const ACCESS_TTL_MS = 15 * 60_000;
export const REFRESH_TTL_MS = 30 * 24 * 3600_000;

const iso = (ms: number) => new Date(ms).toISOString();

export interface Session {
  id: string;
  familyId: string;
  userId: number;
  clientId: number;
}

export async function issueTokens(
  db: Kysely<Database>,
  now: number,
  owner: { userId: number; clientId: number; familyId?: string },
): Promise<TokenPair> {
  const pair = { accessToken: randomToken(), refreshToken: randomToken() };
  await db
    .insertInto('refresh_tokens')
    .values({
      id: randomId(),
      family_id: owner.familyId ?? randomId(),
      user_id: owner.userId,
      client_id: owner.clientId,
      token_hash: sha256(pair.refreshToken),
      access_hash: sha256(pair.accessToken),
      access_expires_at: iso(now + ACCESS_TTL_MS),
      expires_at: iso(now + REFRESH_TTL_MS),
      created_at: iso(now),
    })
    .execute();
  return pair;
}

/** A token row with what deciding about it needs: its state, lifetimes and the user's block. */
const selectSessionRow = (db: Kysely<Database>) =>
  db
    .selectFrom('refresh_tokens')
    .innerJoin('users', 'users.id', 'refresh_tokens.user_id')
    .select([
      'refresh_tokens.id',
      'refresh_tokens.family_id',
      'refresh_tokens.user_id',
      'refresh_tokens.client_id',
      'refresh_tokens.access_expires_at',
      'refresh_tokens.expires_at',
      'refresh_tokens.rotated_at',
      'refresh_tokens.revoked_at',
      'users.blocked',
    ]);

/** The session an access token opens, or null (unknown, expired, rotated, revoked, blocked user). */
export async function authenticate(
  db: Kysely<Database>,
  now: number,
  accessToken: string,
): Promise<Session | null> {
  const row = await selectSessionRow(db)
    .where('refresh_tokens.access_hash', '=', sha256(accessToken))
    .executeTakeFirst();
  if (!row || row.rotated_at || row.revoked_at || row.blocked || row.access_expires_at <= iso(now)) {
    return null;
  }
  return { id: row.id, familyId: row.family_id, userId: row.user_id, clientId: row.client_id };
}

const refreshFailure = (key: string = accountErrorKeys.auth.invalidRefreshToken) =>
  failure(401, { refreshErrors: [key] });

/** Revokes the family's live tokens; answers how many were still live (0: revoked before). */
export async function revokeFamily(db: Kysely<Database>, now: number, familyId: string): Promise<number> {
  const results = await db
    .updateTable('refresh_tokens')
    .set({ revoked_at: iso(now) })
    .where('family_id', '=', familyId)
    .where('revoked_at', 'is', null)
    .execute();
  return results.reduce((sum, result) => sum + Number(result.numUpdatedRows), 0);
}

/** Revokes every session of a user but the family kept (null: all of them). */
export async function revokeUserSessions(
  db: Kysely<Database>,
  now: number,
  userId: number,
  keepFamilyId: string | null,
): Promise<void> {
  let query = db
    .updateTable('refresh_tokens')
    .set({ revoked_at: iso(now) })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keepFamilyId) query = query.where('family_id', '!=', keepFamilyId);
  await query.execute();
}

/** The live session a refresh token belongs to; a rotated one revokes its family (reuse). */
export async function findRefreshable(
  db: Kysely<Database>,
  now: number,
  refreshToken: string,
  address: string,
): Promise<Session | Failure> {
  const row = await selectSessionRow(db)
    .where('refresh_tokens.token_hash', '=', sha256(refreshToken))
    .executeTakeFirst();
  if (!row || row.revoked_at) return refreshFailure();
  if (row.rotated_at) {
    await revokeFamily(db, now, row.family_id);
    await audit(db, now, { event: 'refresh_reuse', userId: row.user_id, address });
    return refreshFailure();
  }
  if (row.blocked) return refreshFailure(accountErrorKeys.auth.accessRestricted);
  if (row.expires_at <= iso(now)) return refreshFailure();
  return { id: row.id, familyId: row.family_id, userId: row.user_id, clientId: row.client_id };
}

/**
 * Rotates the session's row and issues the next pair of its family (for `clientId`). Of two
 * concurrent rotations of one row only one wins; the other is treated as reuse.
 */
export async function rotate(
  db: Kysely<Database>,
  now: number,
  session: Session,
  clientId: number,
): Promise<TokenPair | Failure> {
  const result = await db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('refresh_tokens')
      .set({ rotated_at: iso(now) })
      .where('id', '=', session.id)
      .where('rotated_at', 'is', null)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) return null;
    return issueTokens(trx, now, { userId: session.userId, clientId, familyId: session.familyId });
  });
  if (result) return result;
  await revokeFamily(db, now, session.familyId);
  return refreshFailure();
}
