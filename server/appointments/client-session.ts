/**
 * The logged-in client of a request to the client calls (`Authorization: Bearer <accessToken>`, opaque
 * tokens looked up per request, server/auth/sessions.ts), and the 401 answer when there is none.
 */
import type { Context } from 'hono';
import type { Kysely } from 'kysely';
import { errorBody, errorKeys } from '../../src/api';
import { authenticate, type Session } from '../auth/sessions';
import type { Database } from '../db/schema';

export async function sessionOf(db: Kysely<Database>, now: number, c: Context): Promise<Session | null> {
  const match = /^Bearer ([A-Za-z0-9_-]{1,200})$/.exec(c.req.header('Authorization') ?? '');
  return match?.[1] ? authenticate(db, now, match[1]) : null;
}

/** 401 in the error-list shape; `list` names the call's own list, which gets the key too. */
export function unauthorized(c: Context, list?: string) {
  return c.json(
    errorBody({
      unexpectedErrors: [],
      formErrors: [errorKeys.unauthorized],
      ...(list ? { [list]: [errorKeys.unauthorized] } : {}),
    }),
    401,
  );
}
